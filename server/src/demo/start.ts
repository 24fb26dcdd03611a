import { DEMO_MSG } from '@poolfoot/domain';
import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Config, demoOf } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { getSetting, setSetting } from '../db/settings.js';
import { seedDemo } from './seed/seed.js';

export type DemoAtStart = Exclude<Config['DEMO'], 'none' | undefined>;

/**
 * Fills an empty database with the demo when asked, at the server's start (server.ts): DEMO defaults to 'season' on
 * an empty embedded database and is never implied on PostgreSQL. With 'season' the server then plays the first
 * matchdays (playDemoSeason) once it listens; a first start stopped before they were played (setting
 * demo_season_pending) answers 'season' again, and they are played then. Null: nothing to do (a database with
 * accounts, or DEMO=none).
 */
export async function seedAtStart(db: Db, config: Config, log: Logger): Promise<DemoAtStart | null> {
  const demo = demoOf(config);
  if (demo === 'none') return null;
  const [row] = await db.select({ n: count() }).from(users);
  if (!row?.n) {
    // Said before the seed's transaction: a stop during it leaves an empty database, seeded again at the next start.
    if (demo === 'season') await setSetting(db, 'demo_season_pending', true);
    const summary = await seedDemo(db, { now: new Date(), anchorMatchday: demo === 'season' ? config.DEMO_PLAYED + 1 : 1 });
    log.info(summary, 'données de démo créées');
    return demo;
  }
  if (demo === 'season' && (await getSetting(db, 'demo_season_pending'))) {
    log.info('démo saison : un premier démarrage interrompu, la préparation reprend');
    return demo;
  }
  // DEMO unset lets the clock move (config.ts) on the demo season's database only: an embedded real season keeps real time.
  if (
    config.DEMO === undefined &&
    config.DEMO_CLOCK === 'settable' &&
    config.DEMO_LEAGUE !== 'on' &&
    !(await getSetting(db, 'demo_world'))
  ) {
    throw new Error(DEMO_MSG.settableOnRealSeason);
  }
  return null;
}
