import { roundRobin } from '@poolfoot/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees, leagueMembers, rencontres, resultats } from '../../db/schema.js';
import { inLeague, type LeagueSeason } from '../ligues/index.js';

/** The advisory lock class of a league's pairings generation (its second key is the league's id). */
const PAIRINGS_LOCK = 7201;

export type GenerateSummary = { poolers: number; generated: number; kept: number };

/**
 * Writes a league's pairings for the season (RULES.md "Matchday results"): the round robin over its poolers (by id),
 * the k-th matchday of the season taking the k-th round. Matchdays where the league already has results keep their
 * pairings; the others are rewritten. One transaction: the season's matchdays held against a results computation
 * (shared: two leagues' generations never wait for each other), and the league's own advisory lock (two generations of
 * one league take turns).
 */
export async function generatePairings(db: Db, ls: LeagueSeason): Promise<GenerateSummary> {
  const { leagueId, saisonId } = ls;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAIRINGS_LOCK}, ${leagueId})`);
    const days = await tx
      .select({ id: journees.id })
      .from(journees)
      .where(eq(journees.saisonId, saisonId))
      .orderBy(asc(journees.numjournee))
      .for('share');
    const poolers = await tx
      .select({ id: leagueMembers.userId })
      .from(leagueMembers)
      .where(inLeague(leagueId))
      .orderBy(asc(leagueMembers.userId));
    const dayIds = days.map((d) => d.id);
    const withResults = new Set<number>();
    if (dayIds.length) {
      const computed = await tx
        .selectDistinct({ id: resultats.journeeId })
        .from(resultats)
        .where(and(eq(resultats.leagueId, leagueId), inArray(resultats.journeeId, dayIds)));
      const decided = await tx
        .selectDistinct({ id: rencontres.journeeId })
        .from(rencontres)
        .where(and(eq(rencontres.leagueId, leagueId), inArray(rencontres.journeeId, dayIds), isNotNull(rencontres.resultat)));
      for (const r of [...computed, ...decided]) withResults.add(r.id);
    }
    const schedule = roundRobin(
      poolers.map((p) => p.id),
      days.length,
    );
    let generated = 0;
    for (const [index, day] of days.entries()) {
      if (withResults.has(day.id)) continue;
      await tx.delete(rencontres).where(and(eq(rencontres.leagueId, leagueId), eq(rencontres.journeeId, day.id)));
      const pairings = schedule[index]?.pairings ?? [];
      if (pairings.length) {
        await tx
          .insert(rencontres)
          .values(
            pairings.map((p) => ({ leagueId, saisonId, journeeId: day.id, matchNo: p.match_no, user1Id: p.user1_id, user2Id: p.user2_id })),
          );
      }
      generated += 1;
    }
    return { poolers: poolers.length, generated, kept: withResults.size };
  });
}
