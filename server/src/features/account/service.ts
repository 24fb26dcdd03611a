import { ACCOUNT_MSG, type AccountLeague, type AccountSession, SRV } from '@poolfoot/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { UNIQUE_VIOLATION, mapViolation } from '../../db/pg-error.js';
import { sessions, users } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { hit, resetHits } from '../../http/rate-limit.js';
import { announceEnded, lifetimeOf, type SessionUser, sessionsAlive } from '../../http/session.js';
import type { AppContext } from '../../http/types.js';
import { newPasswordHash, setPassword, verifyPassword } from '../auth/index.js';
import { draftStarted, myLeagues } from '../ligues/index.js';
import { deviceLabel } from './device.js';
import { leaveBlock, othersIn } from './leave.js';

/**
 * users/me.php: my account, and the leagues I am an active member of (my role there, its draft started, my session's,
 * and why I could not leave it now: the rule leagues/leave.php applies).
 */
export async function accountOf(ctx: AppContext, me: SessionUser) {
  const { db } = ctx.database;
  const [account] = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, me.id));
  if (!account) throw new AppError('unauthenticated', SRV.badCredentials);
  const mine = await myLeagues(db, me.id);
  const others = await othersIn(
    db,
    me.id,
    mine.map((l) => l.id),
  );
  const leagues: AccountLeague[] = await Promise.all(
    mine.map(async (l) => {
      const started = await draftStarted(db, l.id);
      const blocked = leaveBlock(started, l.role, others.get(l.id) ?? { members: 0, admins: 0 });
      return { ...l, draft_started: started, current: l.id === me.league?.id, leave_blocked: blocked };
    }),
  );
  return { account, leagues };
}

/**
 * Checks the account's current password before a change that needs it (its email, its password). The attempts are
 * counted first, per account, as a login's are: a stolen session cannot try passwords without end (429 past
 * LOGIN_MAX_PER_ACCOUNT a window); a right one clears the count. A wrong one is a 400 of the form, not a 401: the session
 * itself is still good.
 */
async function checkPassword(ctx: AppContext, userId: number, password: string) {
  const { db } = ctx.database;
  const key = `password-check:user:${userId}`;
  if (!(await hit(db, key, ctx.config.LOGIN_MAX_PER_ACCOUNT, ctx.config.RATE_WINDOW_SECONDS, ctx.now()))) {
    throw new AppError('too_many', SRV.tooManyAttempts);
  }
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(password, row.hash))) throw badRequest(ACCOUNT_MSG.currentPasswordWrong);
  await resetHits(db, key);
}

/**
 * users/update_me.php: my display name, and my email when the current password confirms it (an email that is my own
 * already needs none). Both change in one statement, or neither: an email of another account is refused (409), the
 * database's unique email deciding between two racing changes. Answers whether anything changed.
 */
export async function updateMe(
  ctx: AppContext,
  me: SessionUser,
  input: { nickname?: string | undefined; email?: string | undefined; current_password?: string | undefined },
): Promise<boolean> {
  const { db } = ctx.database;
  const [before] = await db.select({ nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, me.id));
  if (!before) throw new AppError('unauthenticated', SRV.badCredentials);
  const change: { nickname?: string; email?: string } = {};
  if (input.nickname !== undefined && input.nickname !== before.nickname) change.nickname = input.nickname;
  if (input.email !== undefined && input.email !== before.email) {
    if (input.current_password === undefined) throw badRequest(ACCOUNT_MSG.emailNeedsPassword);
    await checkPassword(ctx, me.id, input.current_password);
    change.email = input.email;
  }
  if (Object.keys(change).length === 0) return false;
  await mapViolation(
    UNIQUE_VIOLATION,
    () => db.update(users).set(change).where(eq(users.id, me.id)),
    () => conflict(ACCOUNT_MSG.emailTaken),
  );
  return true;
}

/**
 * Password changes of one account per rate window, tries and successes together. A change costs two slow hashes and
 * empties every cache; the check's own count is cleared by a right password, so without this a session repeating a
 * right change would never be stopped and would slow everyone else.
 */
export const PASSWORD_CHANGES_PER_WINDOW = 5;

/**
 * auth/change_password.php: a new password, the current one checked; every other session of mine ends (their live
 * streams with them) and every reset link still outstanding is spent, this session is kept. Answers how many ended.
 */
export async function changePassword(ctx: AppContext, me: SessionUser, current: string, next: string): Promise<number> {
  const window = ctx.config.RATE_WINDOW_SECONDS;
  if (!(await hit(ctx.database.db, `password-change:user:${me.id}`, PASSWORD_CHANGES_PER_WINDOW, window, ctx.now()))) {
    throw new AppError('too_many', ACCOUNT_MSG.tooManyPasswordChanges(Math.ceil(window / 60)));
  }
  await checkPassword(ctx, me.id, current);
  const passwordHash = await newPasswordHash(next, [me.username, me.nickname, me.email], 'new_password');
  const ended = await ctx.database.db.transaction((tx) => setPassword(tx, me.id, passwordHash, ctx.now(), me.session));
  for (const session of ended) await announceEnded(ctx.database, { session });
  return ended.length;
}

/** auth/sessions.php: my sessions still alive, this one first, then the last used first. */
export async function sessionsOf(ctx: AppContext, me: SessionUser): Promise<AccountSession[]> {
  const rows = await ctx.database.db
    .select({
      id: sessions.id,
      hash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, me.id), sessionsAlive(ctx.now(), lifetimeOf(ctx.config))))
    .orderBy(desc(sql`${sessions.tokenHash} = ${me.session}`), desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    device: deviceLabel(r.userAgent),
    ip: r.ip,
    current: r.hash === me.session,
  }));
}

/**
 * auth/end_sessions.php: one of my other sessions by its id, or all of them; this one stays (logout ends it). An id that
 * is not one of my sessions, another user's included, answers 404 as a missing one. Answers how many ended.
 */
export async function endSessions(ctx: AppContext, me: SessionUser, id: number | undefined): Promise<number> {
  const { db } = ctx.database;
  // Mine and alive: one past its lifetime no longer counts (the purge at start removes it).
  const mine = and(eq(sessions.userId, me.id), sessionsAlive(ctx.now(), lifetimeOf(ctx.config)));
  if (id !== undefined) {
    const [row] = await db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(and(mine, eq(sessions.id, id)));
    if (!row) throw notFound(ACCOUNT_MSG.sessionNotFound);
    if (row.hash === me.session) throw badRequest(ACCOUNT_MSG.sessionIsCurrent);
  }
  const ended = await db
    .delete(sessions)
    .where(and(mine, ne(sessions.tokenHash, me.session), id === undefined ? undefined : eq(sessions.id, id)))
    .returning({ hash: sessions.tokenHash });
  for (const e of ended) await announceEnded(ctx.database, { session: e.hash });
  return ended.length;
}
