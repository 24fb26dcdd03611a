import type { AddressInfo } from 'node:net';
import { leagueSetting } from '../features/ligues/index.js';
import { testLeague, testSeason } from '../../test/factories/index.js';
import { authCalls, type Endpoint, gameCalls, championnatCalls, resultatsCalls, statsCalls } from '@poolfoot/domain';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import type { InputArgs } from '../../test/caller.js';
import { configureChampionnat } from '../features/championnat/index.js';
import { generalRanking } from '../features/resultats/index.js';
import { journees, matchlfps, playerPoints, playerStats, rencontres, resultats, teamPlayers } from '../db/schema.js';
import { waitForJobs } from '../jobs/run.js';
import { beginDemoSeason, playDemoSeason } from './season.js';
import { DEMO_PASSWORD, seedDemo } from './seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ DEMO: 'season' });
  // A Tuesday: matchday 2 (Friday to Sunday) is over, matchday 3 starts on Friday. The demo league follows this clock.
  t.setNow(new Date('2026-11-24T11:00:00Z'));
  await seedDemo(t.db, { now: t.now(), anchorMatchday: 3 });
  // The admin's own steps (last test) read the demo league over HTTP, as from the manage page.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  configureChampionnat(t.app.ctx, {
    lfpApiUrl: `${base}/demo-league`,
    tmUrl: `${base}/demo-league/tm`,
    policy: { backoff: async () => {}, timeoutMs: 10_000 },
    pause: async () => {},
  });
}, 120_000);
afterAll(() => t.close());

const preparation = async () => (await t.anonymous.call(gameCalls.preparation)).json().preparation;

it('DEMO=season plays the draft and the first matchdays, saying so to anyone until the season is ready: a living season', async () => {
  expect(await preparation()).toBeNull();
  await beginDemoSeason(t.app, 2);
  // Anyone, signed in or not, reads the preparation from before the first pick.
  expect(await preparation()).toEqual({ picks: 0, picks_total: 12 * 20, journees: 0, journees_total: 2 });
  const played = playDemoSeason(t.app, pino({ level: 'silent' }), 2);
  expect(await preparation()).toMatchObject({ picks_total: 240, journees_total: 2 });
  await played;
  expect(await preparation()).toBeNull();

  expect(await t.db.select().from(teamPlayers)).toHaveLength(12 * 20);
  const days = await t.db.select().from(journees).orderBy(asc(journees.numjournee));
  expect(days.slice(0, 2).map((d) => d.status)).toEqual([9, 9]);
  expect(days[2]?.status).toBe(0);
  // The next matchday starts in the coming days (the seed's anchor).
  const start = days[2]?.startAt.getTime() ?? 0;
  expect(start).toBeGreaterThan(t.now().getTime());
  expect(start - t.now().getTime()).toBeLessThan(8 * 24 * 3600 * 1000);
  // Every match of the two matchdays is over with its score and its stat lines, every pooler has his results.
  const matches = await t.db.select().from(matchlfps).orderBy(asc(matchlfps.id));
  const played2 = matches.filter((m) => m.journeeId === days[0]?.id || m.journeeId === days[1]?.id);
  expect(played2).toHaveLength(18);
  expect(played2.every((m) => m.homeScore !== null && m.awayScore !== null)).toBe(true);
  expect((await t.db.select().from(playerStats)).length).toBeGreaterThan(18 * 22);
  expect(await t.db.select().from(resultats)).toHaveLength(2 * 12);
  const ranking = await generalRanking(t.db, await testSeason(t.db));
  expect(ranking.map((r) => r.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  expect(ranking.some((r) => r.total_saison > 0)).toBe(true);
  expect(await leagueSetting(t.db, await testLeague(t.db), 'phase')).toBe('normal');
}, 300_000);

/** Everything a matchday's steps write, ids of rows replaced left out. */
const outcome = async () => ({
  journees: await t.db.select().from(journees).orderBy(asc(journees.id)),
  matchs: await t.db.select().from(matchlfps).orderBy(asc(matchlfps.id)),
  stats: await t.db.select().from(playerStats).orderBy(asc(playerStats.id)),
  points: await t.db.select().from(playerPoints).orderBy(asc(playerPoints.id)),
  rencontres: await t.db.select().from(rencontres).orderBy(asc(rencontres.id)),
  resultats: (await t.db.select().from(resultats).orderBy(asc(resultats.journeeId), asc(resultats.userId))).map(({ id: _, ...r }) => r),
  ranking: await generalRanking(t.db, await testSeason(t.db)),
});

it('the admin playing those matchdays again step by step from the demo league over HTTP finds the same season', async () => {
  const before = await outcome();
  const login = await t.anonymous.call(authCalls.login, { email: 'pooler2@poolfoot.test', password: DEMO_PASSWORD });
  const admin = t.as({ cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
  const step = async <E extends Endpoint>(e: E, ...input: InputArgs<E>) => {
    const res = await admin.call(e, ...input);
    expect(res.statusCode, res.body).toBe(200);
    await waitForJobs(t.app.ctx);
    return res.json();
  };
  for (const day of before.journees.slice(0, 2)) {
    await step(championnatCalls.importLfp, { numjournee: day.numjournee });
    await step(championnatCalls.importLfpStats, { numjournee: day.numjournee });
    await step(statsCalls.computeJournee, { journee_id: day.id });
    expect((await step(resultatsCalls.calcJournee, { journee_id: day.id })).finished).toBe(true);
  }
  expect(await outcome()).toEqual(before);
}, 300_000);
