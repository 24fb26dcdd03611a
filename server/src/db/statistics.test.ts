import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import { analyzeStale } from './statistics.js';

/** PostgreSQL keeps its statistics itself (autovacuum); PGlite needs them kept for it. */
const embedded = !process.env.DATABASE_URL;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let client: PGlite;

beforeAll(async () => {
  if (!embedded) return;
  database = await freshDatabase();
  client = (database.db as unknown as { $client: PGlite }).$client;
});
afterAll(() => database?.drop());

const insert = (from: number, to: number) =>
  client.query(`insert into rate_limits (key, window_start, count) select 'k' || g, now(), g from generate_series(${from}, ${to}) g`);
it.skipIf(!embedded)('analyzes a table once its rows changed as autovacuum would wait for, and not before', async () => {
  await analyzeStale(client);
  await insert(1, 1_000);
  expect(await analyzeStale(client)).toContain('public.rate_limits');
  // What the planner now counts on.
  const counted = await client.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'rate_limits'`);
  expect(counted.rows[0]?.reltuples).toBe(1_000);
  // 50 more rows and 10 % of 1,000 are needed: 100 are not enough, 200 are.
  await insert(1_001, 1_100);
  expect(await analyzeStale(client)).not.toContain('public.rate_limits');
  await insert(1_101, 1_200);
  expect(await analyzeStale(client)).toContain('public.rate_limits');
  expect(await analyzeStale(client)).toEqual([]);
});
