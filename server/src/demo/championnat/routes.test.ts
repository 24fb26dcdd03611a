import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { journees } from '../../db/schema.js';
import { DEMO_CHAMPIONNAT_PATH } from '../../features/championnat/index.js';
import { seedDemo } from '../seed/seed.js';
import { demoFixtures } from './world.js';

let t: TestApp;
let opening: Date;
beforeAll(async () => {
  t = await testApp({ DEMO: 'draft' });
  await seedDemo(t.db, { now: t.now() });
  const [first] = await t.db.select().from(journees).where(eq(journees.numjournee, 1)).orderBy(asc(journees.id));
  if (!first) throw new Error('pas de journée 1');
  opening = first.startAt;
}, 60_000);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Summary = { matchId: string; period: string; isLive: boolean; home: { score?: number }; away: { score?: number } };
const gameWeek1 = async () => (await get('/championship-matches/championship/1/game-week/1?season=2025')).matches as Summary[];
const MIN = 60_000;

it('answers by the server’s clock: next week’s results are not told before kickoff', async () => {
  const opener = demoFixtures()[0];
  t.setNow(new Date(opening.getTime() - 2 * 60 * MIN));
  const before = await gameWeek1();
  expect(before.every((m) => m.period === 'preMatch' && !('score' in m.home) && !('score' in m.away))).toBe(true);
  expect((await get(`/championship-match/${opener?.match_lfp_id}`)).period).toBe('preMatch');

  // Half an hour into the opener: it is being played, the other matches of the weekend are not.
  t.setNow(new Date(opening.getTime() + 30 * MIN));
  const during = await gameWeek1();
  expect(during[0]).toMatchObject({ matchId: opener?.match_lfp_id, period: 'firstHalf', isLive: true, matchTime: "30'" });
  expect(during.slice(1).every((m) => m.period === 'preMatch')).toBe(true);

  // A week later, the whole matchday with its real scores; the season asked for is ignored, as the league does.
  t.setNow(new Date(opening.getTime() + 7 * 24 * 60 * MIN));
  const after = await gameWeek1();
  expect(after.map((m) => [m.period, m.home.score, m.away.score])).toEqual(
    demoFixtures()
      .filter((f) => f.matchday === 1)
      .map((f) => ['fullTime', ...(f.score ?? [])]),
  );
  expect(await get('/championship-matches/championship/1/game-week/1?season=2031')).toEqual({ matches: after });
});

it('answers 404 for what the league does not have', async () => {
  for (const path of [
    '/championship-matches/championship/1/game-week/35',
    '/championship-matches/championship/4/game-week/1',
    '/championship-match/l1_championship_match_0',
    '/championship-club-summary/l1_championship_club_2025_3',
    '/championship-player/l1_championship_player_2025_13_1',
  ]) {
    expect((await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}${path}`)).statusCode, path).toBe(404);
  }
});

it('takes only digits for a Transfermarkt club: a pattern in the address is refused at once, never run', async () => {
  // The club number was put in a RegExp, so this address froze the process (catastrophic backtracking)
  // and `verein/(` answered 500. Now both are refused by the route's schema before any work.
  for (const tmId of ['1%7C(.*.*.*)*!', '(', '12a', '']) {
    const res = await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}/tm/x/kader/verein/${tmId}/saison_id/2025/plus/1`);
    expect(res.statusCode, tmId).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, tmId).toBeLessThan(500);
  }
  const unknown = await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}/tm/x/kader/verein/999999/saison_id/2025/plus/1`);
  expect(unknown.statusCode).toBe(404);
  // A suffix of a real number is not that club: 83 is not PSG's 583.
  expect((await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}/tm/x/kader/verein/83/saison_id/2025/plus/1`)).statusCode).toBe(404);
  const psg = await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}/tm/fc-paris-saint-germain/kader/verein/583/saison_id/2025/plus/1`);
  expect(psg.statusCode).toBe(200);
  expect(psg.body).toContain('class="items"');
});
