import { ROLE, SETUP_MSG, setupCalls } from '@poolfoot/domain';
import { sql } from 'drizzle-orm';
import { leagueMembers, leagues, users } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { AppError, conflict } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { hit } from '../../http/rate-limit.js';
import { openSession, sessionLimitsOf } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { hashPassword } from '../auth/index.js';
import { isSetupCode, needsSetup } from './code.js';

/** The first account is made once, across server processes: its making is serialised on this advisory lock. */
const SETUP_LOCK_KEY = 730_208;
/** Tries of the code per address and rate window (RATE_WINDOW_SECONDS): enough for typing errors, not for guessing. */
const SETUP_TRIES = 10;

/**
 * An instance's first start with no terminal (issue 27): whether it still needs its first account, and that account
 * (the super admin) with its first league, made with the one-time code the server printed in its log at start.
 */
export default async function setupRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, setupCalls.status, async () => ok({ needs_setup: await needsSetup(db) }));

  route(app, setupCalls.admin, async (input, req, reply) => {
    if (!(await needsSetup(db))) throw conflict(SETUP_MSG.alreadyDone);
    if (!(await hit(db, `setup:${req.ip}`, SETUP_TRIES, ctx.config.RATE_WINDOW_SECONDS, ctx.now()))) {
      throw new AppError('too_many', SETUP_MSG.tooMany);
    }
    if (!(await isSetupCode(db, input.code))) throw new AppError('forbidden', SETUP_MSG.codeWrong);
    const passwordHash = await hashPassword(input.password);
    const made = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
      // Checked again under the lock: of two set-ups sent at once, the second finds the first account there.
      if (!(await needsSetup(tx))) throw conflict(SETUP_MSG.alreadyDone);
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, username: input.username, nickname: input.username, role: ROLE.superAdmin, passwordHash })
        .returning({ id: users.id, username: users.username, nickname: users.nickname, role: users.role });
      const [league] = await tx.insert(leagues).values({ nom: input.league }).returning({ id: leagues.id, nom: leagues.nom });
      if (!user || !league) throw new Error('premier compte non créé');
      await tx.insert(leagueMembers).values({ leagueId: league.id, userId: user.id, role: ROLE.admin });
      await setSetting(tx, 'setup_code', '');
      return { user, league: { ...league, role: ROLE.admin } };
    });
    await openSession(ctx.database, req, reply, made.user.id, ctx.now(), sessionLimitsOf(ctx.config), made.league.id);
    return ok(made, SETUP_MSG.done(made.league.nom));
  });
}
