import type { MyLigue } from '@poolfoot/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { crossLeague } from '../../db/league-scope.js';
import { leagueMembers, leagues } from '../../db/schema.js';

/** The leagues a user is an active member of, with their role there, oldest membership first. */
export function myLeagues(db: Q, userId: number): Promise<MyLigue[]> {
  return crossLeague(
    'accountLeagues',
    async () =>
      await db
        .select({ id: leagues.id, nom: leagues.nom, role: leagueMembers.role })
        .from(leagueMembers)
        .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
        .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.active, true)))
        .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id)),
  );
}

/** One of the user's leagues, by its id, while they are an active member of it; else none (the same for any other id). */
export async function myLeague(db: Q, userId: number, leagueId: number): Promise<MyLigue | null> {
  const [row] = await db
    .select({ id: leagues.id, nom: leagues.nom, role: leagueMembers.role })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.active, true)));
  return row ?? null;
}

/** The names of some leagues, by id (a notification names the league it is about). */
export async function leagueNames(db: Q, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: leagues.id, nom: leagues.nom })
    .from(leagues)
    .where(inArray(leagues.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.nom]));
}
