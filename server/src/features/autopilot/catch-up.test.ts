import { type PipelineAnswer, autopilotCalls } from '@poolfoot/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChampionnatTest, championnatTestApp } from '../../../test/factories/index.js';
import { journees, matchlfps } from '../../db/schema.js';
import { autopilotTick } from './tick.js';

/**
 * With the server off for weeks (or the clock moved past several matchdays), the autopilot ignored the
 * matches older than a week and every matchday waited for an admin's four clicks. It now catches up by itself,
 * matchday by matchday in order, each exactly once.
 */
let L: ChampionnatTest;
const MIN = 60_000;
beforeAll(async () => {
  L = await championnatTestApp();
}, 120_000);
afterAll(() => L.t.close());

const tick = () => autopilotTick(L.t.app.ctx, L.t.app.log);
const statuses = async () =>
  (
    await L.t.db
      .select()
      .from(journees)
      .where(inArray(journees.numjournee, [1, 2, 3, 4]))
      .orderBy(asc(journees.numjournee))
  ).map((j) => j.status);

it('after three matchdays without a server, each is caught up in order, once, one tick each', async () => {
  const [j3] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 3));
  if (!j3) throw new Error('no J3');
  const j3Matches = await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j3.id)).orderBy(asc(matchlfps.kickoffAt));
  // Back after matchday 3's last match: matchday 1 is three weeks old.
  L.t.setNow(new Date((j3Matches.at(-1)?.kickoffAt.getTime() ?? 0) + 150 * MIN));
  expect(await statuses()).toEqual([0, 0, 0, 0]);
  for (const done of [
    [9, 0, 0, 0],
    [9, 9, 0, 0],
    [9, 9, 9, 0],
  ]) {
    expect(await tick()).toMatchObject({ polled: 9, whistles: 9, results: 1 });
    expect(await statuses()).toEqual(done);
  }
  // Matchday 4 is still to come: nothing more, and nothing done twice.
  for (let i = 0; i < 2; i++) expect(await tick()).toEqual({ polled: 0, whistles: 0, reimported: 0, results: 0 });
  for (const n of [1, 2, 3]) {
    const p = (await L.t.as(L.r.admin).call(autopilotCalls.pipeline, { numjournee: n })).json() as PipelineAnswer;
    expect(p.next).toBe('done');
    expect(p.job?.log.filter((l) => l.text.includes(' : terminé'))).toHaveLength(9);
  }
});

it('reads each finished sheet again one hour, three hours and a day after its whistle, and then no more', async () => {
  // Written in minutes, not from the constant under test. The 27 whistles were seen at the catch-up.
  const seen = L.t.now().getTime();
  for (const [minutes, reimported] of [
    [59, 0],
    [60, 27],
    [179, 0],
    [180, 27],
    [1439, 0],
    [1440, 27],
    [2000, 0],
  ] as const) {
    L.t.setNow(new Date(seen + minutes * MIN));
    expect((await tick()).reimported, `${minutes} min`).toBe(reimported);
  }
});
