import { authCalls, MSG, SRV } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { closeSession, loginLeague, openSession, roleIn, sessionLimitsOf } from '../../http/session.js';
import { rememberDevice } from './devices.js';
import type { App } from '../../http/types.js';
import { login, requestReset, resetPassword } from './service.js';

export default async function authRoutes(app: App) {
  const { ctx } = app;

  route(app, authCalls.login, async ({ email, password }, req, reply) => {
    const { user, knownDevice } = await login(ctx, req, email, password);
    const league = await loginLeague(ctx.database.db, user.id);
    await openSession(ctx.database, req, reply, user.id, ctx.now(), sessionLimitsOf(ctx.config), league?.id ?? null);
    if (!knownDevice) await rememberDevice(ctx.database.db, reply, user.id, ctx.now());
    // The role the pages check: the one in the league the session acts in.
    return ok({ user: { ...user, role: roleIn(user.role, league?.role ?? null) } }, SRV.loginOk);
  });

  route(app, authCalls.logout, async (_input, req, reply) => {
    await closeSession(ctx.database, req, reply);
    return ok({}, SRV.logoutOk);
  });

  route(app, authCalls.me, async (_input, req) => {
    const u = req.user;
    return ok({ user: u ? { id: u.id, username: u.username, nickname: u.nickname, role: u.role } : null });
  });

  route(app, authCalls.requestReset, async ({ email }, req) => {
    await requestReset(ctx, email, req.ip, req.log);
    return ok({}, SRV.resetRequested);
  });

  route(app, authCalls.resetPassword, async ({ token, password }, req) => {
    await resetPassword(ctx, req.ip, token, password);
    return ok({}, MSG.passwordChanged);
  });
}
