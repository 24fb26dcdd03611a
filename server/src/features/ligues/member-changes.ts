import { ACTS_MSG, LIGUES_MSG, liguesCalls, parisDateTime, poolerName, ROLE } from '@poolfoot/domain';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { draftOrder, leagueMembers, leagues } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { currentUser } from '../../http/guards.js';
import { refusalsFor } from '../../http/policy.js';
import { linkBase } from '../../http/public-url.js';
import { announceEnded, type SessionUser } from '../../http/session.js';
import type { AppContext } from '../../http/types.js';
import { resetLink } from '../auth/index.js';
import { draftStarted, keepAnAdmin, leagueMember, leagueMembersOf } from './league.js';
import { moveSessionsOut, removeMembership } from './members.js';

/** A member's link to choose a new password stays valid a day: the time to send it through a messenger. */
const RESET_LINK_MS = 24 * 3600 * 1000;

/** leagues/members.php: the league's members, each with why the caller may not change his role, remove him or make his link. */
export async function membersFor(db: Db, me: SessionUser, leagueId: number) {
  const members = await leagueMembersOf(db, leagueId);
  const ids = members.map((m) => m.user_id);
  const [role, remove, link] = await Promise.all(
    [liguesCalls.setRole, liguesCalls.removeMember, liguesCalls.resetLink].map((call) => refusalsFor(db, me, leagueId, call, ids)),
  );
  const refused = (id: number) => ({ role: role?.get(id) ?? null, remove: remove?.get(id) ?? null, link: link?.get(id) ?? null });
  return members.map((m) => ({ ...m, refused: refused(m.user_id) }));
}

/** leagues/set_role.php: a member's role in the league; the league keeps an admin of its own. */
export function setMemberRole(db: Db, leagueId: number, userId: number, role: number) {
  return db.transaction(async (tx) => {
    const before = await leagueMember(tx, leagueId, userId);
    if (role < ROLE.admin && before.role >= ROLE.admin) await keepAnAdmin(tx, leagueId, userId);
    await tx
      .update(leagueMembers)
      .set({ role })
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
    return { ...before, role };
  });
}

/**
 * leagues/remove_member.php: a member out of the league, never oneself, the league keeping an admin of its own. Every
 * session of his acting in it moves out, its live stream ended once committed. Answers the member and what became of him.
 */
export async function removeMember(ctx: AppContext, me: SessionUser, leagueId: number, userId: number) {
  if (userId === me.id) throw new AppError('conflict', LIGUES_MSG.notYourself);
  const { member, removed, moved } = await ctx.database.db.transaction(async (tx) => {
    const found = await leagueMember(tx, leagueId, userId);
    if (found.role >= ROLE.admin) await keepAnAdmin(tx, leagueId, userId);
    // Before the draft a member leaves the order and the league, unless his rows keep him (removeMembership); after
    // it he is deactivated, his rows staying: out of the lists and the next order, his session out of the league.
    const started = await draftStarted(tx, leagueId);
    const left =
      !started &&
      (await removeMembership(tx, leagueId, userId, (sp) =>
        sp.delete(draftOrder).where(and(eq(draftOrder.leagueId, leagueId), eq(draftOrder.userId, userId))),
      ));
    if (started) {
      await tx
        .update(leagueMembers)
        .set({ active: false, role: ROLE.pooler })
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
    }
    const { moved } = await moveSessionsOut(tx, userId, leagueId);
    return { member: found, removed: left ? ('removed' as const) : ('deactivated' as const), moved };
  });
  for (const session of moved) await announceEnded(ctx.database, { session });
  return { member, removed };
}

/**
 * leagues/reset_link.php: a link for a member of the league to choose a new password (auth's resetLink, valid a day),
 * on the address the admin's request came by (linkBase). The member is told by mail too, after the answer: a slow mail server never holds
 * the admin's page.
 */
export async function memberResetLink(ctx: AppContext, req: FastifyRequest, leagueId: number, userId: number) {
  const { db } = ctx.database;
  const member = await leagueMember(db, leagueId, userId);
  const made = await resetLink(ctx, await linkBase(ctx, req), userId, RESET_LINK_MS);
  const [league] = await db.select({ nom: leagues.nom }).from(leagues).where(eq(leagues.id, leagueId));
  const text = ACTS_MSG.resetMailText(poolerName(member), poolerName(currentUser(req)), league?.nom ?? '', parisDateTime(ctx.now()));
  setImmediate(() => {
    ctx.mailer
      .send({ to: member.email, subject: ACTS_MSG.resetMailSubject, text })
      .catch((err: unknown) => req.log.error({ err }, 'reset notice mail failed'));
  });
  return made;
}
