import { authCalls, MSG, SRV } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { closeSession, loginLeague, openSession, roleIn, sessionLimitsOf } from '../../http/session.js';
import { rememberDevice } from './devices.js';
import { noticeOf } from './notice.js';
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
    if (!u) return ok({ user: null });
    return ok({
      user: { id: u.id, username: u.username, nickname: u.nickname, role: u.role },
      notice: await noticeOf(ctx.database.db, u.id),
    });
  });

  route(app, authCalls.requestReset, async ({ email }, req) => {
    await requestReset(ctx, email, req.ip, req.log);
    // Without SMTP_URL the link only reaches the server's log: the answer says whom to ask, whatever the email.
    return ok({}, ctx.config.SMTP_URL ? SRV.resetRequested : SRV.resetNoMail);
  });

  route(app, authCalls.resetPassword, async ({ token, password }, req) => {
    await resetPassword(ctx, req.ip, token, password);
    return ok({}, MSG.passwordChanged);
  });
}
