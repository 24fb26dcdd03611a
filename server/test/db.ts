import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import type { SlowQueries } from '../src/db/slow-queries.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database created next to it (dropped at the end).
 */
export async function freshDatabase(slow?: SlowQueries): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(':memory:', slow);
    return { ...database, drop: () => database.close() };
  }
  const scratch = await scratchPgDatabase(url, 'poolfoot_test');
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
 * A new PostgreSQL database beside the one at `baseUrl` (tests, the crash and two-process scripts).
 * drop() removes it: an autovacuum worker on the new database can make a forced drop fail for a
 * moment, so it retries, and never fails over its cleanup (a leftover scratch database is harmless).
 */
export async function scratchPgDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
