import { isAdmin, LIGUES_MSG, liguesCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import { moveSession, roleIn } from '../../http/session.js';
import type { App } from '../../http/types.js';
import inviteRoutes from './invite-routes.js';
import leagueRoutes from './league-routes.js';
import { myLeague, myLeagues } from './queries.js';

/** The friends' leagues of an instance (docs/ligues.md). */
export default async function liguesRoutes(app: App) {
  const { db } = app.ctx.database;
  await app.register(inviteRoutes);
  await app.register(leagueRoutes);

  route(app, liguesCalls.mine, async (_input, req) => {
    const me = currentUser(req);
    return ok({ leagues: await myLeagues(db, me.id), active_id: me.league?.id ?? null, instance_admin: isAdmin(me.instanceRole) });
  });

  route(app, liguesCalls.switch, async ({ league_id }, req) => {
    const me = currentUser(req);
    // A league the user is not an active member of answers as one that does not exist.
    const league = await myLeague(db, me.id, league_id);
    if (!league) throw notFound(LIGUES_MSG.notFound);
    await moveSession(app.ctx.database, me.session, league.id);
    const user = { id: me.id, username: me.username, nickname: me.nickname, role: roleIn(me.instanceRole, league.role) };
    return ok({ user, league }, LIGUES_MSG.switched(league.nom));
  });
}
