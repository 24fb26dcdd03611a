import { matchState } from '@poolfoot/domain';
import { z } from 'zod';
import { ParseError } from '../http.js';
import { deriveMinutes, minuteOf, playLength, type SheetRed, type SheetSub } from './minutes.js';
import { idLike, instant, intLike, numLike, optText, parseWith, seasonOfId, side, sideShape, trailingId } from './parse-common.js';
import { ultraPoste } from './positions.js';
import type { LfpMatchDetail, LfpPlayerLine } from './types.js';

/*
 * A match sheet: GET /championship-match/{matchId}, read as the recorded sheets show it (FINDINGS.md
 * §5–§7): `id` (no matchId), `season`, player keys omitted when zero or absent, minutes only after the
 * league's post-match processing, realUltraPosition on players on the pitch only.
 */

const event = z.looseObject({
  type: optText,
  time: z.unknown().optional(),
  scorerId: idLike.nullish(),
  playerId: idLike.nullish(),
  assistProviderId: idLike.nullish(),
  subOnId: idLike.nullish(),
  subOffId: idLike.nullish(),
});
const events = z.array(event).nullish();
const matchPlayer = z.looseObject({
  id: idLike,
  minutesPlayed: numLike.nullish(),
  goals: numLike.nullish(),
  goalsAssists: numLike.nullish(),
  ownGoals: numLike.nullish(),
  playedMatch: z.boolean().nullish(),
  startedMatch: z.boolean().nullish(),
  realUltraPosition: intLike.nullish(),
  playerIdentity: z.looseObject({ shortOptaId: idLike.nullish(), firstName: optText, lastName: optText, knownName: optText }).nullish(),
  stats: z.record(z.string(), z.unknown()).nullish(),
});
const matchSide = z.looseObject({
  ...sideShape,
  players: z.record(z.string(), matchPlayer).nullish(),
  goals: events,
  bookings: events,
  substitutions: events,
  missedPenalties: events,
});
const matchSchema = z.looseObject({
  id: optText,
  matchId: optText,
  season: intLike.nullish(),
  date: z.string(),
  dateTimeUnknown: z.boolean().nullish(),
  period: optText,
  matchTime: z.unknown().optional(),
  periodsDates: z.record(z.string(), z.unknown()).nullish(),
  home: matchSide,
  away: matchSide,
  timeline: events,
});
type MatchSide = z.infer<typeof matchSide>;
type MatchPlayer = z.infer<typeof matchPlayer>;
type Event = z.infer<typeof event>;

const statOf = (stats: Record<string, unknown> | null | undefined, key: string): number | undefined => {
  const parsed = numLike.safeParse(stats?.[key]);
  return parsed.success ? parsed.data : undefined;
};
const who = (e: Event) => e.scorerId ?? e.playerId ?? null;
const count = (list: Event[] | null | undefined, test: (e: Event) => boolean) => (list ?? []).filter(test).length;
const int = (n: number) => Math.max(0, Math.round(n));
/** Booking types of a red card: never recorded (only "yellow" was), a guess. */
const RED = new Set(['red', 'straightRed', 'secondYellow', 'redCard', 'secondYellowCard']);

/** The league's own minutes of a player, when its post-match processing has given them. */
const leagueMinutes = (p: MatchPlayer) => p.minutesPlayed ?? statOf(p.stats, 'mins_played') ?? statOf(p.stats, 'minutes_played');

/** The substitutions of the sheet: each side's list and the timeline's `…Substitution` entries, once each. */
function substitutions(m: z.infer<typeof matchSchema>): SheetSub[] {
  const all = [
    ...(m.home.substitutions ?? []),
    ...(m.away.substitutions ?? []),
    ...(m.timeline ?? []).filter((e) => /substitution$/i.test(e.type ?? '')),
  ];
  const seen = new Set<string>();
  return all.flatMap((e) => {
    const minute = minuteOf(e.time);
    const key = `${e.subOnId}|${e.subOffId}`;
    if (minute === null || seen.has(key)) return [];
    seen.add(key);
    return [{ on: e.subOnId ?? null, off: e.subOffId ?? null, minute }];
  });
}

function reds(m: z.infer<typeof matchSchema>): SheetRed[] {
  const all = [...(m.home.bookings ?? []), ...(m.away.bookings ?? []), ...(m.timeline ?? [])];
  return all.flatMap((e) => {
    const id = e.playerId;
    const minute = minuteOf(e.time);
    return e.type && RED.has(e.type) && id && minute !== null ? [{ id, minute }] : [];
  });
}

function playerLines(own: MatchSide, other: MatchSide, minutes: (p: MatchPlayer) => number): LfpPlayerLine[] {
  const allGoals = [...(own.goals ?? []), ...(other.goals ?? [])];
  return Object.values(own.players ?? {}).map((p) => {
    const s = p.stats;
    const ident = p.playerIdentity;
    const mins = minutes(p);
    const played = p.playedMatch ?? mins > 0;
    const conceded = statOf(s, 'goals_conceded');
    const secondYellow = (statOf(s, 'second_yellow') ?? count(own.bookings, (b) => b.type === 'secondYellow' && who(b) === p.id)) > 0;
    return {
      lfpId: trailingId(p.id),
      shortOptaId: ident?.shortOptaId ?? null,
      name: [ident?.firstName, ident?.lastName].filter(Boolean).join(' ') || ident?.knownName || p.id,
      minutes: int(mins),
      started: p.startedMatch ?? false,
      played,
      goals: int(p.goals ?? count(own.goals, (g) => g.type !== 'own' && who(g) === p.id)),
      assists: int(p.goalsAssists ?? count(own.goals, (g) => g.assistProviderId === p.id)),
      ownGoals: int(p.ownGoals ?? count(allGoals, (g) => g.type === 'own' && who(g) === p.id)),
      yellowCards: int(statOf(s, 'yellow_card') ?? count(own.bookings, (b) => b.type === 'yellow' && who(b) === p.id)),
      redCards: int(statOf(s, 'red_card') ?? count(own.bookings, (b) => !!b.type && RED.has(b.type) && who(b) === p.id)),
      secondYellow,
      // stats.clean_sheet is 0 for everyone at the whistle and absent for goalkeepers (FINDINGS.md §8.3):
      // a player who played and conceded nothing while on the pitch (stats.goals_conceded) kept a clean sheet.
      cleanSheet: (statOf(s, 'clean_sheet') ?? 0) > 0 || (played && (conceded ?? other.score ?? 0) === 0),
      goalsConceded: int(conceded ?? 0),
      saves: int(statOf(s, 'saves') ?? 0),
      // Never recorded (FINDINGS.md §6): the key a penalty save would most likely have, a guess.
      penaltiesSaved: int(statOf(s, 'penalty_save') ?? 0),
      penaltiesMissed: int(count(own.missedPenalties, (e) => who(e) === p.id) || (statOf(s, 'penalty_missed') ?? 0)),
      poste: ultraPoste(p.realUltraPosition),
      raw: p,
    };
  });
}

/**
 * A match sheet with every player's line. When no player has the league's minutes on a sheet in play
 * or finished, they are worked out from the sheet (providers/lfp/minutes.ts) and minutesDerived says so.
 */
export function parseMatch(body: string): LfpMatchDetail {
  const m = parseWith(matchSchema, body);
  const matchId = m.matchId ?? m.id;
  if (!matchId) throw new ParseError('match sans identifiant');
  const period = m.period ?? 'preMatch';
  const everyone = [...Object.values(m.home.players ?? {}), ...Object.values(m.away.players ?? {})];
  const minutesDerived =
    matchState(period).state !== 'avenir' && everyone.length > 0 && everyone.every((p) => leagueMinutes(p) === undefined);
  const derived = minutesDerived
    ? deriveMinutes(
        everyone.map((p) => ({ id: p.id, started: p.startedMatch ?? false, played: p.playedMatch ?? false })),
        substitutions(m),
        reds(m),
        playLength(period, m.periodsDates, m.matchTime),
      )
    : new Map<string, number>();
  const minutes = (p: MatchPlayer) => (minutesDerived ? (derived.get(p.id) ?? 0) : (leagueMinutes(p) ?? 0));
  return {
    matchId,
    kickoffAt: instant(m.date, matchId),
    kickoffUnknown: m.dateTimeUnknown === true,
    period,
    season: m.season ?? seasonOfId(m.home.clubId) ?? seasonOfId(m.away.clubId),
    minutesDerived,
    home: { ...side(m.home), players: playerLines(m.home, m.away, minutes) },
    away: { ...side(m.away), players: playerLines(m.away, m.home, minutes) },
  };
}
