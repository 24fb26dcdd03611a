import { LIGUES_MSG, liguesCalls, poolerName, ROLE } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { draftOrder, leagueMembers, leagues } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import { moveSession, roleIn } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { resetLink } from '../auth/index.js';
import { draftStarted, keepAnAdmin, leagueMember, leagueMembersOf, leagueView, memberCount } from './league.js';
import { removeMembership } from './members.js';
import { type LeagueSettingKey, setLeagueSetting } from './settings.js';

/** A member's link to choose a new password stays valid a day: the time to send it through a messenger. */
const RESET_LINK_MS = 24 * 3600 * 1000;

/** A league's own calls (issue 27, docs/ligues.md): a new league, its settings, its members. */
export default async function leagueRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, liguesCalls.create, async ({ nom }, req) => {
    const me = currentUser(req);
    const league = await db.transaction(async (tx) => {
      const [made] = await tx.insert(leagues).values({ nom, createdAt: ctx.now() }).returning({ id: leagues.id, nom: leagues.nom });
      if (!made) throw new Error('ligue non créée');
      await tx.insert(leagueMembers).values({ leagueId: made.id, userId: me.id, role: ROLE.admin, joinedAt: ctx.now() });
      return { ...made, role: ROLE.admin };
    });
    await moveSession(ctx.database, me.session, league.id);
    const user = { id: me.id, username: me.username, nickname: me.nickname, role: roleIn(me.instanceRole, league.role) };
    return ok({ user, league }, LIGUES_MSG.created(league.nom));
  });

  route(app, liguesCalls.get, async (_input, req) => ok({ league: await leagueView(db, leagueOf(req)) }));

  route(app, liguesCalls.update, async ({ nom, ...settings }, req) => {
    const leagueId = leagueOf(req);
    await db.transaction(async (tx) => {
      // The league's row is held: two admins' changes take turns.
      await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)).for('update');
      const limits = settings.max_joueurs_poste !== undefined || settings.max_par_club !== undefined;
      if (limits && (await draftStarted(tx, leagueId))) throw new AppError('conflict', LIGUES_MSG.limitsLocked);
      if (settings.max_poolers !== undefined) {
        const members = await memberCount(tx, leagueId);
        if (settings.max_poolers < members) throw new AppError('conflict', LIGUES_MSG.tooFewPlaces(members));
      }
      if (nom !== undefined) await tx.update(leagues).set({ nom }).where(eq(leagues.id, leagueId));
      for (const [key, value] of Object.entries(settings)) {
        if (value !== undefined) await setLeagueSetting(tx, leagueId, key as LeagueSettingKey, value as never);
      }
    });
    return ok({ league: await leagueView(db, leagueId) }, LIGUES_MSG.updated);
  });

  route(app, liguesCalls.members, async (_input, req) => ok({ members: await leagueMembersOf(db, leagueOf(req)) }));

  route(app, liguesCalls.setRole, async ({ user_id, role }, req) => {
    const leagueId = leagueOf(req);
    const member = await db.transaction(async (tx) => {
      const before = await leagueMember(tx, leagueId, user_id);
      if (role < ROLE.admin && before.role >= ROLE.admin) await keepAnAdmin(tx, leagueId, user_id);
      await tx
        .update(leagueMembers)
        .set({ role })
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, user_id)));
      return { ...before, role };
    });
    return ok({ member }, LIGUES_MSG.roleSet(poolerName(member), role));
  });

  route(app, liguesCalls.removeMember, async ({ user_id }, req) => {
    const leagueId = leagueOf(req);
    if (user_id === currentUser(req).id) throw new AppError('conflict', LIGUES_MSG.notYourself);
    const { member, removed } = await db.transaction(async (tx) => {
      const found = await leagueMember(tx, leagueId, user_id);
      if (found.role >= ROLE.admin) await keepAnAdmin(tx, leagueId, user_id);
      // Before the draft a member leaves the order and the league, unless his rows keep him (removeMembership); after
      // it he is deactivated, his rows staying: out of the lists and the next order, his session out of the league.
      const started = await draftStarted(tx, leagueId);
      const left =
        !started &&
        (await removeMembership(tx, leagueId, user_id, (sp) =>
          sp.delete(draftOrder).where(and(eq(draftOrder.leagueId, leagueId), eq(draftOrder.userId, user_id))),
        ));
      if (started) {
        await tx
          .update(leagueMembers)
          .set({ active: false, role: ROLE.pooler })
          .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, user_id)));
      }
      return { member: found, removed: left ? ('removed' as const) : ('deactivated' as const) };
    });
    const message = removed === 'removed' ? LIGUES_MSG.removed(poolerName(member)) : LIGUES_MSG.deactivated(poolerName(member));
    return ok({ removed }, message);
  });

  route(app, liguesCalls.resetLink, async ({ user_id }, req) => {
    await leagueMember(db, leagueOf(req), user_id);
    const { link, expiresAt } = await resetLink(ctx, user_id, RESET_LINK_MS);
    return ok({ url: link, expires_at: expiresAt.toISOString() }, LIGUES_MSG.resetLinkMade);
  });
}
