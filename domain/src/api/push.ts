import { z } from 'zod';
import { PUSH_MSG } from '../messages/push.js';
import { envelope } from './common.js';
import { endpoint } from './endpoint.js';

/** What a device can be told, each a choice of its own. */
export const PUSH_TYPES = ['turn', 'lineup', 'result', 'live', 'trade', 'chat'] as const;
export const pushTypeSchema = z.enum(PUSH_TYPES, { error: PUSH_MSG.typesInvalid });
export type PushType = z.infer<typeof pushTypeSchema>;

/** A base64url text (a key of the subscription, as the browser's PushSubscription.toJSON gives it). */
const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MSG.subscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MSG.subscriptionInvalid })
    .min(min, { error: PUSH_MSG.subscriptionInvalid })
    .max(max, { error: PUSH_MSG.subscriptionInvalid });

/**
 * The push service's address for one device. Which addresses are accepted (https, at the push services of its setting,
 * in one canonical form) is decided by the server alone, in one place (features/push/endpoints.ts).
 */
const pushEndpointSchema = z.string({ error: PUSH_MSG.subscriptionInvalid }).max(2000, { error: PUSH_MSG.subscriptionInvalid });

/** A browser's PushSubscription.toJSON(): its endpoint and its keys (P-256 public key, 65 bytes; auth secret, 16 bytes). */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }, { error: PUSH_MSG.subscriptionInvalid }),
  },
  { error: PUSH_MSG.subscriptionInvalid },
);

/** One of my subscribed devices: its push address, what it receives, its browser (shortened) and since when. */
export const pushDeviceSchema = z.object({
  endpoint: z.string(),
  types: z.array(pushTypeSchema),
  device: z.string().nullable(),
  created_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** What a notification carries (the service worker shows it and opens `url` on a tap). */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string().optional() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * Web Push (docs/notifications.md), for any signed-in account: a device subscribes with the server's public
 * VAPID key; one subscription per device (its endpoint), several devices per account; each call reads or changes only
 * the caller's own devices (another account's endpoint answers as a missing one).
 */
export const pushCalls = {
  /** The server's public VAPID key (applicationServerKey) and my subscribed devices. */
  key: endpoint({
    method: 'GET',
    path: 'push/key.php',
    access: 'account',
    response: envelope({ publicKey: z.string(), devices: z.array(pushDeviceSchema) }),
  }),
  /** This device subscribes, or changes what it receives (the same endpoint again). */
  subscribe: endpoint({
    method: 'POST',
    path: 'push/subscribe.php',
    access: 'account',
    request: z.object({
      subscription: pushSubscriptionSchema,
      types: z.array(pushTypeSchema, { error: PUSH_MSG.typesInvalid }).max(PUSH_TYPES.length),
    }),
    response: envelope({ device: pushDeviceSchema }),
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: 'push/unsubscribe.php',
    access: 'account',
    request: z.object({ endpoint: z.string({ error: PUSH_MSG.notSubscribed }).max(2000) }),
    response: envelope({}),
  }),
  /** A test notification to each of my devices, now: how many took it. */
  test: endpoint({ method: 'POST', path: 'push/test.php', access: 'account', response: envelope({ sent: z.number().int() }) }),
};
