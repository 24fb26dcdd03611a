import { addDaysYmd, parisLocalToUtc, utcToParisLocal } from '@poolfoot/domain';
import { type DemoFixture, demoFixture } from './world.js';

/**
 * Where a demo match stands at an instant of the server's clock, as the league tells it (FINDINGS.md §1, §5):
 * `preMatch`, then `preMatchWithPlayers` in the hour before kickoff (line-ups out), `firstHalf`, `halfTime`,
 * `secondHalf` with their `matchTime`, and `fullTime` at the whistle; the minutes played appear only with the
 * league's post-match processing, half an hour after the whistle. The match never played stays `preMatch`
 * (the league has never been seen sending "postponed").
 */

type Period = 'preMatch' | 'preMatchWithPlayers' | 'firstHalf' | 'halfTime' | 'secondHalf' | 'fullTime';

export type MatchClock = {
  period: Period;
  /** The match minutes played so far (0 before kickoff, 90 after the whistle): events up to it are public. */
  minute: number;
  matchTime: string | null;
  /** During play: seen true in firstHalf (OpenScore daily-calendar sample); halfTime and secondHalf are a guess. */
  isLive: boolean;
  /** The league's post-match processing is done: minutes played and post-processed event shapes. */
  processed: boolean;
  /** The instant at which a match minute (1–90) is played. */
  at(minute: number): Date;
  /** The periods' start and end instants reached (the sheet's `periodsDates`), absent before the line-ups. */
  periodsDates: Record<string, string> | undefined;
};

const MIN = 60_000;
export const LINEUPS_BEFORE_MS = 60 * MIN;
export const PROCESSING_MS = 30 * MIN;
const BREAK_MS = 15 * MIN;

/** Each fixture's added time (deterministic): 1 to 3 minutes in the first half, 3 to 6 in the second. */
const addedTime = (f: DemoFixture) => ({ first: 1 + (f.index % 3), second: 3 + (f.index % 4) });

/** The instants of a played fixture: kickoff, end of the first half, start and end of the second. */
export function halves(f: DemoFixture, kickoff: Date) {
  const k = kickoff.getTime();
  const added = addedTime(f);
  const firstEnd = k + (45 + added.first) * MIN;
  const secondStart = firstEnd + BREAK_MS;
  return { kickoff: k, firstEnd, secondStart, secondEnd: secondStart + (45 + added.second) * MIN };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function matchClock(f: DemoFixture, kickoff: Date, now: Date): MatchClock {
  const h = halves(f, kickoff);
  const t = now.getTime();
  const at = (minute: number) => new Date(minute <= 45 ? h.kickoff + (minute - 0.5) * MIN : h.secondStart + (minute - 45.5) * MIN);
  const base = { at, isLive: false, processed: false, matchTime: null, periodsDates: undefined };
  if (!f.score || t < h.kickoff - LINEUPS_BEFORE_MS) return { ...base, period: 'preMatch', minute: 0 };
  if (t < h.kickoff) return { ...base, period: 'preMatchWithPlayers', minute: 0, periodsDates: {} };
  const dates: Record<string, string> = { firstHalfStartedAt: iso(h.kickoff) };
  const live = { ...base, isLive: true };
  const added = addedTime(f);
  if (t < h.firstEnd) {
    const played = Math.floor((t - h.kickoff) / MIN);
    const matchTime = played <= 45 ? `${Math.max(1, played)}'` : `45' +${played - 45}`;
    return { ...live, period: 'firstHalf', minute: Math.min(45, (t - h.kickoff) / MIN), matchTime, periodsDates: dates };
  }
  const halfTime = { firstHalfEndedAt: iso(h.firstEnd), ...dates };
  if (t < h.secondStart) return { ...live, period: 'halfTime', minute: 45, matchTime: `45' +${added.first}`, periodsDates: halfTime };
  if (t < h.secondEnd) {
    const played = 45 + Math.floor((t - h.secondStart) / MIN);
    const matchTime = played <= 90 ? `${played}'` : `90' +${played - 90}`;
    const periodsDates = { ...halfTime, secondHalfStartedAt: iso(h.secondStart) };
    return { ...live, period: 'secondHalf', minute: Math.min(90, 45 + (t - h.secondStart) / MIN), matchTime, periodsDates };
  }
  return {
    ...base,
    period: 'fullTime',
    minute: 90,
    matchTime: `90' +${added.second}`,
    processed: t >= h.secondEnd + PROCESSING_MS,
    periodsDates: {
      firstHalfEndedAt: iso(h.firstEnd),
      firstHalfStartedAt: iso(h.kickoff),
      secondHalfEndedAt: iso(h.secondEnd),
      secondHalfStartedAt: iso(h.secondStart),
    },
  };
}

/**
 * Unknown kickoff times (FINDINGS.md §3): the league sends far fixtures with `dateTimeUnknown: true` and a
 * placeholder `date`, Saturday 00:00 Paris of the round's weekend. The demo does it for the last two matchdays
 * until three weeks before their kickoff, when the league "fixes" the time (our choice of which and when: the
 * recording only shows that such fixtures exist, from game week 13 on, in September).
 */
const TIME_UNKNOWN_FROM_MATCHDAY = 33;
export const TIME_FIXED_BEFORE_MS = 21 * 86_400_000;

export const timeUnknown = (f: DemoFixture, kickoff: Date, now: Date) =>
  f.matchday >= TIME_UNKNOWN_FROM_MATCHDAY && kickoff.getTime() - now.getTime() > TIME_FIXED_BEFORE_MS;

/** Saturday 00:00 in Paris of the weekend nearest a kickoff. */
export function placeholderDate(kickoff: Date): Date {
  const { date } = utcToParisLocal(kickoff);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  let toSaturday = (6 - weekday + 7) % 7;
  if (toSaturday > 3) toSaturday -= 7;
  return parisLocalToUtc(addDaysYmd(date, toSaturday), '00:00');
}

/** When the demo league blows a match's final whistle at this kickoff (null: never played), for the live bench. */
export function demoWhistle(matchId: string, kickoff: Date): Date | null {
  const f = demoFixture(matchId);
  return f?.score ? new Date(halves(f, kickoff).secondEnd) : null;
}
