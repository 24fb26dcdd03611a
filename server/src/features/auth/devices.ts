import { authCalls, urlOf } from '@poolfoot/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { knownDevices } from '../../db/schema.js';
import { newToken, sha256 } from '../../http/session.js';

/**
 * A browser an account has logged in from carries a random device cookie (OWASP "device cookies"): its
 * login failures are counted on their own, so wrong passwords typed elsewhere never lock it out.
 */
const DEVICE_COOKIE = 'poolfoot_device';
const KEPT_PER_USER = 20;
// Sent only to the login call, the one place it is read.
const cookieOptions = { path: urlOf(authCalls.login), httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

/** The hash of the request's device cookie when it names a known device of this user, else null. */
export async function knownDevice(db: Db, req: FastifyRequest, userId: number): Promise<string | null> {
  const token = req.cookies[DEVICE_COOKIE];
  if (!token || token.length > 100) return null;
  const hash = sha256(token);
  const [row] = await db
    .select({ hash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hash), eq(knownDevices.userId, userId)));
  return row ? hash : null;
}

/** Remembers the browser of a successful login (a new device cookie), keeping the user's latest devices. */
export async function rememberDevice(db: Db, reply: FastifyReply, userId: number, now: Date) {
  const token = newToken();
  await db.insert(knownDevices).values({ tokenHash: sha256(token), userId, createdAt: now });
  const kept = db
    .select({ hash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.createdAt))
    .limit(KEPT_PER_USER);
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, kept)));
  reply.setCookie(DEVICE_COOKIE, token, { ...cookieOptions, maxAge: 400 * 24 * 3600 });
}
