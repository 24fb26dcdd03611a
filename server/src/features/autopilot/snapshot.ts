import { matchdayMatchesFinished, matchFinished } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { activeJournee } from '../journees/index.js';
import { type Journee, type MatchWithClubs, matchesOfJournee } from '../championnat/index.js';
import { journeeEnds, postponedIn } from '../matchlfps/index.js';

/**
 * The active matchday as one tick sees it, read once: its row, its matches with their clubs, which count as postponed;
 * the periods the tick's own reads write are kept here too (`saw`), so the rest of the tick works from what it wrote
 * without reading it again.
 */
export type MatchdaySnapshot = {
  journee: Journee | null;
  /**
   * The matches to follow: kicked off (a firm time), not postponed, however long ago. After any downtime (the server off
   * for a week, a clock moved past several matchdays) the active matchday is caught up this way, its matches read, its
   * results computed, and the next one becomes active: matchday by matchday, in order.
   */
  live: MatchWithClubs[];
  /** A match's period as a read of this tick stored it. */
  saw(matchId: number, period: string): void;
  /** Whether every match of the matchday is over (finished, or counting as postponed), as far as the tick knows. */
  over(): boolean;
};

export async function matchdaySnapshot(db: Db, now: number): Promise<MatchdaySnapshot> {
  const { saisonId, journee } = await activeJournee(db);
  if (!journee) return { journee: null, live: [], saw: () => undefined, over: () => false };
  const [matches, ends] = await Promise.all([matchesOfJournee(db, journee.id), journeeEnds(db, [saisonId])]);
  const postponed = postponedIn(ends);
  const periods = new Map(matches.map((r) => [r.match.id, r.match.period]));
  const current = (r: MatchWithClubs) => ({ ...r.match, period: periods.get(r.match.id) ?? r.match.period });
  return {
    journee,
    live: matches.filter(
      (r) => !r.match.kickoffUnknown && r.match.kickoffAt.getTime() <= now && !(postponed(r.match) && !matchFinished(r.match.period)),
    ),
    saw: (matchId, period) => void periods.set(matchId, period),
    over: () => matchdayMatchesFinished(matches.map((r) => ({ period: current(r).period, postponed: postponed(current(r)) }))),
  };
}
