import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { GenerationCache, generationOf } from '../db/generation.js';
import { sessions, users } from '../db/schema.js';

export const SESSION_COOKIE = 'poolfoot_session';
export const SESSION_DAYS = 30;
const DAY = 24 * 3600 * 1000;
const TOUCH_EVERY = 3600 * 1000;

export type SessionUser = { id: number; username: string; nickname: string; role: number; email: string };

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** Opens a session for a user: a new random token (never one the client supplied). */
export async function openSession(db: Db, reply: FastifyReply, userId: number, now: Date) {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, createdAt: now, lastSeenAt: now });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

type SessionRow = SessionUser & { lastSeenAt: Date };

// The session rows read, by token hash, for as long as the embedded database has not been written
// to since (db/generation.ts): a request then needs no query to know its user.
const sessionRows = new WeakMap<Db, GenerationCache<SessionRow | null>>();

async function sessionRow(db: Db, hash: string): Promise<SessionRow | null> {
  const generation = generationOf(db);
  let cache = sessionRows.get(db);
  if (generation && !cache) {
    cache = new GenerationCache(generation);
    sessionRows.set(db, cache);
  }
  const cached = cache?.get(hash);
  if (cached !== undefined) return cached;
  const at = generation?.value ?? 0;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      role: users.role,
      email: users.email,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash));
  cache?.set(hash, row ?? null, at);
  return row ?? null;
}

/** The user of the request's session, or null: an expired session no longer counts; active ones are touched. */
export async function readSession(db: Db, req: FastifyRequest, now: Date): Promise<SessionUser | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const hash = sha256(token);
  const row = await sessionRow(db, hash);
  if (!row || row.lastSeenAt.getTime() <= now.getTime() - SESSION_DAYS * DAY) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

export async function closeSession(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Deletes sessions unused for 30 days (run at server start). */
export async function purgeExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_DAYS * DAY)));
}
