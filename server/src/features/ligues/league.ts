import { type LeagueSettings, LIGUES_MSG, type Member, ROLE } from '@poolfoot/domain';
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { type Q, rowsOf } from '../../db/client.js';
import { activeSaisonId } from '../../db/settings.js';
import { draftState, leagueMembers, leagues, sessions, teamPlayers, users } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';
import { inFrenchOrder, poolerName } from '../users/index.js';
import { inLeague, lockMembers } from './members.js';
import { inLeagueSeason } from './scope.js';
import { leagueSettingsAll } from './settings.js';

/** A league's settings as its pages show them (features/ligues/settings.ts, with their defaults). */
export async function leagueSettings(db: Q, leagueId: number): Promise<LeagueSettings> {
  const { phase: _phase, ...settings } = await leagueSettingsAll(db, leagueId);
  return settings;
}

/** How many active members a league has. */
export async function memberCount(db: Q, leagueId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leagueMembers).where(inLeague(leagueId));
  return row?.n ?? 0;
}

/**
 * Whether the league's draft of the current season has started (its squad is then fixed: limits, removals): its state
 * has left 'non débuté' (a pick exists only after that), or it has teams (an instance's teams from before its draft
 * state existed).
 */
export async function draftStarted(db: Q, leagueId: number): Promise<boolean> {
  const ls = { leagueId, saisonId: await activeSaisonId(db) };
  const started = db
    .select()
    .from(draftState)
    .where(and(inLeagueSeason(draftState, ls), ne(draftState.status, 'non débuté')));
  const owned = db.select().from(teamPlayers).where(inLeagueSeason(teamPlayers, ls));
  const [row] = rowsOf<{ yes: boolean }>(await db.execute(sql`select exists ${started} or exists ${owned} as yes`));
  return row?.yes ?? false;
}

/** leagues/get.php: the league's name, settings, number of members and whether its draft started. */
export async function leagueView(db: Q, leagueId: number) {
  const [[row], members, draft_started] = await Promise.all([
    db.select({ id: leagues.id, nom: leagues.nom }).from(leagues).where(eq(leagues.id, leagueId)),
    memberCount(db, leagueId),
    draftStarted(db, leagueId),
  ]);
  if (!row) throw notFound(LIGUES_MSG.notFound);
  return { ...row, settings: await leagueSettings(db, leagueId), members, draft_started };
}

/** The league's members, active or not, by name: their role, when they joined and were last seen acting in it. */
export async function leagueMembersOf(db: Q, leagueId: number, userId?: number): Promise<Member[]> {
  const lastSeen = db
    .select({ userId: sessions.userId, at: max(sessions.lastSeenAt).as('at') })
    .from(sessions)
    .where(eq(sessions.leagueId, leagueId))
    .groupBy(sessions.userId)
    .as('last_seen');
  const rows = await db
    .select({
      user_id: users.id,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
      role: leagueMembers.role,
      active: leagueMembers.active,
      joinedAt: leagueMembers.joinedAt,
      lastSeen: lastSeen.at,
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .leftJoin(lastSeen, eq(lastSeen.userId, leagueMembers.userId))
    .where(and(eq(leagueMembers.leagueId, leagueId), userId === undefined ? undefined : eq(leagueMembers.userId, userId)))
    .orderBy(sql`${leagueMembers.active} desc`, asc(inFrenchOrder(poolerName())), asc(users.id));
  return rows.map(({ joinedAt, lastSeen: seen, ...m }) => ({
    ...m,
    joined_at: joinedAt.toISOString(),
    last_seen: seen ? new Date(seen).toISOString() : null,
  }));
}

/** One member of the league (active or not); another league's answers as a missing one. */
export async function leagueMember(db: Q, leagueId: number, userId: number): Promise<Member> {
  const [member] = await leagueMembersOf(db, leagueId, userId);
  if (!member) throw notFound(LIGUES_MSG.memberNotFound);
  return member;
}

/** Refuses a change that would leave the league without an active admin of its own. */
export async function keepAnAdmin(db: Q, leagueId: number, leaving: number) {
  const members = await lockMembers(db, leagueId);
  if (!members.some((m) => m.role === ROLE.admin && m.userId !== leaving)) throw new AppError('conflict', LIGUES_MSG.lastAdmin);
}
