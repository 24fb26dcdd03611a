import { INVITES_MSG, invitesCalls, poolerName } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { addressWarnings, linkBase } from '../../http/public-url.js';
import { route } from '../../http/route.js';
import { moveSession, openSession, sessionLimitsOf } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { acceptInvite } from './accept.js';
import { closedAt, createInvite, inviteByToken, leagueInvites, presentInvite, revokeInvite } from './invites.js';

/** Invites to a league: made, listed and revoked by its admins, read and accepted by anyone holding one. */
export default async function inviteRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, invitesCalls.create, async ({ expires_days, max_uses }, req) => {
    const { row, token } = await createInvite(db, leagueOf(req), currentUser(req).id, expires_days, max_uses, ctx.now());
    const url = `${await linkBase(ctx, req)}/invite/${token}`;
    return ok({ invite: presentInvite(row, ctx.now(), poolerName(currentUser(req))), token, url }, INVITES_MSG.created);
  });

  route(app, invitesCalls.address, async (_input, req) => {
    const url = await linkBase(ctx, req);
    return ok({ url, warnings: addressWarnings(url) });
  });

  route(app, invitesCalls.list, async (_input, req) => {
    const rows = await leagueInvites(db, leagueOf(req));
    return ok({ invites: rows.map((r) => presentInvite(r.invite, ctx.now(), r.by)) });
  });

  route(app, invitesCalls.revoke, async ({ id }, req) => {
    await revokeInvite(db, leagueOf(req), id, ctx.now());
    return ok({}, INVITES_MSG.revoked);
  });

  route(app, invitesCalls.get, async ({ token }) => {
    const { invite, nom } = await inviteByToken(db, token);
    return ok({ league: { nom }, closed: closedAt(invite, ctx.now()) });
  });

  route(app, invitesCalls.accept, async (input, req, reply) => {
    const { user, league, message } = await acceptInvite(ctx, req.ip, req.user, input);
    // The session acts in the league joined: a new account's opens here, a signed-in user's moves to it.
    if (req.user) await moveSession(ctx.database, req.user.session, league.id);
    else await openSession(ctx.database, req, reply, user.id, ctx.now(), sessionLimitsOf(ctx.config), league.id);
    return ok({ user, league }, message);
  });
}
