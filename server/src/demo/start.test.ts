import { DEMO_MSG } from '@poolfoot/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import { createUser } from '../../test/factories/index.js';
import { loadConfig } from '../config.js';
import { setSetting } from '../db/settings.js';
import { seedAtStart } from './start.js';

/*
 * DEMO_CLOCK=settable without DEMO: the default demo (the season's, on an embedded database) lets the clock move, as
 * DEMO=season does; an embedded database that is not the demo's (a real season) is refused at start.
 */
const silent = pino({ level: 'silent' });
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
  await createUser(database.db);
}, 60_000);
afterAll(() => database.drop());

it('an embedded real season is refused a settable clock at start; the demo’s database is not', async () => {
  const config = loadConfig({ DEMO_CLOCK: 'settable', WEB_DIST: '/nonexistent' });
  await expect(seedAtStart(database.db, config, silent)).rejects.toThrow(DEMO_MSG.settableOnRealSeason);
  await expect(seedAtStart(database.db, loadConfig({ WEB_DIST: '/nonexistent' }), silent)).resolves.toBeNull();
  await setSetting(database.db, 'demo_world', true);
  await expect(seedAtStart(database.db, config, silent)).resolves.toBeNull();
});
