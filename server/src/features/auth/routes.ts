import {
  loginRequest,
  loginResponse,
  meResponse,
  MSG,
  okSchema,
  requestResetRequest,
  resetPasswordRequest,
  resetPasswordResponse,
  SRV,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { closeSession, lifetimeOf, openSession } from '../../http/session.js';
import { rememberDevice } from './devices.js';
import type { App } from '../../http/types.js';
import { login, requestReset, resetPassword } from './service.js';

export default async function authRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/backend/api/auth/login.php',
    { config: { access: 'public' }, schema: { body: loginRequest, response: { 200: loginResponse } } },
    async (req, reply) => {
      const { user, knownDevice } = await login(ctx, req, req.body.email, req.body.password);
      // A session the browser already held is ended: logging in always starts a fresh one (no fixation).
      await closeSession(ctx.database, req, reply);
      await openSession(ctx.database.db, reply, user.id, ctx.now(), lifetimeOf(ctx.config));
      if (!knownDevice) await rememberDevice(ctx.database.db, reply, user.id, ctx.now());
      return ok({ user }, SRV.loginOk);
    },
  );

  app.post(
    '/backend/api/auth/logout.php',
    { config: { access: 'public' }, schema: { response: { 200: okSchema } } },
    async (req, reply) => {
      await closeSession(ctx.database, req, reply);
      return ok({}, SRV.logoutOk);
    },
  );

  app.get('/backend/api/auth/me.php', { config: { access: 'public' }, schema: { response: { 200: meResponse } } }, async (req) => {
    const u = req.user;
    return ok({ user: u ? { id: u.id, username: u.username, nickname: u.nickname, role: u.role } : null });
  });

  app.post(
    '/backend/api/auth/request_reset.php',
    { config: { access: 'public' }, schema: { body: requestResetRequest, response: { 200: okSchema } } },
    async (req) => {
      await requestReset(ctx, req.body.email, req.ip, req.log);
      return ok({}, SRV.resetRequested);
    },
  );

  app.post(
    '/backend/api/auth/reset_password.php',
    { config: { access: 'public' }, schema: { body: resetPasswordRequest, response: { 200: resetPasswordResponse } } },
    async (req) => {
      await resetPassword(ctx, req.body.token, req.body.password);
      return ok({}, MSG.passwordChanged);
    },
  );
}
