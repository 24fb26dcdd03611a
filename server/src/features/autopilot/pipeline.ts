import { MATCH_LATE_MS, matchFinished, matchState, type PipelineMatch, type PipelineStage, type PipelineStep } from '@poolfoot/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playerPoints, playerStats } from '../../db/schema.js';
import { activeJournee } from '../journees/index.js';
import { findJournee, type Journee, type MatchWithClubs, matchesOfJournee } from '../championnat/index.js';
import { journeeEnds, postponedIn } from '../matchlfps/index.js';

type Coverage = { lines: number; scored: number };

/** Per match of the matchday: its stat lines, and how many of their players have points for the matchday. */
async function coverage(db: Db, journeeId: number, matchIds: number[]): Promise<Map<number, Coverage>> {
  if (!matchIds.length) return new Map();
  const rows = await db
    .select({ id: playerStats.matchlfpId, lines: count(), scored: count(playerPoints.id) })
    .from(playerStats)
    .leftJoin(playerPoints, and(eq(playerPoints.joueurId, playerStats.joueurId), eq(playerPoints.journeeId, journeeId)))
    .where(inArray(playerStats.matchlfpId, matchIds))
    .groupBy(playerStats.matchlfpId);
  return new Map(rows.map((r) => [r.id, { lines: r.lines, scored: r.scored }]));
}

/**
 * A match's stage: not started (or not played: its firm kickoff long past and still not started), live, finished
 * without stats, stats imported, points computed (every player of its stat lines has his points of the matchday). A live
 * match with provisional lines is still live.
 */
function stageOf(period: string, c: Coverage | undefined, late: boolean): PipelineStage {
  const { state } = matchState(period);
  if (state === 'avenir') return late ? 'non_joue' : 'avenir';
  if (state === 'en_cours') return 'en_direct';
  if (!c?.lines) return 'termine';
  return c.scored >= c.lines ? 'points' : 'stats';
}

/**
 * The one next step of a matchday: its matches first (none yet, or one whose kickoff passed that our database still
 * has not started: the league knows more), then the stats of the finished ones, their points, waiting for the
 * matches still to play, a match not played to mark postponed, the results; nothing once the matchday is computed and
 * over (status 9).
 */
function nextStep(journee: Journee, rows: (PipelineMatch & { kickoffPassed: boolean })[]): PipelineStep {
  const played = rows.filter((m) => !m.postponed);
  if (!rows.length || played.some((m) => m.stage === 'avenir' && m.kickoffPassed)) return 'import_matches';
  if (played.some((m) => m.stage === 'termine')) return 'import_stats';
  if (played.some((m) => m.stage === 'stats')) return 'compute_points';
  if (played.some((m) => m.stage === 'avenir' || m.stage === 'en_direct')) return 'wait';
  if (played.some((m) => m.stage === 'non_joue')) return 'mark_postponed';
  return journee.status === 9 ? 'done' : 'compute_results';
}

/** Whether a match's firm kickoff is long past (MATCH_LATE_MS): not started by then, it is not being played. */
export const kickoffLongPast = (m: { kickoffAt: Date; kickoffUnknown: boolean }, now: Date) =>
  !m.kickoffUnknown && m.kickoffAt.getTime() + MATCH_LATE_MS <= now.getTime();

/**
 * Whether the league said the match had not started long after its firm kickoff: not a stale row of ours (the league
 * was asked then), a match it is not playing.
 */
const notPlayed = (m: { kickoffAt: Date; kickoffUnknown: boolean; notStartedSeenAt: Date | null }) =>
  m.notStartedSeenAt !== null && kickoffLongPast(m, m.notStartedSeenAt);

const toRow = (r: MatchWithClubs, stage: PipelineStage, postponed: boolean): PipelineMatch => ({
  id: r.match.id,
  home: r.home.name,
  away: r.away.name,
  kickoff_at: r.match.kickoffAt.toISOString(),
  stage,
  postponed,
});

/** autopilot/pipeline.php: the given matchday (else the active one), each match's stage and the next step. */
export async function matchdayPipeline(db: Db, saisonId: number, now: Date, numjournee?: number) {
  const journee = numjournee === undefined ? (await activeJournee(db)).journee : await findJournee(db, saisonId, numjournee);
  if (!journee) return { journee: null, matchs: [], next: 'done' as const };
  const matches = await matchesOfJournee(db, journee.id);
  const cover = await coverage(
    db,
    journee.id,
    matches.map((r) => r.match.id),
  );
  const postponed = postponedIn(await journeeEnds(db, [saisonId]));
  const rows = matches.map((r) => {
    const put = postponed(r.match) && !matchFinished(r.match.period);
    return {
      ...toRow(r, stageOf(r.match.period, cover.get(r.match.id), !put && notPlayed(r.match)), put),
      kickoffPassed: !r.match.kickoffUnknown && r.match.kickoffAt.getTime() <= now.getTime(),
    };
  });
  return {
    journee: { id: journee.id, numjournee: journee.numjournee, status: journee.status },
    matchs: rows.map(({ kickoffPassed: _, ...m }) => m),
    next: nextStep(journee, rows),
  };
}
