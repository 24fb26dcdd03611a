import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { tablesInOrder } from '../src/features/backup/index.js';
import type { SlowQueries } from '../src/db/slow-queries.js';

/** The tarball of the run's migrated PGlite (test/global-setup.ts), when the tests run under vitest. */
export const PGLITE_SNAPSHOT_ENV = 'POOLFOOT_TEST_PGLITE_SNAPSHOT';
/** The run's migrated PostgreSQL database, the template of the scratch ones (test/global-setup.ts). */
export const PG_TEMPLATE_ENV = 'POOLFOOT_TEST_PG_TEMPLATE';

let snapshot: { file: string; data: Blob } | undefined;
/** The migrated data directory to start from, read once per process; undefined outside vitest (benches). */
function migratedSnapshot(): Blob | undefined {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (!file) return undefined;
  if (snapshot?.file !== file) snapshot = { file, data: new Blob([readFileSync(file)]) };
  return snapshot.data;
}

/**
 * The PGlite databases a test process dropped, emptied, for its next files: opening one from the migrated tarball took
 * 0.4 s of CPU (loading the tarball into its memory, then PostgreSQL's start), some 120 times a run, a sixth of the
 * suite's CPU. Emptied as the migrations left it: every table of the app truncated, its ids restarted (the migrations
 * write rows in none), the planner's statistics forgotten as a new one has none.
 */
const dropped: Database[] = [];

/** The PGlite client under a database opened by openPglite. */
export const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

async function emptied(database: Database) {
  const tables = tablesInOrder().map((t) => `"${getTableConfig(t).name}"`);
  await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  // The planner's statistics as a new one's: TRUNCATE left each table's size unknown (as never analyzed), and the
  // columns' statistics that an earlier file's analyses wrote go (an ANALYZE of the whole database took 0.1 s each time).
  await database.db.execute(
    sql`delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`,
  );
  return database;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database created next to it (dropped at the end). Under vitest, it starts from the run's migrated
 * database (test/global-setup.ts), and the migrations, run again, find nothing to do. On PGlite, one this process
 * dropped comes back emptied (`dropped`), unless `slow` watches its statements.
 */
export async function freshDatabase(slow?: SlowQueries): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = (!slow && dropped.pop()) || (await openPglite(':memory:', slow, migratedSnapshot()));
    const drop = async () => {
      // A database a test closed itself is no one's to take again.
      if (slow || pgliteOf(database).closed) return database.close().catch(() => undefined);
      dropped.push(await emptied(database));
    };
    return { ...database, drop };
  }
  const scratch = await scratchPgDatabase(url, 'poolfoot_test', process.env[PG_TEMPLATE_ENV]);
  const database = await openPostgres(scratch.url, slow);
  return {
    ...database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new PostgreSQL database beside the one at `baseUrl` (tests, the crash and two-process scripts), a copy of
 * `template` when given (a database no session is connected to).
 * drop() removes it: an autovacuum worker on the new database can make a forced drop fail for a
 * moment, so it retries, and never fails over its cleanup (a leftover scratch database is harmless).
 */
export async function scratchPgDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${pg.escapeIdentifier(template)}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await c.query(`drop database if exists ${name} with (force)`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      await c.end();
    },
  };
}
