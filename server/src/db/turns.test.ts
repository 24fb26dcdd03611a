import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';

/** PGlite runs on the event loop; PostgreSQL answers over the network and never holds it. */
const embedded = !process.env.DATABASE_URL;
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

it.skipIf(!embedded)('what came in meanwhile goes between two statements of one request, not after all of them', async () => {
  const order: string[] = [];
  const request = (async () => {
    for (const n of [1, 2, 3]) {
      await database.db.execute(sql`select ${n}`);
      order.push(`statement ${n}`);
    }
  })();
  // Another request's I/O, ready at once.
  setImmediate(() => order.push('other'));
  await request;
  expect(order.slice(0, order.indexOf('statement 3'))).toContain('other');
});
