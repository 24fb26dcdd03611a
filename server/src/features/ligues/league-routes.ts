import { LIGUES_MSG, liguesCalls, poolerName } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import { moveSession, roleIn } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { leagueView } from './league.js';
import { createLeague, updateLeague } from './league-changes.js';
import { memberResetLink, membersFor, removeMember, setMemberRole } from './member-changes.js';

/** A league's own calls (docs/ligues.md): a new league, its settings, its members. */
export default async function leagueRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, liguesCalls.create, async ({ nom }, req) => {
    const me = currentUser(req);
    const league = await createLeague(db, me.id, nom, ctx.now());
    await moveSession(ctx.database, me.session, league.id);
    const user = { id: me.id, username: me.username, nickname: me.nickname, role: roleIn(me.instanceRole, league.role) };
    return ok({ user, league }, LIGUES_MSG.created(league.nom));
  });

  route(app, liguesCalls.get, async (_input, req) => ok({ league: await leagueView(db, leagueOf(req)) }));

  route(app, liguesCalls.update, async (input, req) => {
    const leagueId = leagueOf(req);
    await updateLeague(db, leagueId, input);
    return ok({ league: await leagueView(db, leagueId) }, LIGUES_MSG.updated);
  });

  route(app, liguesCalls.members, async (_input, req) => ok({ members: await membersFor(db, currentUser(req), leagueOf(req)) }));

  route(app, liguesCalls.setRole, async ({ user_id, role }, req) => {
    const member = await setMemberRole(db, leagueOf(req), user_id, role);
    return ok({ member }, LIGUES_MSG.roleSet(poolerName(member), role));
  });

  route(app, liguesCalls.removeMember, async ({ user_id }, req) => {
    const { member, removed } = await removeMember(ctx, currentUser(req), leagueOf(req), user_id);
    const message = removed === 'removed' ? LIGUES_MSG.removed(poolerName(member)) : LIGUES_MSG.deactivated(poolerName(member));
    return ok({ removed }, message);
  });

  route(app, liguesCalls.resetLink, async ({ user_id }, req) => {
    const { link, expiresAt } = await memberResetLink(ctx, req, leagueOf(req), user_id);
    return ok({ url: link, expires_at: expiresAt.toISOString() }, LIGUES_MSG.resetLinkMade);
  });
}
