import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SRV } from '@poolfoot/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/types.js';
import { resetTokens, sessions, users } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { mailBase } from '../../http/public-url.js';
import { hit, hitsOf, resetHits } from '../../http/rate-limit.js';
import { announceEnded, newToken, sha256 } from '../../http/session.js';
import type { Db, Tx } from '../../db/client.js';
import { knownDevice } from './devices.js';
import { DUMMY_HASH, newPasswordHash, verifyPassword } from './password.js';
import { poolerName } from '../users/index.js';

const RESET_VALIDITY_MS = 3600 * 1000;

async function limit(ctx: AppContext, keys: [string, number][]) {
  const { db } = ctx.database;
  const now = ctx.now();
  for (const [key, max] of keys) {
    if (!(await hit(db, key, max, ctx.config.RATE_WINDOW_SECONDS, now))) {
      throw new AppError('too_many', SRV.tooManyAttempts);
    }
  }
}

/**
 * Checks email and password; the same work is done for an unknown email so timing reveals nothing.
 * Attempts are counted before the password is checked, so racing attempts cannot slip under a limit:
 * from a browser the account logged in from before (a known device), against that device only; from any
 * other, against the address and against the account from that address. Failures on the account from
 * unknown browsers everywhere have a higher limit of their own, which never blocks its known devices:
 * a stranger's wrong passwords cost the stranger, not the owner. A success clears the counter it was
 * judged by; a known browser's logins all count against the account (LOGIN_MAX_PER_IP a window), never cleared.
 */
export async function login(ctx: AppContext, req: FastifyRequest, email: string, password: string) {
  const { db } = ctx.database;
  const { config } = ctx;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const device = user ? await knownDevice(db, req, user.id) : null;
  const own: [string, number] = device
    ? [`login:dev:${device}`, config.LOGIN_MAX_PER_ACCOUNT]
    : [`login:acct:${email}:ip:${req.ip}`, config.LOGIN_MAX_PER_ACCOUNT];
  // A known browser's logins are counted too, successes included and never cleared (one pooler logging in
  // again and again from his own browser held sessions and connections without end); its own failures counter is apart.
  const known: [string, number] = [`login:known:${user?.id}`, config.LOGIN_MAX_PER_IP];
  await limit(ctx, device ? [known, own] : [[`login:ip:${req.ip}`, config.LOGIN_MAX_PER_IP], own]);
  const anywhere = `login:acct:${email}`;
  if (!device && (await hitsOf(db, anywhere, config.RATE_WINDOW_SECONDS, ctx.now())) >= config.LOGIN_MAX_PER_ACCOUNT_ANYWHERE) {
    throw new AppError('too_many', SRV.tooManyAttempts);
  }
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    if (!device) await hit(db, anywhere, config.LOGIN_MAX_PER_ACCOUNT_ANYWHERE, config.RATE_WINDOW_SECONDS, ctx.now());
    throw new AppError('unauthenticated', SRV.badCredentials);
  }
  await resetHits(db, own[0]);
  return { user: { id: user.id, username: user.username, nickname: user.nickname, role: user.role }, knownDevice: device !== null };
}

/**
 * Answers at once, account or not: the lookup, the one-hour single-use token and the mail all happen
 * after the answer, so neither the message nor the timing tells whether the email has an account.
 */
export async function requestReset(ctx: AppContext, email: string, ip: string, log: { error(o: object, m: string): void }) {
  await limit(ctx, [
    [`reset:ip:${ip}`, ctx.config.LOGIN_MAX_PER_IP],
    [`reset:acct:${email}`, ctx.config.LOGIN_MAX_PER_ACCOUNT],
  ]);
  setImmediate(() => {
    mailResetLink(ctx, email).catch((err: unknown) => log.error({ err }, 'reset mail failed'));
  });
}

async function mailResetLink(ctx: AppContext, email: string) {
  const { db } = ctx.database;
  const [user] = await db.select({ id: users.id, name: poolerName() }).from(users).where(eq(users.email, email));
  if (!user) return;
  const { link } = await resetLink(ctx, await mailBase(ctx), user.id, RESET_VALIDITY_MS);
  await ctx.mailer.send({
    to: email,
    subject: SRV.resetMailSubject,
    text: SRV.resetMailText(user.name, link),
  });
}

/**
 * A single-use link on `base` (http/public-url.ts) to choose a new password, valid for `validityMs` (only its token's
 * hash is kept).
 */
export async function resetLink(ctx: AppContext, base: string, userId: number, validityMs: number) {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + validityMs);
  await ctx.database.db.insert(resetTokens).values({ tokenHash: sha256(token), userId, expiresAt });
  return { link: `${base}/login/reset-password/${token}`, expiresAt };
}

/**
 * Sets a new password from a valid token and spends it (see setPassword for the rest). Attempts are counted per address
 * first; the token is checked before the slow hash, so a made-up token costs a lookup, not a hash, and
 * spent in the transaction that sets the password, so two uses of one link cannot both succeed.
 */
export async function resetPassword(ctx: AppContext, ip: string, token: string, password: string) {
  const { db } = ctx.database;
  await limit(ctx, [[`reset-password:ip:${ip}`, ctx.config.LOGIN_MAX_PER_IP]]);
  const usable = () => and(eq(resetTokens.tokenHash, sha256(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, ctx.now()));
  const invalid = () => new AppError('bad_request', SRV.resetInvalid, { error: SRV.resetInvalid });
  const [known] = await db
    .select({ username: users.username, nickname: users.nickname, email: users.email })
    .from(resetTokens)
    .innerJoin(users, eq(users.id, resetTokens.userId))
    .where(usable());
  if (!known) throw invalid();
  const passwordHash = await newPasswordHash(password, [known.username, known.nickname, known.email]);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx.update(resetTokens).set({ usedAt: ctx.now() }).where(usable()).returning({ userId: resetTokens.userId });
    if (!row) return null;
    await setPassword(tx, row.userId, passwordHash, ctx.now());
    return row.userId;
  });
  if (userId === null) throw invalid();
  await announceEnded(ctx.database, { userId });
}

/**
 * A new password (by reset link, from the command line, or from the account page): every session of the account ends but
 * `keep` (the account page's own, when given) and every reset link still outstanding is spent. Run it in the caller's
 * transaction, then announce the ended sessions (announceEnded) once committed, so their live streams close. Answers the
 * hashes of the sessions it ended.
 */
export async function setPassword(db: Db | Tx, userId: number, passwordHash: string, now: Date, keep?: string): Promise<string[]> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep === undefined ? undefined : ne(sessions.tokenHash, keep)))
    .returning({ hash: sessions.tokenHash });
  await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
  return ended.map((e) => e.hash);
}
