import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import { users } from './schema.js';

/**
 * Issue 26 §5: a statement slower than the threshold is said in the log with its SQL (never its parameters), on PGlite
 * and PostgreSQL, outside and inside transactions. A statement made slow on purpose (pg_sleep) against a threshold
 * far below it, and a quick one against a threshold far above: no timing is asserted beyond that.
 */
const heard: { sql: string; ms: number }[] = [];
let threshold = 100;
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase({ thresholdMs: 0, report: (q, ms) => ms >= threshold && heard.push({ sql: q, ms }) });
}, 60_000);
afterAll(() => database.drop());

it('reports a slow statement with its SQL, in a transaction too, and not a quick one', async () => {
  heard.length = 0;
  threshold = 100;
  await database.db.execute(sql`select pg_sleep(0.3)`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_sleep(0.3)`);
  });
  expect(heard.map((h) => h.sql)).toEqual(['select pg_sleep(0.3)', 'select pg_sleep(0.3)']);
  expect(heard.every((h) => h.ms >= 100)).toBe(true);

  heard.length = 0;
  threshold = 60_000;
  await database.db.select().from(users).where(sql`${users.email} = ${'secret@poolfoot.test'}`);
  expect(heard).toEqual([]);
});
