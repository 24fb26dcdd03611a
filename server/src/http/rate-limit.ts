import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * Counts one hit on a fixed window shared by every process (the counter lives in the database).
 * Returns false when the key is over its limit for the current window.
 */
export async function hit(db: Db, key: string, max: number, windowSeconds: number, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= max;
}

/** Forgets the counters of a key (a successful login resets its account counter). */
export async function resetHits(db: Db, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** The hits a key has in the current window, without counting one. */
export async function hitsOf(db: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row && row.windowStart.getTime() === windowStart.getTime() ? row.count : 0;
}
