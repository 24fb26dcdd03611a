import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openPglite, openPostgres } from './client.js';
import { lockDataDir } from './lock.js';

/**
 * Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR under an exclusive lock) and
 * runs the migrations. The demo's seed is the server's start (server.ts, demo seedAtStart), not the database's: the
 * command line opens the database without it.
 */
export async function openDatabase(config: Config, log: Logger) {
  // A statement slower than SLOW_QUERY_MS is said in the log, with its SQL (never its parameters).
  const slow = { thresholdMs: config.SLOW_QUERY_MS, report: (sql: string, ms: number) => log.warn({ sql, ms }, 'requête lente') };
  if (config.DATABASE_URL) return { database: await openPostgres(config.DATABASE_URL, slow), release: () => {} };
  const release = lockDataDir(config.DATA_DIR);
  try {
    return { database: await openPglite(config.DATA_DIR, slow), release };
  } catch (err) {
    release();
    throw err;
  }
}
