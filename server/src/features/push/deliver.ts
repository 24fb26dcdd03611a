import type { PushPayload } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema.js';
import type { AppContext } from '../../http/types.js';
import { pushAgent } from './connection.js';
import { pushEndpoint } from './endpoints.js';
import { type VapidKeys, vapidSubject } from './keys.js';

export type Subscription = typeof pushSubscriptions.$inferSelect;
export type Delivery = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a message for a device that is off (RFC 8030 TTL, seconds): a goal is old news soon. */
const TTL_SECONDS = { turn: 86_400, lineup: 3_600, result: 86_400, live: 900, trade: 86_400, chat: 86_400, test: 300 } as const;
export type NoticeType = keyof typeof TTL_SECONDS;

/**
 * One notification to one device through its push service (web-push: RFC 8030, the payload encrypted as RFC 8291
 * aes128gcm, signed with the VAPID key as RFC 8292). A subscription the service says is gone (404, 410) is removed; any
 * other failure is logged and the message dropped (a push is a nudge, the pages hold the truth). It connects only to
 * public addresses (connection.ts).
 */
export async function deliver(
  ctx: AppContext,
  log: FastifyBaseLogger,
  keys: VapidKeys,
  sub: Subscription,
  type: NoticeType,
  payload: PushPayload,
): Promise<Delivery> {
  // A device kept before its endpoint had to be canonical (endpoints.ts), or at a service since taken out of
  // PUSH_SERVICES: never posted to, forgotten as a gone one.
  const endpoint = pushEndpoint(sub.endpoint, ctx.config.PUSH_SERVICES);
  if (!endpoint) return forget(ctx, log, sub, null);
  try {
    await webpush.sendNotification({ endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: vapidSubject(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS[type],
      urgency: type === 'live' || type === 'turn' ? 'high' : 'normal',
      timeout: ctx.config.PUSH_TIMEOUT_MS,
      contentEncoding: 'aes128gcm',
      agent: pushAgent(ctx.config),
    });
    return 'sent';
  } catch (err) {
    const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
    if (status === 404 || status === 410) return forget(ctx, log, sub, status);
    log.warn({ err: err instanceof Error ? err.message : err, userId: sub.userId, status }, 'push: envoi en échec');
    return 'failed';
  }
}

/** A device this server posts to no more: removed (it subscribes again from its page). */
async function forget(ctx: AppContext, log: FastifyBaseLogger, sub: Subscription, status: number | null): Promise<Delivery> {
  await ctx.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
  log.info({ userId: sub.userId, status }, 'push: abonnement disparu ou refusé, retiré');
  return 'gone';
}
