import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rencontres } from '../../db/schema.js';
import { type JourneeRef, type MatchdayLineups, matchdayLineups } from '../compos/index.js';

export type Pairing = { id: number; user1Id: number; user2Id: number | null };

/** What a matchday's results are computed from: its pairings, and every pooler's team and lineup in effect. */
export type Sides = MatchdayLineups & { pairings: Pairing[] };

/** A matchday's pairings and every pooler's team and lineup (compos matchdayLineups: one query for all of them). */
export async function journeeSides(tx: Tx, journee: JourneeRef): Promise<Sides> {
  const pairings = await tx
    .select({ id: rencontres.id, user1Id: rencontres.user1Id, user2Id: rencontres.user2Id })
    .from(rencontres)
    .where(eq(rencontres.journeeId, journee.id))
    .orderBy(asc(rencontres.matchNo));
  return { ...(await matchdayLineups(tx, journee)), pairings };
}
