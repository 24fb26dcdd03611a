import { type InputOf, ROLE, SETUP_MSG, type setupCalls } from '@poolfoot/domain';
import { sql } from 'drizzle-orm';
import { leagueMembers, leagues } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import { AppError, conflict } from '../../http/errors.js';
import { hit } from '../../http/rate-limit.js';
import type { AppContext } from '../../http/types.js';
import { createAccount } from '../auth/index.js';
import { isSetupCode, needsSetup } from './code.js';

/** The first account is made once, across server processes: its making is serialised on this advisory lock. */
const SETUP_LOCK_KEY = 730_208;
/** Tries of the code per address and rate window (RATE_WINDOW_SECONDS): enough for typing errors, not for guessing. */
const SETUP_TRIES = 10;

/**
 * setup/admin.php: with the one-time code, the instance's first account (its super admin, auth's createAccount) and its
 * first league, which it runs; the code is then spent. Tries are counted per address before the code is checked.
 */
export async function firstAccount(ctx: AppContext, ip: string, input: InputOf<typeof setupCalls.admin>) {
  const { db } = ctx.database;
  if (!(await needsSetup(db))) throw conflict(SETUP_MSG.alreadyDone);
  if (!(await hit(db, `setup:${ip}`, SETUP_TRIES, ctx.config.RATE_WINDOW_SECONDS, ctx.now()))) {
    throw new AppError('too_many', SETUP_MSG.tooMany);
  }
  if (!(await isSetupCode(db, input.code))) throw new AppError('forbidden', SETUP_MSG.codeWrong);
  const account = { email: input.email, username: input.username, role: ROLE.superAdmin, password: input.password };
  return createAccount(db, account, {
    ownWords: [input.league],
    before: async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
      // Checked again under the lock: of two set-ups sent at once, the second finds the first account there.
      if (!(await needsSetup(tx))) throw conflict(SETUP_MSG.alreadyDone);
    },
    after: async (tx, user) => {
      const [league] = await tx.insert(leagues).values({ nom: input.league }).returning({ id: leagues.id, nom: leagues.nom });
      if (!league) throw new Error('premier compte non créé');
      await tx.insert(leagueMembers).values({ leagueId: league.id, userId: user.id, role: ROLE.admin });
      await setSetting(tx, 'setup_code', '');
      return { user, league: { ...league, role: ROLE.admin } };
    },
  });
}
