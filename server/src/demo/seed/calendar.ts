/**
 * The demo calendar: the 306 matches of the real Ligue 1 2025/26 calendar (ligue1-2025-26.matches.json), in
 * Paris wall-clock time, and the whole-week shifts that bring a chosen matchday into the coming days with the
 * earlier ones over. The seed stores the shifted calendar; the demo league reads the shifts back from it.
 */
import { addDaysYmd, parisLocalToUtc, utcToParisLocal } from '@poolfoot/domain';
import matchesFile from './ligue1-2025-26.matches.json' with { type: 'json' };

const WEEK_MS = 7 * 86_400_000;

type RawMatch = {
  matchday: number;
  kickoff: string;
  home: string;
  away: string;
  score: number[] | null;
  status: string;
};

export type DemoMatch = {
  matchday: number;
  /** 'l1_championship_match_<n>', n = 1..306 in (matchday, kickoff, home) order. */
  match_lfp_id: string;
  home: string;
  away: string;
  /** Original Paris wall-clock date and time of the kickoff. */
  date: string;
  heure: string;
  status: string;
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The 306 matches of the file, sorted, with their deterministic ids and Paris wall-clock times. */
export function demoMatches(): DemoMatch[] {
  const raw = (matchesFile as { matches: RawMatch[] }).matches;
  const withInstant = raw.map((m) => {
    const at = new Date(m.kickoff);
    if (Number.isNaN(at.getTime())) throw new Error(`demo: bad kickoff '${m.kickoff}'`);
    return { m, at };
  });
  withInstant.sort(
    (a, b) => a.m.matchday - b.m.matchday || a.at.getTime() - b.at.getTime() || cmp(a.m.home, b.m.home) || cmp(a.m.away, b.m.away),
  );
  return withInstant.map(({ m, at }, i) => {
    const local = utcToParisLocal(at);
    return {
      matchday: m.matchday,
      match_lfp_id: `l1_championship_match_${i + 1}`,
      home: m.home,
      away: m.away,
      date: local.date,
      heure: local.heure,
      status: m.status,
    };
  });
}

/** A Paris wall-clock kickoff shifted by whole weeks, as an instant. */
export function shiftedKickoff(date: string, heure: string, weeks: number): Date {
  return parisLocalToUtc(addDaysYmd(date, weeks * 7), heure);
}

/** The number of weeks to shift the calendar so matchday 1's first kickoff is strictly after `now`, within a week. */
export function demoWeekShift(now: Date, matches: DemoMatch[] = demoMatches(), anchorMatchday = 1): number {
  const first = matches.find((m) => m.matchday === anchorMatchday);
  if (!first) throw new Error(`demo: no matchday ${anchorMatchday}`);
  const original = parisLocalToUtc(first.date, first.heure);
  let weeks = Math.ceil((now.getTime() - original.getTime()) / WEEK_MS);
  while (shiftedKickoff(first.date, first.heure, weeks).getTime() <= now.getTime()) weeks++;
  while (shiftedKickoff(first.date, first.heure, weeks - 1).getTime() > now.getTime()) weeks--;
  return weeks;
}

/** From a matchday's last kickoff to the end of its play and of the league's post-match processing, with room to spare. */
const PLAYED_MS = 3 * 3_600_000;

/**
 * The week shift of each matchday: the anchor and the later ones by demoWeekShift; the earlier ones by the same
 * weeks, or by one week more when the matchday before the anchor would still be played at `now` (a midweek round
 * three days before the anchor, say): a week's break more between the two, and every earlier matchday is over.
 */
export function demoWeekShifts(now: Date, matches: DemoMatch[] = demoMatches(), anchorMatchday = 1): (matchday: number) => number {
  const weeks = demoWeekShift(now, matches, anchorMatchday);
  const before = matches.filter((m) => m.matchday === anchorMatchday - 1).map((m) => shiftedKickoff(m.date, m.heure, weeks).getTime());
  const past = before.length && Math.max(...before) + PLAYED_MS > now.getTime() ? weeks - 1 : weeks;
  return (matchday) => (matchday < anchorMatchday ? past : weeks);
}
