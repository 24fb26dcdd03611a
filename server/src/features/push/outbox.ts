import type { PushPayload, PushType } from '@poolfoot/domain';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../../db/client.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema.js';
import type { App, AppContext } from '../../http/types.js';
import { deliver } from './deliver.js';
import { vapidKeys } from './keys.js';
import { liveDevices } from './service.js';

/** A notification for one user about one event: its key names the event, so that it is sent once whoever sees it. */
export type Notice = { key: string; userId: number; type: PushType; payload: PushPayload };

/** A claim on a row lasts this long: a process that died sending leaves it to another after that. */
const CLAIM_MS = 60_000;
/** Rows taken per round. */
const BATCH = 50;
/** Sent rows are kept this long: an event seen again (a sheet read again, a whistle heard twice) finds its key. */
const KEEP_MS = 30 * 86_400_000;
/** Told to every server process when notices are queued (PostgreSQL NOTIFY; PGlite in process). */
const PUSH_CHANNEL = 'poolfoot_push';

/** Each app's sender, to wake it when a notice is queued in this process (the others hear PUSH_CHANNEL). */
const senders = new WeakMap<AppContext, { wake(): void; flush(): Promise<void> }>();

/**
 * Queues notices, each once (its key): only for users with a device that takes its type; never sends here, so a pick or
 * a whistle never waits for a push service. A failure is logged, never thrown: the caller's change is committed already.
 */
export async function enqueue(ctx: AppContext, log: FastifyBaseLogger, notices: readonly Notice[]): Promise<void> {
  if (!notices.length) return;
  try {
    const { db } = ctx.database;
    const wanted = await db
      .selectDistinct({ userId: pushSubscriptions.userId, types: pushSubscriptions.types })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(notices.map((n) => n.userId))]));
    const due = notices.filter((n) => wanted.some((w) => w.userId === n.userId && w.types.includes(n.type)));
    if (!due.length) return;
    const createdAt = ctx.now();
    await db
      .insert(pushOutbox)
      .values(due.map((n) => ({ ...n, createdAt })))
      .onConflictDoNothing({ target: pushOutbox.key });
    senders.get(ctx)?.wake();
    await ctx.database.notifier.notify(PUSH_CHANNEL, 'queued');
  } catch (err) {
    log.warn({ err }, 'push: mise en file en échec');
  }
}

type Row = { id: number; user_id: number; type: PushType; payload: PushPayload };

/** Whether notices wait unsent (another process sending them, or one that died doing so). */
async function pending(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.database.db.select({ id: pushOutbox.id }).from(pushOutbox).where(isNull(pushOutbox.sentAt)).limit(1);
  return row !== undefined;
}

/**
 * Sends what is due: claims rows (once across processes: FOR UPDATE SKIP LOCKED, then a claim that expires), sends each
 * to its user's devices that take its type, marks them sent, and forgets the rows sent long ago. Answers how many rows.
 */
export async function sendDue(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.now();
  const claimed = rowsOf<Row>(
    await db.execute(sql`
      update ${pushOutbox} set claimed_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}
      where id in (
        select id from ${pushOutbox}
        where sent_at is null and (claimed_until is null or claimed_until < ${now.toISOString()})
        order by id limit ${BATCH} for update skip locked)
      returning id, user_id, type, payload`),
  );
  if (claimed.length) {
    const keys = await vapidKeys(db);
    const subs = await liveDevices(ctx, inArray(pushSubscriptions.userId, [...new Set(claimed.map((r) => r.user_id))]));
    await Promise.all(
      claimed.map(async (row) => {
        const devices = subs.filter((s) => s.userId === row.user_id && s.types.includes(row.type));
        await Promise.all(devices.map((sub) => deliver(ctx, log, keys, sub, row.type, row.payload)));
        await db.update(pushOutbox).set({ sentAt: ctx.now() }).where(eq(pushOutbox.id, row.id));
      }),
    );
    await db.delete(pushOutbox).where(and(isNotNull(pushOutbox.sentAt), lt(pushOutbox.sentAt, new Date(now.getTime() - KEEP_MS))));
  }
  return claimed.length;
}

/**
 * The push sender of a server process, started with the app: woken when a notice is queued here or in another process
 * (PUSH_CHANNEL), and at the start when notices wait from before. Idle, it sends no statement. While notices wait that
 * another process has claimed, it looks again once their claim has expired (that process may have died). One round at a
 * time; a failed round is logged and the next wake tries again.
 */
export function startPushSender(app: App) {
  const { ctx, log } = app;
  let running: Promise<void> | null = null;
  let again = false;
  let recheck: NodeJS.Timeout | null = null;
  const round = async () => {
    do {
      again = false;
      try {
        let sent = BATCH;
        while (sent === BATCH) sent = await sendDue(ctx, log);
        if (!recheck && (await pending(ctx))) {
          recheck = setTimeout(() => {
            recheck = null;
            wake();
          }, CLAIM_MS);
          recheck.unref();
        }
      } catch (err) {
        log.warn({ err }, 'push: envoi de la file en échec');
      }
    } while (again);
  };
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
    });
  };
  senders.set(ctx, {
    wake,
    async flush() {
      await running;
      wake();
      await running;
    },
  });
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    await vapidKeys(ctx.database.db);
    unlisten = await ctx.database.notifier.listen(PUSH_CHANNEL, wake).catch(() => null);
    if (await pending(ctx)) wake();
  });
  app.addHook('onClose', async () => {
    if (recheck) clearTimeout(recheck);
    await unlisten?.();
    await running;
  });
}

/** Waits until this process has sent everything queued so far (tests: no sleep). */
export async function flushPush(ctx: AppContext): Promise<void> {
  await senders.get(ctx)?.flush();
}
