import { roundRobin } from '@poolfoot/domain';
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees, rencontres, resultats, users } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';

export type GenerateSummary = { poolers: number; generated: number; kept: number };

/**
 * Writes the season's pairings (RULES.md "Matchday results"): the round robin over every pooler
 * (by id), the k-th matchday of the season taking the k-th round. Matchdays that already have
 * results keep their pairings; the others are rewritten. One transaction, matchdays locked.
 */
export async function generatePairings(db: Db): Promise<GenerateSummary> {
  const saisonId = (await getSetting(db, 'saison')).id;
  return db.transaction(async (tx) => {
    const days = await tx
      .select({ id: journees.id })
      .from(journees)
      .where(eq(journees.saisonId, saisonId))
      .orderBy(asc(journees.numjournee))
      .for('update');
    const poolers = await tx.select({ id: users.id }).from(users).where(gte(users.role, 1)).orderBy(asc(users.id));
    const dayIds = days.map((d) => d.id);
    const withResults = new Set<number>();
    if (dayIds.length) {
      const computed = await tx.selectDistinct({ id: resultats.journeeId }).from(resultats).where(inArray(resultats.journeeId, dayIds));
      const decided = await tx
        .selectDistinct({ id: rencontres.journeeId })
        .from(rencontres)
        .where(and(inArray(rencontres.journeeId, dayIds), isNotNull(rencontres.resultat)));
      for (const r of [...computed, ...decided]) withResults.add(r.id);
    }
    const schedule = roundRobin(
      poolers.map((p) => p.id),
      days.length,
    );
    let generated = 0;
    for (const [index, day] of days.entries()) {
      if (withResults.has(day.id)) continue;
      await tx.delete(rencontres).where(eq(rencontres.journeeId, day.id));
      const pairings = schedule[index]?.pairings ?? [];
      if (pairings.length) {
        await tx
          .insert(rencontres)
          .values(pairings.map((p) => ({ saisonId, journeeId: day.id, matchNo: p.match_no, user1Id: p.user1_id, user2Id: p.user2_id })));
      }
      generated += 1;
    }
    return { poolers: poolers.length, generated, kept: withResults.size };
  });
}
