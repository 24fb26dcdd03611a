import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database created next to it (dropped at the end).
 */
export async function freshDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(':memory:');
    return { ...database, drop: () => database.close() };
  }
  const name = `poolfoot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgres(testUrl.toString());
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // An autovacuum worker on the new database can make a forced drop fail for a moment: retry,
      // and never fail a test file over its cleanup (a leftover test database is harmless).
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
