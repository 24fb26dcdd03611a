import { SETUP_MSG, setupCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { openSession, sessionLimitsOf } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { needsSetup } from './code.js';
import { firstAccount } from './service.js';

/**
 * An instance's first start with no terminal: whether it still needs its first account, and that account
 * (the super admin) with its first league, made with the one-time code the server printed in its log at start.
 */
export default async function setupRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, setupCalls.status, async () => ok({ needs_setup: await needsSetup(db) }));

  route(app, setupCalls.admin, async (input, req, reply) => {
    const made = await firstAccount(ctx, req.ip, input);
    await openSession(ctx.database, req, reply, made.user.id, ctx.now(), sessionLimitsOf(ctx.config), made.league.id);
    return ok(made, SETUP_MSG.done(made.league.nom));
  });
}
