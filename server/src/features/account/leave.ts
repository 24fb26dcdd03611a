import { ACCOUNT_MSG, isAdmin, type LeaveBlock, LIGUES_MSG, type MyLigue, type PublicUser, ROLE } from '@poolfoot/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { draftOrder, draftState, leagueMembers, leagues } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { announceEnded, roleIn, type SessionUser } from '../../http/session.js';
import type { AppContext } from '../../http/types.js';
import { publish } from '../live/index.js';
import { draftStarted, inLeagueSeason, lockMembers, moveSessionsOut, myLeagues, removeMembership, seasonOf } from '../ligues/index.js';

/** The other active members of a league: how many, and how many of them are its admins. */
export type Others = { members: number; admins: number };

/**
 * Why a member may not leave a league now (RULES.md "Accounts"), or null: its draft of the active season has started;
 * they are its last member (a league is never left empty: nobody would run it, its invitations would still let friends
 * in); they are its only admin while others remain (they name another first).
 */
export function leaveBlock(started: boolean, role: number, others: Others): LeaveBlock | null {
  if (started) return 'draft_started';
  if (others.members === 0) return 'last_member';
  if (isAdmin(role) && others.admins === 0) return 'last_admin';
  return null;
}

/** For each of these leagues, its active members other than `userId` (none: no entry). */
export async function othersIn(db: Q, userId: number, leagueIds: number[]): Promise<Map<number, Others>> {
  if (!leagueIds.length) return new Map();
  const rows = await db
    .select({
      leagueId: leagueMembers.leagueId,
      members: sql<number>`count(*)`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${leagueMembers.role} >= ${ROLE.admin})`.mapWith(Number),
    })
    .from(leagueMembers)
    .where(and(inArray(leagueMembers.leagueId, leagueIds), eq(leagueMembers.active, true), ne(leagueMembers.userId, userId)))
    .groupBy(leagueMembers.leagueId);
  return new Map(rows.map(({ leagueId, ...others }) => [leagueId, others]));
}

/**
 * leagues/leave.php: I leave one of my leagues, in one transaction, or nothing changes. A league I am not an active
 * member of answers 404 as one that does not exist; its draft started, or me its last member or its only admin while
 * others remain, 409 (leaveBlock). Its draft order loses me (the others close up, the first of them opens the draft), so
 * the draft never waits for me; my membership goes, or, when my rows in the league keep it (a past season's team, a
 * pairing generated early: the database's keys decide, as for an admin's removal), it is deactivated, as a pooler (an
 * invitation would bring me back as one). Every session of mine acting in it moves to another of my leagues (the one I
 * used last, else my oldest), or to none; their live streams end and reopen there.
 *
 * The rows are locked in the order every change of the league takes them: its draft state (its start, its order and
 * its picks hold it), its order (an admin's removal takes it before the member), then its members. A leave racing the
 * draft's start: one waits for the other, so the draft starts with me in its order and the leave is refused, or
 * without me.
 */
export async function leaveLeague(ctx: AppContext, me: SessionUser, leagueId: number) {
  const { db } = ctx.database;
  const ls = await seasonOf(db, leagueId);
  const done = await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ next: draftState.prochainPoolerId })
      .from(draftState)
      .where(inLeagueSeason(draftState, ls))
      .for('update');
    const order = (
      await tx
        .select({ userId: draftOrder.userId })
        .from(draftOrder)
        .where(inLeagueSeason(draftOrder, ls))
        .orderBy(asc(draftOrder.rang))
        .for('update')
    ).map((o) => o.userId);
    const members = await lockMembers(tx, leagueId);
    const mine = members.find((m) => m.userId === me.id);
    if (!mine) throw notFound(LIGUES_MSG.notFound);
    const others = members.filter((m) => m.userId !== me.id);
    const counts = { members: others.length, admins: others.filter((m) => isAdmin(m.role)).length };
    const blocked = leaveBlock(await draftStarted(tx, leagueId), mine.role, counts);
    if (blocked) throw conflict(ACCOUNT_MSG.leaveBlocked[blocked]);

    const orderChanged = order.includes(me.id) || (state !== undefined && state.next === me.id);
    if (orderChanged) {
      const rest = order.filter((id) => id !== me.id);
      await tx.delete(draftOrder).where(inLeagueSeason(draftOrder, ls));
      if (rest.length) await tx.insert(draftOrder).values(rest.map((userId, i) => ({ ...ls, rang: i + 1, userId })));
      await tx
        .update(draftState)
        .set({ prochainPoolerId: rest[0] ?? null, updatedAt: ctx.now() })
        .where(inLeagueSeason(draftState, ls));
    }

    await removeMembership(tx, leagueId, me.id);

    const { next, moved } = await moveSessionsOut(tx, me.id, leagueId);
    const [league] = await tx.select({ nom: leagues.nom }).from(leagues).where(eq(leagues.id, leagueId));
    return { nom: league?.nom ?? '', orderChanged, moved, next };
  });

  for (const session of done.moved) await announceEnded(ctx.database, { session });
  if (done.orderChanged) await publish(ctx, 'draft', { leagueId });

  // Where this session acts now: the league it moved to, or the one it acted in (none when it acted in none).
  const thisMoved = done.moved.includes(me.session);
  const nowIn = thisMoved ? done.next : (me.league?.id ?? null);
  const league: MyLigue | null = (await myLeagues(db, me.id)).find((l) => l.id === nowIn) ?? null;
  const user: PublicUser = { id: me.id, username: me.username, nickname: me.nickname, role: roleIn(me.instanceRole, league?.role ?? null) };
  const message = ACCOUNT_MSG.left(done.nom, thisMoved ? { to: league?.nom ?? null } : null);
  return { user, league, message };
}
