import type { MyLigue } from '@poolfoot/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { leagueMembers, leagues, sessions } from '../../db/schema.js';

/** The leagues a user is an active member of, with their role there, oldest membership first. */
export async function myLeagues(db: Q, userId: number): Promise<MyLigue[]> {
  return db
    .select({ id: leagues.id, nom: leagues.nom, role: leagueMembers.role })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.active, true)))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id));
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

/**
 * The league a new session of a user acts in: the one their sessions used last, while they are still an active member
 * of it, else their oldest membership; none for a user in no league.
 */
export async function loginLeague(db: Q, userId: number): Promise<{ id: number; role: number } | null> {
  const lastUsed = sql`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${leagueMembers.userId} and ${sessions.leagueId} = ${leagueMembers.leagueId})`;
  const [row] = await db
    .select({ id: leagueMembers.leagueId, role: leagueMembers.role })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.active, true)))
    .orderBy(sql`${lastUsed} desc nulls last`, asc(leagueMembers.joinedAt), desc(leagueMembers.leagueId))
    .limit(1);
  return row ?? null;
}
