import { and, eq, gt, isNull } from 'drizzle-orm';
import { SRV } from '@poolfoot/domain';
import type { AppContext } from '../../http/types.js';
import { resetTokens, sessions, users } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { hit, resetHits } from '../../http/rate-limit.js';
import { newToken, sha256 } from '../../http/session.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.js';

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

/** Checks email and password; the same work is done for an unknown email so timing reveals nothing. */
export async function login(ctx: AppContext, email: string, password: string, ip: string) {
  const { db } = ctx.database;
  await limit(ctx, [
    [`login:ip:${ip}`, ctx.config.LOGIN_MAX_PER_IP],
    [`login:acct:${email}`, ctx.config.LOGIN_MAX_PER_ACCOUNT],
  ]);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw new AppError('unauthenticated', SRV.badCredentials);
  await resetHits(db, `login:acct:${email}`);
  return { id: user.id, username: user.username, nickname: user.nickname, role: user.role };
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
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.email, email));
  if (!user) return;
  const token = newToken();
  await db.insert(resetTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(ctx.now().getTime() + RESET_VALIDITY_MS),
  });
  const link = `${ctx.config.appUrl}/login/reset-password/${token}`;
  await ctx.mailer.send({
    to: email,
    subject: 'Poolfoot : réinitialisation du mot de passe',
    text:
      `Bonjour ${user.username},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n` +
      `${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
  });
}

/** Sets a new password from a valid token, uses the token up and ends every session of the account. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const { db } = ctx.database;
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(resetTokens)
      .set({ usedAt: ctx.now() })
      .where(and(eq(resetTokens.tokenHash, sha256(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, ctx.now())))
      .returning({ userId: resetTokens.userId });
    if (!row) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    return true;
  });
  if (!done) throw new AppError('bad_request', SRV.resetInvalid, { error: SRV.resetInvalid });
}
