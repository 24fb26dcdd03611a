import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { leagueMembers, users } from '../../db/schema.js';
import { poolerName } from '../users/index.js';

/** The active members of a league: its poolers (its admins play too). */
export const inLeague = (leagueId: number) => and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.active, true)) as SQL;

/** A league's poolers, their id and name, by name. */
export async function leaguePoolers(db: Q, leagueId: number) {
  return db
    .select({ id: users.id, username: poolerName() })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(inLeague(leagueId))
    .orderBy(asc(poolerName()), asc(users.id));
}

/** One pooler of a league by id, with his name; none for anyone else (another league's pooler answers as a missing one). */
export async function leaguePooler(db: Q, leagueId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: poolerName() })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(inLeague(leagueId), eq(leagueMembers.userId, userId)));
  return row ?? null;
}
