import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import type { AppContext } from '../../http/types.js';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The instance's VAPID key pair: made once, at the first start, and kept in the database (settings 'vapid'), so every
 * server process signs with the same key and the devices' subscriptions survive a restart. Two processes starting at
 * once both make one; the first written is kept and both read it back.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await getSetting(db, 'vapid');
  if (kept) return kept;
  await db.insert(settings).values({ key: 'vapid', value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const made = await getSetting(db, 'vapid');
  if (!made) throw new Error('VAPID keys not kept');
  return made;
}

/** Who the push services may reach about this server's messages (RFC 8292 `sub`): the address its mails come from. */
export function vapidSubject(ctx: AppContext): string {
  const address = /<([^>]+)>/.exec(ctx.config.MAIL_FROM)?.[1] ?? ctx.config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}
