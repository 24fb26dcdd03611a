import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { configureLeague } from '../features/league/index.js';
import { generalRanking } from '../features/resultats/index.js';
import { getSetting } from '../db/settings.js';
import { journees, resultats, teamPlayers } from '../db/schema.js';
import { playDemoSeason } from './season.js';
import { seedDemo } from './seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ DEMO: 'season' });
  // A Tuesday: matchday 2 (Friday to Sunday) is over, matchday 3 starts on Friday. The demo league follows this clock.
  t.setNow(new Date('2026-11-24T11:00:00Z'));
  await seedDemo(t.db, { now: t.now(), anchorMatchday: 3 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  configureLeague(t.app.ctx, {
    lfpApiUrl: `${base}/demo-league`,
    tmUrl: `${base}/demo-league/tm`,
    policy: { backoff: async () => {}, timeoutMs: 10_000 },
    pause: async () => {},
  });
}, 120_000);
afterAll(() => t.close());

it('DEMO=season plays the draft and the first matchdays through the app: a living season', async () => {
  await playDemoSeason(t.app, pino({ level: 'silent' }), 2);
  expect(await t.db.select().from(teamPlayers)).toHaveLength(12 * 20);
  const days = await t.db.select().from(journees).orderBy(asc(journees.numjournee));
  expect(days.slice(0, 2).map((d) => d.status)).toEqual([9, 9]);
  expect(days[2]?.status).toBe(0);
  // The next matchday starts in the coming days (the seed's anchor).
  const start = days[2]?.startAt.getTime() ?? 0;
  expect(start).toBeGreaterThan(t.now().getTime());
  expect(start - t.now().getTime()).toBeLessThan(8 * 24 * 3600 * 1000);
  expect(await t.db.select().from(resultats)).toHaveLength(2 * 12);
  const ranking = await generalRanking(t.db);
  expect(ranking.map((r) => r.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  expect(ranking.some((r) => r.total_saison > 0)).toBe(true);
  expect(await getSetting(t.db, 'phase')).toBe('normal');
}, 300_000);
