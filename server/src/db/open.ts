import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';
import { DEMO_SEASON_PLAYED, seedDemo } from '../demo/index.js';
import { lockDataDir } from './lock.js';
import { users } from './schema.js';
import { getSetting, setSetting } from './settings.js';

/**
 * Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR under an
 * exclusive lock), runs the migrations, and fills an empty database with the demo when asked:
 * DEMO defaults to 'season' on an empty embedded database and is never implied on PostgreSQL.
 * With 'season' the caller then plays the first matchdays (playDemoSeason) once the server listens; a first start
 * stopped before they were played (setting demo_season_pending) answers 'season' again, and they are played then.
 */
export async function openDatabase(config: Config, log: Logger) {
  let release = () => {};
  let database: Database;
  // A statement slower than SLOW_QUERY_MS is said in the log, with its SQL (never its parameters).
  const slow = { thresholdMs: config.SLOW_QUERY_MS, report: (sql: string, ms: number) => log.warn({ sql, ms }, 'requête lente') };
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL, slow);
  } else {
    release = lockDataDir(config.DATA_DIR);
    try {
      database = await openPglite(config.DATA_DIR, slow);
    } catch (err) {
      release();
      throw err;
    }
  }
  const demo = config.DEMO ?? (config.DATABASE_URL ? 'none' : 'season');
  let seeded: string | null = null;
  if (demo !== 'none') {
    const [row] = await database.db.select({ n: count() }).from(users);
    if (!row?.n) {
      // Said before the seed's transaction: a stop during it leaves an empty database, seeded again at the next start.
      if (demo === 'season') await setSetting(database.db, 'demo_season_pending', true);
      const summary = await seedDemo(database.db, { now: new Date(), anchorMatchday: demo === 'season' ? DEMO_SEASON_PLAYED + 1 : 1 });
      log.info(summary, 'données de démo créées');
      seeded = demo;
    } else if (demo === 'season' && (await getSetting(database.db, 'demo_season_pending'))) {
      log.info('démo saison : un premier démarrage interrompu, la préparation reprend');
      seeded = demo;
    }
  }
  return { database, release, seeded };
}
