import { AUTOPILOT_MSG, autopilotCalls, type PipelineAnswer } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChampionnatTest, championnatTestApp, localSource } from '../../../test/factories/index.js';
import { journees, matchlfps } from '../../db/schema.js';
import { configureChampionnat } from '../championnat/index.js';
import { REIMPORT_TRIES, REIMPORTS_AFTER_MS, autopilotTick } from './tick.js';

// A re-import of the finished sheets that fails (the league down an hour after the whistles) is tried again, backing
// off, until it succeeds; after REIMPORT_TRIES failures it is left for the next one.
let L: ChampionnatTest;
let last: number;
const MIN = 60_000;
beforeAll(async () => {
  L = await championnatTestApp();
  const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!j1) throw new Error('no J1');
  const kickoffs = await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id)).orderBy(asc(matchlfps.kickoffAt));
  last = kickoffs.at(-1)?.kickoffAt.getTime() ?? 0;
  // The matchday played to its end: every whistle seen, the results computed.
  L.t.setNow(new Date(last + 150 * MIN));
  expect((await autopilotTick(L.t.app.ctx, L.t.app.log)).whistles).toBe(9);
}, 120_000);
afterAll(() => L.t.close());

const tick = () => autopilotTick(L.t.app.ctx, L.t.app.log);
const at = (minutes: number) => L.t.setNow(new Date(last + 150 * MIN + minutes * MIN));
const log = async () =>
  ((await L.t.as(L.r.admin).call(autopilotCalls.pipeline, { numjournee: 1 })).json() as PipelineAnswer).job?.log ?? [];
const first = (REIMPORTS_AFTER_MS[0] ?? 0) / MIN;
const second = (REIMPORTS_AFTER_MS[1] ?? 0) / MIN;

async function withLfpDown(run: () => Promise<void>) {
  const down = await localSource((_req, res) => {
    res.writeHead(503);
    res.end();
  });
  configureChampionnat(L.t.app.ctx, { lfpApiUrl: down.url, policy: { tries: 1 } });
  try {
    await run();
  } finally {
    L.useDemo();
    await down.close();
  }
}

it('a failed re-import is tried again after the wait it announces, and succeeds once the league answers', async () => {
  await withLfpDown(async () => {
    at(first);
    expect(await tick()).toMatchObject({ reimported: 0 });
    const failed = (await log()).slice(-9);
    expect(failed.every((l) => l.level === 'ko' && l.text.endsWith('nouvel essai dans 2 minutes'))).toBe(true);
  });
  at(first + 1);
  expect((await tick()).reimported).toBe(0);
  at(first + 2);
  expect((await tick()).reimported).toBe(9);
  expect((await log()).slice(-9).every((l) => l.level === 'ok' && l.text.endsWith(AUTOPILOT_MSG.reimported(0)))).toBe(true);
  // Done: the next one is the one three hours after the whistle.
  at(first + 30);
  expect((await tick()).reimported).toBe(0);
});

it(`after ${REIMPORT_TRIES} failed tries a re-import is given up, and the next one comes at its time`, async () => {
  await withLfpDown(async () => {
    let minutes = second;
    for (let i = 1; i <= REIMPORT_TRIES; i++) {
      at(minutes);
      expect((await tick()).reimported).toBe(0);
      minutes += Math.min(30, 2 ** i);
    }
    at(minutes + 60);
    expect((await tick()).reimported).toBe(0);
    const gaveUp = (await log()).slice(-9);
    expect(gaveUp.every((l) => l.level === 'ko' && l.text.endsWith(`relecture abandonnée après ${REIMPORT_TRIES} essais`))).toBe(true);
  });
  // The league answers again: the re-import of the next day comes at its time, and it is the last.
  at((REIMPORTS_AFTER_MS[2] ?? 0) / MIN - 1);
  expect((await tick()).reimported).toBe(0);
  at((REIMPORTS_AFTER_MS[2] ?? 0) / MIN);
  expect((await tick()).reimported).toBe(9);
  at(3 * 24 * 60);
  expect(await tick()).toEqual({ polled: 0, whistles: 0, reimported: 0, results: 0 });
});
