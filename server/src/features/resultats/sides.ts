import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rencontres } from '../../db/schema.js';
import { type JourneeRef, leaguesLineups, type MatchdayLineups } from '../compos/index.js';

export type Pairing = { id: number; user1Id: number; user2Id: number | null };

/** What a league's results for a matchday are computed from: its pairings, and every pooler's team and lineup in effect. */
export type Sides = MatchdayLineups & { pairings: Pairing[] };

/**
 * A matchday's pairings and every pooler's team and lineup in some leagues, by league, in two queries whatever their
 * number (compos leaguesLineups): a league with neither pairings nor teams has empty sides.
 */
export async function leaguesSides(tx: Tx, leagueIds: readonly number[], journee: JourneeRef): Promise<Map<number, Sides>> {
  const pairings = await tx
    .select({ leagueId: rencontres.leagueId, id: rencontres.id, user1Id: rencontres.user1Id, user2Id: rencontres.user2Id })
    .from(rencontres)
    .where(and(inArray(rencontres.leagueId, [...leagueIds]), eq(rencontres.journeeId, journee.id)))
    .orderBy(asc(rencontres.leagueId), asc(rencontres.matchNo));
  const lineups = await leaguesLineups(tx, leagueIds, journee);
  return new Map(
    leagueIds.map((id) => [
      id,
      {
        ...(lineups.get(id) ?? { owned: new Map(), lineups: new Map() }),
        pairings: pairings.filter((p) => p.leagueId === id).map(({ leagueId: _l, ...p }) => p),
      },
    ]),
  );
}
