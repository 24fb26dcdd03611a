import { countsAsPostponed, matchdayEnd } from '@poolfoot/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { journees, matchlfps } from '../../db/schema.js';

/** The end of each matchday of the given seasons (domain matchdayEnd: the next matchday's start, the last one a week on). */
export async function journeeEnds(db: Q, saisonIds: readonly number[]): Promise<Map<number, Date>> {
  if (!saisonIds.length) return new Map();
  const rows = await db
    .select({ id: journees.id, saisonId: journees.saisonId, startAt: journees.startAt })
    .from(journees)
    .where(inArray(journees.saisonId, [...new Set(saisonIds)]))
    .orderBy(asc(journees.saisonId), asc(journees.numjournee));
  return new Map(
    rows.map((j, i) => {
      const next = rows[i + 1];
      return [j.id, matchdayEnd(j.startAt, next && next.saisonId === j.saisonId ? next.startAt : null)];
    }),
  );
}

type MatchRow = { journeeId: number; postponed: boolean; period: string; kickoffAt: Date };

/** Whether a match counts as postponed (domain countsAsPostponed), given the matchdays' ends. */
export const postponedIn = (ends: ReadonlyMap<number, Date>) => (m: MatchRow) => {
  const end = ends.get(m.journeeId);
  return end === undefined ? m.postponed : countsAsPostponed(m, end);
};

/** A matchday's league matches, each with its period and whether it counts as postponed (the matchday-finished rule's input). */
export async function journeeMatchStates(db: Q, journee: { id: number; saisonId: number }) {
  const rows = await db
    .select({ journeeId: matchlfps.journeeId, postponed: matchlfps.postponed, period: matchlfps.period, kickoffAt: matchlfps.kickoffAt })
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, journee.id));
  const counts = postponedIn(await journeeEnds(db, [journee.saisonId]));
  return rows.map((m) => ({ period: m.period, postponed: counts(m) }));
}
