/**
 * Where a league match stands, from the league's `period` (ma-api.ligue1.fr). Recorded values
 * (server/src/providers/lfp/recorded/FINDINGS.md §1): preMatch, preMatchWithPlayers (line-ups out, not
 * kicked off), firstHalf, halfTime, secondHalf, fullTime. Cup-only values named by the league's enum
 * but never recorded: extraFirstHalf, extraHalfTime, extraSecondHalf, ShootOut, fullTime90, fullTimePens.
 */
export type MatchState = 'avenir' | 'en_cours' | 'termine';

const NOT_STARTED = new Set(['prematch', 'prematchwithplayers', 'postponed', 'cancelled']);
const LIVE = new Set([
  'firsthalf',
  'halftime',
  'secondhalf',
  'extrafirsthalf',
  'extrahalftime',
  'extrasecondhalf',
  'extratime',
  'shootout',
]);

/**
 * The state of a period: every fullTime variant is finished, the periods of play (extra time and
 * the shoot-out included) are in progress, the rest has not started. `known` is false for a value
 * the league was never seen to send: it reads as not started (no score, no stat line).
 */
export function matchState(period: string): { state: MatchState; known: boolean } {
  const p = period.trim().toLowerCase();
  if (p.startsWith('fulltime')) return { state: 'termine', known: true };
  if (LIVE.has(p)) return { state: 'en_cours', known: true };
  return { state: 'avenir', known: NOT_STARTED.has(p) };
}

/** The periods of play in their order (after 'not started', before every fullTime). */
const PLAY_ORDER = ['firsthalf', 'halftime', 'secondhalf', 'extrafirsthalf', 'extrahalftime', 'extrasecondhalf', 'extratime', 'shootout'];

/** How far a match has gone by its period: 0 not started, then each period of play in order, finished last. */
export function periodRank(period: string): number {
  const { state } = matchState(period);
  if (state === 'avenir') return 0;
  if (state === 'termine') return PLAY_ORDER.length + 1;
  return PLAY_ORDER.indexOf(period.trim().toLowerCase()) + 1;
}

/**
 * Whether an answer of the league is behind what is stored: an earlier period than the one recorded (a finished
 * match never goes back; an older sheet served after a newer one, or a skeleton with no period, says less than we know).
 */
export const periodBehind = (stored: string, answer: string) => periodRank(answer) < periodRank(stored);

export const matchStarted = (period: string) => matchState(period).state !== 'avenir';
export const matchFinished = (period: string) => matchState(period).state === 'termine';

/**
 * Whether a league match counts as postponed: an admin marked it so, the league says so (a value never
 * recorded), or its kickoff (firm or not) falls after the end of its matchday, that is the start of the
 * season's next matchday (the last matchday ends a week after its own start: matchdayEnd).
 */
export function countsAsPostponed(m: { postponed: boolean; period: string; kickoffAt: Date }, end: Date): boolean {
  const p = m.period.trim().toLowerCase();
  return m.postponed || p === 'postponed' || p === 'cancelled' || m.kickoffAt.getTime() > end.getTime();
}

const LAST_MATCHDAY_SPAN_MS = 7 * 24 * 3_600_000;

/** The end of a matchday: the start of the next one, else (the last one) a week after its own start. */
export function matchdayEnd(start: Date, nextStart: Date | null): Date {
  return nextStart ?? new Date(start.getTime() + LAST_MATCHDAY_SPAN_MS);
}

/**
 * RULES.md "Matchday results": a matchday's league matches are all finished when each is finished
 * or counts as postponed, and at least one was played.
 */
export function matchdayMatchesFinished(matches: readonly { period: string; postponed: boolean }[]): boolean {
  return matches.some((m) => matchFinished(m.period)) && matches.every((m) => matchFinished(m.period) || m.postponed);
}
