import {
  bestPossibleScore,
  byeResult,
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
  teamScore,
} from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { journees, matchlfps, playerPoints, rencontres, resultats, teamPlayers } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { conflict, notFound } from '../../http/errors.js';
import { effectiveLineup, type JourneeRef } from '../compos/index.js';
import { journeeMatchStates } from '../matchlfps/index.js';
import { refreshJourneePoints } from '../stats/index.js';
import { ownedAt, ownedPostes } from '../teams/index.js';

type Score = { userId: number; total: number; captainPoints: number; lostPoints: number };

/**
 * A pooler's figures for a matchday: the lineup in effect (with the carry-over rule) scored with the
 * players' points, the captain once more, and the points lost against the best possible lineup.
 */
async function scoreOf(tx: Tx, userId: number, journee: JourneeRef, points: ReadonlyMap<number, number>): Promise<Score> {
  const lineup = await effectiveLineup(tx, userId, journee);
  const pointsOf = (id: number) => points.get(id) ?? 0;
  const onPitch = (lineup?.slots ?? []).flatMap((id) => (id === null ? [] : [pointsOf(id)]));
  const captainPoints = lineup?.captainId == null ? 0 : pointsOf(lineup.captainId);
  const total = teamScore(onPitch, captainPoints);
  const owned = await ownedPostes(tx, userId, journee.numjournee, journee.saisonId);
  const best = bestPossibleScore([...owned].map(([id, poste]) => ({ id, poste, points: pointsOf(id) })));
  return { userId, total, captainPoints, lostPoints: lostPoints(best, total) };
}

/**
 * Each pooler's result: a pairing's winner by the higher total; a pooler without an opponent (a bye,
 * or a matchday without pairings) against the mean of the other totals. Writes the pairings' scores.
 */
async function matchResults(tx: Tx, pairings: (typeof rencontres.$inferSelect)[], totals: ReadonlyMap<number, number>) {
  const results = new Map<number, MatchResult>();
  const totalOf = (id: number) => totals.get(id) ?? 0;
  const againstMean = (id: number) =>
    byeResult(
      totalOf(id),
      [...totals].filter(([other]) => other !== id).map(([, t]) => t),
    );
  for (const p of pairings) {
    const score1 = totalOf(p.user1Id);
    const score2 = p.user2Id === null ? null : totalOf(p.user2Id);
    const resultat = p.user2Id === null ? againstMean(p.user1Id) : matchResult(score1, score2 ?? 0);
    results.set(p.user1Id, resultForSide(resultat, 1));
    if (p.user2Id !== null) results.set(p.user2Id, resultForSide(resultat, 2));
    await tx.update(rencontres).set({ score1, score2, resultat }).where(eq(rencontres.id, p.id));
  }
  for (const id of totals.keys()) if (!results.has(id)) results.set(id, againstMean(id));
  return results;
}

/**
 * resultats/calcJournee: computes a matchday from scratch (RULES.md "Matchday results") and replaces its
 * results, in one transaction on the locked matchday row. The poolers counted are those of its pairings
 * and those who own players at that matchday. Sets the matchday to 9 when all its league matches are
 * finished.
 */
export async function calcJournee(db: Db, journeeId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(journees).where(eq(journees.id, journeeId)).for('update');
    if (!row) throw notFound(MSG.matchdayNotFound);
    const journee: JourneeRef = { id: row.id, numjournee: row.numjournee, saisonId: row.saisonId };

    const pairings = await tx.select().from(rencontres).where(eq(rencontres.journeeId, row.id)).orderBy(asc(rencontres.matchNo));
    const owners = await tx.selectDistinct({ userId: teamPlayers.userId }).from(teamPlayers).where(ownedAt(row.numjournee, row.saisonId));
    const poolers = [
      ...new Set([...pairings.flatMap((p) => (p.user2Id === null ? [p.user1Id] : [p.user1Id, p.user2Id])), ...owners.map((o) => o.userId)]),
    ];
    const periods = await tx.select({ period: matchlfps.period }).from(matchlfps).where(eq(matchlfps.journeeId, row.id));
    const scored = await refreshJourneePoints(tx, row.id, await getSetting(tx, 'scoring_grid'), now);
    // Results are never computed from missing points: finished matches (fullTime and its variants) need their stats.
    if (periods.some((m) => matchFinished(m.period)) && scored === 0) throw conflict(RESULTATS_MSG.noStats(row.numjournee));
    const pointRows = await tx
      .select({ id: playerPoints.joueurId, points: playerPoints.points })
      .from(playerPoints)
      .where(eq(playerPoints.journeeId, row.id));
    const points = new Map(pointRows.map((p) => [p.id, p.points]));

    const scores: Score[] = [];
    for (const userId of poolers.sort((a, b) => a - b)) scores.push(await scoreOf(tx, userId, journee, points));
    const totals = new Map(scores.map((s) => [s.userId, s.total]));
    const results = await matchResults(tx, pairings, totals);
    const starred = scores.length ? stars(totals) : new Set<number>();

    await tx.delete(resultats).where(eq(resultats.journeeId, row.id));
    if (scores.length) {
      await tx.insert(resultats).values(
        scores.map((s) => {
          const result = results.get(s.userId) ?? null;
          return {
            journeeId: row.id,
            userId: s.userId,
            matchPoints: result === null ? 0 : matchPoints(result),
            totalPoints: s.total,
            captainPoints: s.captainPoints,
            lostPoints: s.lostPoints,
            matchResult: result,
            starBonus: starred.has(s.userId) ? 1 : 0,
          };
        }),
      );
    }

    // Every match finished or counting as postponed (domain matchdayMatchesFinished).
    const finished = matchdayMatchesFinished(await journeeMatchStates(tx, row));
    const [updated] =
      finished && row.status !== 9 ? await tx.update(journees).set({ status: 9 }).where(eq(journees.id, row.id)).returning() : [row];
    return { journee: updated ?? row, finished, poolers: scores.length };
  });
}
