import type { LiveTopic } from '@poolfoot/domain';
import type { AppContext } from '../../http/types.js';

export const LIVE_CHANNEL = 'poolfoot_live';

/**
 * Tells every server process (PostgreSQL LISTEN/NOTIFY; PGlite in-process) that a topic changed.
 * Call it after the change is committed. A failed notify never fails the caller's request: the
 * 30 s poll catches up.
 */
export async function publish(ctx: AppContext, topic: LiveTopic) {
  await ctx.database.notifier.notify(LIVE_CHANNEL, topic).catch(() => undefined);
}
