import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { journees, matchlfps, resultats } from '../db/schema.js';
import { playDemoSeason } from './season.js';
import { seedDemo } from './seed/seed.js';

/**
 * The demo season started while its last matchday has just kicked off, none of its matches over: that matchday stays
 * open (its results are refused until a match is played), and the season is ready all the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ DEMO: 'season' });
  t.setNow(new Date('2026-11-24T11:00:00Z'));
  await seedDemo(t.db, { now: t.now(), anchorMatchday: 3 });
}, 120_000);
afterAll(() => t.close());

it('plays the matchdays over, and leaves open the one just kicked off', async () => {
  const [j2] = await t.db.select().from(journees).where(eq(journees.numjournee, 2));
  if (!j2) throw new Error('no J2');
  const [first] = await t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j2.id)).orderBy(asc(matchlfps.kickoffAt)).limit(1);
  t.setNow(new Date((first?.kickoffAt.getTime() ?? 0) + 10 * 60_000));
  await playDemoSeason(t.app, pino({ level: 'silent' }), 2);
  const days = await t.db.select().from(journees).orderBy(asc(journees.numjournee));
  expect(days.slice(0, 2).map((d) => d.status)).toEqual([9, 0]);
  expect(await t.db.select().from(resultats).where(eq(resultats.journeeId, j2.id))).toEqual([]);
}, 300_000);
