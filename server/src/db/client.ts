import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installWriteNotices } from './write-notices.js';
import { leagueScopeLogger } from './league-scope.js';
import { SharedGeneration } from './shared-generation.js';
import { Generation, registerGeneration, trackWrites } from './generation.js';
import { pgListener } from './pg-listener.js';
import { keepStatistics } from './statistics.js';
import { takeTurns } from './turns.js';
import { type SlowQueries, watchPglite, watchPool } from './slow-queries.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query runs: the database, or a transaction on it. */
export type Q = Db | Tx;

/** The rows of a raw statement (`db.execute`): PGlite and pg both answer `{ rows }`, which drizzle does not type. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** A listener of PostgreSQL notifications (LISTEN/NOTIFY), the same on PGlite and pg. */
type Notifier = {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  notifier: Notifier;
  close(): Promise<void>;
};

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');
const CHANNEL_RE = /^[a-z_]+$/;

/**
 * Opens PGlite (a directory, or ':memory:') and runs the migrations; `slow` hears of the slow statements. `from`, a
 * data directory dumped by PGlite (dumpDataDir, an uncompressed tarball), is where a new database starts instead of an
 * empty one (the tests: the run's migrated database, test/global-setup.ts, spares each file PGlite's initdb).
 */
export async function openPglite(dataDir: string, slow?: SlowQueries, from?: Blob): Promise<Database> {
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  // 32 MB of shared buffers hold a season's data; PGlite's default 128 MB cost a second of zeroing at each start.
  const options = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'], ...(from && { loadDataDir: from }) };
  const client = dataDir === ':memory:' ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  if (slow) watchPglite(client, slow);
  const generation = new Generation();
  trackWrites(client, generation);
  takeTurns(client);
  const db = drizzlePglite(client, { schema, logger: leagueScopeLogger }) as unknown as Db;
  registerGeneration(db, generation);
  await migratePglite(db as never, { migrationsFolder });
  const stopStatistics = keepStatistics(client, generation);
  return {
    kind: 'pglite',
    db,
    notifier: {
      async notify(channel, payload) {
        if (!CHANNEL_RE.test(channel)) throw new Error('bad channel');
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage) {
        const unsub = await client.listen(channel, onMessage);
        return unsub;
      },
    },
    async close() {
      await stopStatistics();
      await client.close();
    },
  };
}

/** Opens a PostgreSQL pool from a connection string and runs the migrations; `slow` hears of the slow statements. */
export async function openPostgres(url: string, slow?: SlowQueries): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (slow) watchPool(pool, slow);
  pool.on('error', () => {
    /* an idle client died: the pool replaces it */
  });
  const db = drizzlePg(pool, { schema, logger: leagueScopeLogger }) as unknown as Db;
  // Serialise migrations between processes starting together.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(7301)');
    await migratePg(db as never, { migrationsFolder });
    await installWriteNotices(lockClient);
  } finally {
    await lockClient.query('select pg_advisory_unlock(7301)').catch(() => undefined);
    lockClient.release();
  }
  const listener = pgListener(url);
  // Answers are kept while no process has written (db/shared-generation.ts).
  const generation = new SharedGeneration(listener);
  await generation.start();
  registerGeneration(db, generation);
  return {
    kind: 'postgres',
    db,
    notifier: {
      async notify(channel, payload) {
        if (!CHANNEL_RE.test(channel)) throw new Error('bad channel');
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage) {
        if (!CHANNEL_RE.test(channel)) throw new Error('bad channel');
        return listener.listen(channel, onMessage);
      },
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
