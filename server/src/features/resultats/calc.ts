import {
  bestPossibleScore,
  byeResult,
  lineupScore,
  lostPoints,
  type MatchResult,
  MSG,
  matchdayMatchesFinished,
  matchFinished,
  matchPoints,
  RESULTATS_MSG,
  matchResult,
  resultForSide,
  stars,
} from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { journees, leagues } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { conflict, notFound } from '../../http/errors.js';
import type { JourneeRef } from '../compos/index.js';
import { refusePastSeason } from '../journees/index.js';
import type { Audience } from '../live/index.js';
import { journeeMatchStates } from '../matchlfps/index.js';
import { refreshJourneePoints } from '../stats/index.js';
import { tellMatchday } from './room.js';
import { type LeagueResults, saveResults } from './save.js';
import { leaguesSides, type Pairing, type Sides } from './sides.js';

type Score = { userId: number; total: number; captainPoints: number; lostPoints: number };

/**
 * A pooler's figures for a matchday: the lineup in effect (his last saved one with the carry-over rule) scored
 * with the players' points, the captain once more, and the points lost against the best possible lineup.
 */
function scoreOf(userId: number, sides: Sides, points: ReadonlyMap<number, number>): Score {
  const owned = sides.owned.get(userId) ?? new Map();
  const pointsOf = (id: number) => points.get(id) ?? 0;
  const { total, captainPoints } = lineupScore(sides.lineups.get(userId), pointsOf);
  const best = bestPossibleScore([...owned].map(([id, poste]) => ({ id, poste, points: pointsOf(id) })));
  return { userId, total, captainPoints, lostPoints: lostPoints(best, total) };
}

/**
 * Each pooler's result: a pairing's winner by the higher total; a pooler without an opponent (a bye,
 * or a matchday without pairings) against the mean of the other totals. Also the pairings' scores.
 */
function matchResults(pairings: readonly Pairing[], totals: ReadonlyMap<number, number>) {
  const results = new Map<number, MatchResult>();
  const totalOf = (id: number) => totals.get(id) ?? 0;
  const againstMean = (id: number) =>
    byeResult(
      totalOf(id),
      [...totals].filter(([other]) => other !== id).map(([, t]) => t),
    );
  const scores = pairings.map((p) => {
    const score1 = totalOf(p.user1Id);
    const score2 = p.user2Id === null ? null : totalOf(p.user2Id);
    const resultat = p.user2Id === null ? againstMean(p.user1Id) : matchResult(score1, score2 ?? 0);
    results.set(p.user1Id, resultForSide(resultat, 1));
    if (p.user2Id !== null) results.set(p.user2Id, resultForSide(resultat, 2));
    return { id: p.id, score1, score2, resultat };
  });
  for (const id of totals.keys()) if (!results.has(id)) results.set(id, againstMean(id));
  return { results, scores };
}

/** A league's results of a matchday from its sides and the players' points (RULES.md "Matchday results"). */
function leagueResults(leagueId: number, sides: Sides, points: ReadonlyMap<number, number>): LeagueResults {
  const poolers = [
    ...new Set([...sides.pairings.flatMap((p) => (p.user2Id === null ? [p.user1Id] : [p.user1Id, p.user2Id])), ...sides.owned.keys()]),
  ];
  const scores = poolers.sort((a, b) => a - b).map((userId) => scoreOf(userId, sides, points));
  const totals = new Map(scores.map((s) => [s.userId, s.total]));
  const { results, scores: pairings } = matchResults(sides.pairings, totals);
  const starred = scores.length ? stars(totals) : new Set<number>();
  return {
    leagueId,
    pairings,
    rows: scores.map((s) => {
      const result = results.get(s.userId) ?? null;
      return {
        user_id: s.userId,
        match_points: result === null ? 0 : matchPoints(result),
        total_points: s.total,
        captain_points: s.captainPoints,
        lost_points: s.lostPoints,
        match_result: result,
        star_bonus: starred.has(s.userId) ? 1 : 0,
      };
    }),
  };
}

const everyLeague = async (tx: Tx) => (await tx.select({ id: leagues.id }).from(leagues).orderBy(asc(leagues.id))).map((l) => l.id);

/**
 * resultats/calcJournee: computes a matchday from scratch (RULES.md "Matchday results") and replaces its results, in one
 * transaction on the locked matchday row, for the league asked, or every league: the matchday is the instance's, so the
 * computation that finds it finished computes every league's results with it (no league is left without them once it
 * counts as finished). The points are first brought up to date with its stat lines (none written when they already
 * are): once for every league. The poolers counted are those of a league's pairings and those who own players at that
 * matchday. Sets the matchday to 9 when all its league matches are finished; until then its results are provisional and
 * stay out of the general ranking (ranking.ts countsInRanking); the matchday found finished is told in every league's room
 * (room.ts). `poolers`: how many results were written for the league asked (for every league: in all).
 */
export async function calcJournee(db: Db, journeeId: number, now: Date, asked: Audience) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(journees).where(eq(journees.id, journeeId)).for('update');
    if (!row) throw notFound(MSG.matchdayNotFound);
    await refusePastSeason(tx, row.saisonId);
    const journee: JourneeRef = { id: row.id, numjournee: row.numjournee, saisonId: row.saisonId };

    // Results come only from real matches: a matchday none of whose matches is finished (fullTime and its variants) has
    // none to compute (the 0-0 draws and stars of an unplayed matchday would reach the ranking). Nothing is written.
    const matches = await journeeMatchStates(tx, row);
    if (!matches.some((m) => matchFinished(m.period))) throw conflict(RESULTATS_MSG.nothingPlayed(row.numjournee));
    const { scored, points } = await refreshJourneePoints(tx, row.id, await getSetting(tx, 'scoring_grid'), now);
    // Nor from missing points: finished matches need their stats.
    if (scored === 0) throw conflict(RESULTATS_MSG.noStats(row.numjournee));

    // Every match finished or counting as postponed (domain matchdayMatchesFinished).
    const finished = matchdayMatchesFinished(matches);
    const leagueIds = asked === 'every league' || (finished && row.status !== 9) ? await everyLeague(tx) : [asked.leagueId];
    const sides = await leaguesSides(tx, leagueIds, journee);
    const computed = leagueIds.map((id) => leagueResults(id, sides.get(id) as Sides, points));
    await saveResults(tx, row.id, computed);
    if (finished && row.status !== 9) {
      await tx.update(journees).set({ status: 9 }).where(eq(journees.id, row.id));
      await tellMatchday(tx, now, journee, computed, sides);
    }
    const counted = computed.filter((c) => asked === 'every league' || c.leagueId === asked.leagueId);
    return { journee: finished ? { ...row, status: 9 } : row, finished, poolers: counted.reduce((n, c) => n + c.rows.length, 0) };
  });
}
