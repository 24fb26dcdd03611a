import { SRV } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { type LoggedIn, loggedIn, roles } from '../../test/factories/index.js';
import { journees } from '../db/schema.js';
import { DEMO_CHAMPIONNAT_PATH } from '../features/championnat/index.js';
import { seedDemo } from './seed/seed.js';
import { serverClock, settableClockOf } from './server-clock.js';

const CLOCK = `${DEMO_CHAMPIONNAT_PATH}/clock`;
const MIN = 60_000;

describe('with DEMO_CLOCK=settable', () => {
  // t.setNow sets the real time; the app's clock is it plus what the admin moved.
  let t: TestApp;
  let admin: LoggedIn;
  let pooler: LoggedIn;
  let opening: Date;
  beforeAll(async () => {
    t = await testApp({ DEMO: 'draft', DEMO_CLOCK: 'settable' });
    await seedDemo(t.db, { now: t.now() });
    ({ admin, pooler } = await roles(t));
    const [first] = await t.db.select().from(journees).where(eq(journees.numjournee, 1)).orderBy(asc(journees.id));
    if (!first) throw new Error('pas de journée 1');
    opening = first.startAt;
  }, 60_000);
  afterAll(() => t.close());

  const gameWeek1 = async () => {
    const res = await t.anonymous.get(`${DEMO_CHAMPIONNAT_PATH}/championship-matches/championship/1/game-week/1`);
    return (res.json().matches as { period: string }[]).map((m) => m.period);
  };

  it('an admin moves the server’s clock forward, and the demo league plays the matches it reaches', async () => {
    expect(new Set(await gameWeek1())).toEqual(new Set(['preMatch']));

    const res = await t.as(admin).post(CLOCK, { advance_minutes: 90 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, now: new Date(t.now().getTime() + 90 * MIN).toISOString() });

    // A week after the opener: the whole matchday has been played.
    const to = new Date(opening.getTime() + 7 * 24 * 60 * MIN).toISOString();
    const jump = await t.as(admin).post(CLOCK, { to });
    expect(jump.json()).toMatchObject({ success: true, now: to });
    expect(new Set(await gameWeek1())).toEqual(new Set(['fullTime']));

    // The real time goes on under the offset.
    t.setNow(new Date(t.now().getTime() + 5 * MIN));
    expect((await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now).toBe(new Date(Date.parse(to) + 6 * MIN).toISOString());
  });

  it('never goes back: an earlier instant is refused and the clock stays', async () => {
    const before = (await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now as string;
    const res = await t.as(admin).post(CLOCK, { to: opening.toISOString() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SRV.demoClockBackwards(before));
    expect(new Set(await gameWeek1())).toEqual(new Set(['fullTime']));
    expect((await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now).toBe(new Date(Date.parse(before) + MIN).toISOString());
  });

  it('refuses a wrong move with its French message, and changes nothing', async () => {
    const before = (await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now as string;
    for (const body of [
      {},
      { advance_minutes: 0 },
      { advance_minutes: -5 },
      { advance_minutes: 1.5 },
      { advance_minutes: '10' },
      { advance_minutes: 400 * 1440 + 1 },
      { to: 'demain' },
      { to: '2030-01-01T00:00:00' },
      { advance_minutes: 1, to: '2030-01-01T00:00:00Z' },
    ]) {
      const res = await t.as(admin).post(CLOCK, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(SRV.demoClockInput(400));
    }
    const far = await t.as(admin).post(CLOCK, { to: new Date(Date.parse(before) + 401 * 24 * 60 * MIN).toISOString() });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(SRV.demoClockTooFar(400));
    expect((await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now).toBe(new Date(Date.parse(before) + MIN).toISOString());
  });

  it('is an instance admin’s: a visitor, a pooler, a league’s own admin and another site are refused', async () => {
    const before = (await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now as string;
    expect((await t.anonymous.post(CLOCK, { advance_minutes: 60 })).statusCode).toBe(401);
    const byPooler = await t.as(pooler).post(CLOCK, { advance_minutes: 60 });
    expect(byPooler.statusCode).toBe(403);
    expect(byPooler.json().message).toBe(SRV.forbiddenRole);
    // The clock is every league's: the admin of one league only may not move it.
    const leagueAdmin = await loggedIn(t, { role: 1, leagueRole: 4 });
    const byLeagueAdmin = await t.as(leagueAdmin).post(CLOCK, { advance_minutes: 60 });
    expect(byLeagueAdmin.statusCode).toBe(403);
    expect(byLeagueAdmin.json().message).toBe(SRV.forbiddenRole);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: CLOCK,
      headers: { cookie: admin.cookie, origin: 'https://ailleurs.example' },
      payload: { advance_minutes: 60 },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(SRV.csrf);
    // None of them moved it.
    expect((await t.as(admin).post(CLOCK, { advance_minutes: 1 })).json().now).toBe(new Date(Date.parse(before) + MIN).toISOString());
  });
});

it('tells who listens after each move forward, and not after a move refused', () => {
  let real = Date.parse('2026-08-15T18:00:00Z');
  const now = serverClock({ DEMO_CLOCK: 'settable' }, () => new Date(real));
  const clock = settableClockOf(now);
  const seen: string[] = [];
  clock?.onMove(() => seen.push(now().toISOString()));
  clock?.moveTo(new Date('2026-08-15T19:30:00Z'));
  expect(clock?.moveTo(new Date('2026-08-15T19:00:00Z'))).toBe(false);
  real += MIN;
  clock?.moveTo(new Date('2026-08-16T12:00:00Z'));
  expect(seen).toEqual(['2026-08-15T19:30:00.000Z', '2026-08-16T12:00:00.000Z']);
  expect(settableClockOf(serverClock({ DEMO_CLOCK: 'real' }))).toBeUndefined();
});

it('does not exist on the real clock, even in a demo', async () => {
  const t = await testApp({ DEMO: 'draft' });
  const { admin } = await roles(t);
  expect((await t.as(admin).post(CLOCK, { advance_minutes: 60 })).statusCode).toBe(404);
  await t.close();
});
