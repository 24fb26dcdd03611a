import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.js';
import { PG_TEMPLATE_ENV, PGLITE_SNAPSHOT_ENV, pgliteOf, scratchPgDatabase } from './db.js';

/**
 * Vitest's global setup (vitest.config.ts): the database every test file starts from, migrated once per run by the
 * production path (openPglite, openPostgres: migrations, and on PostgreSQL the write notices). On PGlite, its data
 * directory dumped to a temporary tarball: a file's fresh database loads it instead of running initdb and the migrations
 * again (about 1.5 s of CPU each). On PostgreSQL (DATABASE_URL), a template database each scratch database is created
 * from. Said to the test processes, started after it, in the environment (test/db.ts freshDatabase reads it; without
 * it, as in the benches, freshDatabase migrates an empty database itself). The migrations from an empty database stay
 * tested: here at each run, and by the tests that open a database themselves (season-resume, seed, the CLI's).
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await scratchPgDatabase(url, 'poolfoot_template');
    const database = await openPostgres(template.url);
    await database.close();
    // PostgreSQL copies a database no session is connected to: none will (autovacuum neither). A template left over (a
    // run killed before its teardown) is as harmless as a leftover scratch database.
    const name = new URL(template.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections false`);
    await admin.end();
    process.env[PG_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[PG_TEMPLATE_ENV];
      await template.drop();
    };
  }
  const database = await openPglite(':memory:');
  const tarball = await pgliteOf(database).dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return () => {
    delete process.env[PGLITE_SNAPSHOT_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
