import { MSG, PUSH_MSG, type PushDevice, type PushPayload, type PushType, type pushSubscriptionSchema } from '@poolfoot/domain';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { FOREIGN_KEY_VIOLATION, isViolation } from '../../db/pg-error.js';
import { pushSubscriptions, sessions, users } from '../../db/schema.js';
import { lifetimeOf, sessionsAlive } from '../../http/session.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { hit } from '../../http/rate-limit.js';
import type { AppContext } from '../../http/types.js';
import { deviceLabel } from '../account/index.js';
import { deliver } from './deliver.js';
import { pushEndpoint } from './endpoints.js';
import { vapidKeys } from './keys.js';

/** Devices one account may have subscribed at once. */
export const MAX_DEVICES = 10;
/** Test notifications one account may ask per window (RATE_WINDOW_SECONDS): each posts to all its devices at once. */
export const TESTS_PER_WINDOW = 5;

const present = (s: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  endpoint: s.endpoint,
  types: s.types as PushType[],
  device: deviceLabel(s.userAgent),
  created_at: s.createdAt.toISOString(),
});

/** My subscribed devices, the oldest first. */
export async function devicesOf(ctx: AppContext, userId: number): Promise<PushDevice[]> {
  const rows = await ctx.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map(present);
}

/**
 * This device subscribes, or says again what it receives (`isNew` tells which): one row per endpoint, kept in its
 * canonical form (endpoints.ts), so a browser shared by two accounts notifies the last one that subscribed on it; it
 * receives while the session that subscribed it lasts. Refused: an endpoint that is not plainly at a push service this
 * server posts to, an eleventh device.
 */
export async function subscribe(
  ctx: AppContext,
  { id: userId, session }: { id: number; session: string },
  userAgent: string | null,
  input: { subscription: z.infer<typeof pushSubscriptionSchema>; types: PushType[] },
): Promise<{ device: PushDevice; isNew: boolean }> {
  const { keys } = input.subscription;
  const endpoint = pushEndpoint(input.subscription.endpoint, ctx.config.PUSH_SERVICES);
  if (!endpoint) throw badRequest(PUSH_MSG.endpointRefused);
  const isNew = !(await devicesOf(ctx, userId)).some((d) => d.endpoint === endpoint);
  const types = [...new Set(input.types)];
  const written = ctx.database.db.transaction(async (tx) => {
    // One subscription at a time per account: the count below holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
    if ((others?.n ?? 0) >= MAX_DEVICES) throw conflict(PUSH_MSG.tooManyDevices(MAX_DEVICES));
    const values = {
      userId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      types,
      userAgent: userAgent?.slice(0, 300) ?? null,
      sessionHash: session,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning();
    if (!row) throw new Error('subscription not written');
    return { device: present(row), isNew };
  });
  // The session ended meanwhile (a logout in another tab): as if the request had come after it.
  return written.catch((err: unknown) => {
    throw isViolation(err, FOREIGN_KEY_VIOLATION) ? new AppError('unauthenticated', MSG.notLoggedIn) : err;
  });
}

/**
 * This device stops receiving, its endpoint in any spelling of its canonical form (or as kept before that form, to the
 * letter): only one of mine (another account's endpoint answers as a missing one).
 */
export async function unsubscribe(ctx: AppContext, userId: number, endpoint: string) {
  const kept = pushEndpoint(endpoint, ctx.config.PUSH_SERVICES) ?? endpoint;
  const gone = await ctx.database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, kept)))
    .returning({ id: pushSubscriptions.id });
  if (!gone.length) throw notFound(PUSH_MSG.notSubscribed);
}

/**
 * The devices that receive now, among those `where` picks: the ones whose session is alive (a session past its
 * lifetime counts as ended, before the start's purge deletes it and its devices with it).
 */
export async function liveDevices(ctx: AppContext, where: SQL) {
  const rows = await ctx.database.db
    .select({ sub: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.tokenHash, pushSubscriptions.sessionHash))
    .where(and(where, sessionsAlive(ctx.now(), lifetimeOf(ctx.config))));
  return rows.map((r) => r.sub);
}

/**
 * A test notification to each of my devices, now (the caller waits for it: it is his own device he checks): how many
 * took it. Every one failing (a push service down, not a device gone) answers 502. A few per window, counted before
 * anything is sent (a loop of tests would make the server post on and on).
 */
export async function sendTest(ctx: AppContext, log: FastifyBaseLogger, userId: number): Promise<number> {
  const { db } = ctx.database;
  if (!(await hit(db, `push-test:user:${userId}`, TESTS_PER_WINDOW, ctx.config.RATE_WINDOW_SECONDS, ctx.now()))) {
    throw new AppError('too_many', PUSH_MSG.testTooMany);
  }
  const subs = await liveDevices(ctx, eq(pushSubscriptions.userId, userId));
  if (!subs.length) return 0;
  const keys = await vapidKeys(db);
  const payload: PushPayload = { title: PUSH_MSG.testTitle, body: PUSH_MSG.test, url: '/user/account', tag: 'test' };
  const results = await Promise.all(subs.map((sub) => deliver(ctx, log, keys, sub, 'test', payload)));
  const sent = results.filter((r) => r === 'sent').length;
  if (!sent && results.includes('failed')) throw new AppError('source_failed', PUSH_MSG.testFailed);
  return sent;
}
