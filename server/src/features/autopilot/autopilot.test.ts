import {
  AUTOPILOT_JOB_KIND,
  AUTOPILOT_MSG,
  autopilotCalls,
  FORMATION_SLOTS,
  type LiveMatchday,
  championnatCalls,
  type PipelineAnswer,
  type Poste,
  resultatsCalls,
  SRV,
  statsCalls,
} from '@poolfoot/domain';
import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompo,
  createRencontre,
  give,
  type ChampionnatTest,
  championnatTestApp,
  localSource,
} from '../../../test/factories/index.js';
import { jobs, journees, joueurs, matchlfps, playerPoints, playerStats } from '../../db/schema.js';
import { waitForJobs } from '../../jobs/run.js';
import { configureChampionnat } from '../championnat/index.js';
import { REIMPORTS_AFTER_MS, autopilotTick } from './tick.js';

// The autopilot on the demo world (matchday 1 active, its nine matches played by the demo league at the server's
// clock): the test moves the clock and calls the tick itself, no real waiting.
let L: ChampionnatTest;
let kickoffs: Date[];
const MIN = 60_000;
beforeAll(async () => {
  L = await championnatTestApp();
  const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!j1) throw new Error('no J1');
  kickoffs = (await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id)).orderBy(asc(matchlfps.kickoffAt))).map(
    (m) => m.kickoffAt,
  );
}, 120_000);
afterAll(() => L.t.close());

const tick = () => autopilotTick(L.t.app.ctx, L.t.app.log);
const at = (d: Date, plusMinutes: number) => L.t.setNow(new Date(d.getTime() + plusMinutes * MIN));
const pipeline = async (numjournee = 1): Promise<PipelineAnswer> => {
  const res = await L.admin.call(autopilotCalls.pipeline, { numjournee });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const first = () => kickoffs[0] as Date;
const last = () => kickoffs.at(-1) as Date;
const liveAt = (t: Date) => kickoffs.filter((k) => k <= t).length;

describe('who may read the pipeline and pause the autopilot', () => {
  it('refuses visitors (401) and poolers (403), and bad input (400) in French', async () => {
    expect((await L.t.anonymous.call(autopilotCalls.pipeline)).statusCode).toBe(401);
    const pooler = L.t.as(L.r.pooler);
    for (const res of [await pooler.call(autopilotCalls.pipeline), await pooler.call(autopilotCalls.set, { enabled: false })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SRV.forbiddenRole);
    }
    const bad = await L.admin.post(autopilotCalls.set, { enabled: true, poll_seconds: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Intervalle : 10 à 3600 secondes.');
    expect((await L.admin.post(autopilotCalls.set, {})).statusCode).toBe(400);
    expect((await L.admin.call(autopilotCalls.pipeline, { numjournee: 61 })).statusCode).toBe(400);
    expect((await L.admin.get(autopilotCalls.pipeline, { numjournee: 40 })).statusCode).toBe(404);
  });
});

describe('a matchday played by the autopilot', () => {
  it('before kickoff: every match to come, the next step is to wait, the autopilot on by default every 60 s, nothing done', async () => {
    at(first(), -60);
    const p = await pipeline();
    expect(p.autopilot).toEqual({ enabled: true, poll_seconds: 60 });
    expect(p.matchs).toHaveLength(9);
    expect(new Set(p.matchs.map((m) => m.stage))).toEqual(new Set(['avenir']));
    expect(p.next).toBe('wait');
    expect(await tick()).toEqual({ polled: 0, whistles: 0, reimported: 0, results: 0 });
    expect(p.job).toBeNull();
  });

  it('while matches are live: one read of each live sheet per poll interval, their lines stored, in the log', async () => {
    at(first(), 30);
    const live = liveAt(L.t.now());
    expect(live).toBeGreaterThan(0);
    expect(await tick()).toMatchObject({ polled: live, whistles: 0 });
    // The same instant, and 59 s later: nothing is due.
    expect((await tick()).polled).toBe(0);
    at(first(), 30 + 59 / 60);
    expect((await tick()).polled).toBe(0);
    at(first(), 31);
    expect((await tick()).polled).toBe(live);
    const p = await pipeline();
    expect(p.matchs.filter((m) => m.stage === 'en_direct')).toHaveLength(live);
    expect(p.next).toBe('wait');
    expect(p.job?.log.filter((l) => l.text.includes(' : en direct '))).toHaveLength(2 * live);
    expect(p.job?.kind).toBe(AUTOPILOT_JOB_KIND);
    // Live lines give no points yet: a player's points come at his match's whistle.
    expect(await L.t.db.select().from(playerPoints)).toEqual([]);
  });

  it('live.php gives poolers the live matches with their minute, the provisional points of their players and of each head-to-head', async () => {
    // Two poolers, each with one player of a live match in his lineup (captain too), facing each other.
    const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
    if (!j1) throw new Error('no J1');
    const lines = await L.t.db
      .select({ id: joueurs.id, poste: joueurs.poste })
      .from(playerStats)
      .innerJoin(joueurs, eq(joueurs.id, playerStats.joueurId))
      .where(gt(playerStats.minutes, 0))
      .orderBy(asc(joueurs.id));
    const picks = [lines[0], lines.at(-1)].map((p) => (p ? { id: p.id, poste: p.poste as Poste } : null));
    const users = [L.r.pooler, L.r.other];
    for (const [i, p] of picks.entries()) {
      const user = users[i];
      if (!p || !user) throw new Error('no player');
      await give(L.t.db, user.id, [p]);
      await createCompo(
        L.t.db,
        user.id,
        j1.id,
        FORMATION_SLOTS['4231'].map((poste, slot) => (slot === FORMATION_SLOTS['4231'].indexOf(p.poste) && poste === p.poste ? p : null)),
        p,
      );
    }
    const rencontreId = await createRencontre(L.t.db, j1.id, 1, L.r.pooler.id, L.r.other.id);

    expect((await L.t.anonymous.call(autopilotCalls.live)).statusCode).toBe(401);
    const res = await L.t.as(L.r.pooler).call(autopilotCalls.live);
    expect(res.statusCode, res.body).toBe(200);
    const live: LiveMatchday = res.json();
    expect(live.journee?.numjournee).toBe(1);
    expect(live.matchs).toHaveLength(liveAt(L.t.now()));
    expect(live.matchs.every((m) => (m.minute ?? 0) > 0 && (m.minute ?? 0) <= 45)).toBe(true);
    const pointsOf = (id: number | undefined) => live.joueurs.find((j) => j.joueur_id === id)?.points ?? 0;
    expect(live.joueurs.length).toBeGreaterThan(0);
    expect(live.rencontres).toEqual([{ id: rencontreId, score1: 2 * pointsOf(picks[0]?.id), score2: 2 * pointsOf(picks[1]?.id) }]);
    // Nothing stored: the final points come at the whistle.
    expect(await L.t.db.select().from(playerPoints)).toEqual([]);
  });

  it('backs off when the league fails: a KO line, then the next read waits twice the interval', async () => {
    const down = await localSource((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    try {
      configureChampionnat(L.t.app.ctx, { lfpApiUrl: down.url, policy: { tries: 1 } });
      at(first(), 33);
      const live = liveAt(L.t.now());
      expect((await tick()).polled).toBe(0);
      const p = await pipeline();
      expect(p.job?.log.slice(-live).every((l) => l.level === 'ko' && l.text.endsWith('nouvel essai dans 2 minutes'))).toBe(true);
      L.useDemo();
      at(first(), 34);
      expect((await tick()).polled).toBe(0);
      at(first(), 35);
      expect((await tick()).polled).toBe(live);
    } finally {
      L.useDemo();
      await down.close();
    }
  });

  it('paused, it does nothing; resumed, it goes on', async () => {
    const paused = await L.admin.call(autopilotCalls.set, { enabled: false });
    expect(paused.json()).toMatchObject({ autopilot: { enabled: false, poll_seconds: 60 }, message: AUTOPILOT_MSG.paused });
    at(first(), 40);
    expect((await tick()).polled).toBe(0);
    expect((await L.admin.call(autopilotCalls.set, { enabled: true, poll_seconds: 120 })).json().autopilot).toEqual({
      enabled: true,
      poll_seconds: 120,
    });
    expect((await tick()).polled).toBe(liveAt(L.t.now()));
  });

  it('after the last whistle: every match imported once, its points computed, the results computed, the matchday over; then nothing', async () => {
    at(last(), 150);
    expect(await tick()).toEqual({ polled: 9, whistles: 9, reimported: 0, results: 1 });
    expect(await tick()).toEqual({ polled: 0, whistles: 0, reimported: 0, results: 0 });
    const p = await pipeline();
    expect(new Set(p.matchs.map((m) => m.stage))).toEqual(new Set(['points']));
    expect(p.next).toBe('done');
    expect(p.journee?.status).toBe(9);
    const log = p.job?.log ?? [];
    expect(log.filter((l) => l.details?.some((d) => /^points calculés : \d+ joueurs du match$/.test(d)))).toHaveLength(9);
    expect(log.at(-1)?.text).toBe(AUTOPILOT_MSG.resultsComputed(1, true));
    // The next matchday is active now, and its matches are a week away.
    expect((await pipeline(2)).next).toBe('wait');
  });

  it('reads each finished sheet again later: a line the league corrected is restored, the points and results computed again', async () => {
    const [line] = await L.t.db.select().from(playerStats).where(eq(playerStats.minutes, 90)).limit(1);
    if (!line) throw new Error('no line');
    const [before] = await L.t.db.select().from(playerPoints).where(eq(playerPoints.joueurId, line.joueurId));
    await L.t.db
      .update(playerStats)
      .set({ goals: line.goals + 3 })
      .where(eq(playerStats.id, line.id));
    at(last(), 150 + (REIMPORTS_AFTER_MS[0] ?? 0) / MIN - 1);
    expect((await tick()).reimported).toBe(0);
    at(last(), 150 + (REIMPORTS_AFTER_MS[0] ?? 0) / MIN);
    expect(await tick()).toEqual({ polled: 0, whistles: 0, reimported: 9, results: 1 });
    const [restored] = await L.t.db.select().from(playerStats).where(eq(playerStats.id, line.id));
    expect(restored?.goals).toBe(line.goals);
    const [after] = await L.t.db.select().from(playerPoints).where(eq(playerPoints.joueurId, line.joueurId));
    expect(after?.points).toBe(before?.points);
    const log = (await pipeline()).job?.log ?? [];
    expect(log.filter((l) => l.text.endsWith(AUTOPILOT_MSG.reimported(1)))).toHaveLength(1);
    expect(log.filter((l) => l.text.endsWith(AUTOPILOT_MSG.reimported(0)))).toHaveLength(8);
    expect(log.at(-1)?.text).toBe(AUTOPILOT_MSG.resultsRecomputed(1));
    // The later re-imports, then nothing more.
    for (const after of REIMPORTS_AFTER_MS.slice(1)) {
      at(last(), 150 + after / MIN);
      expect((await tick()).reimported).toBe(9);
    }
    at(last(), 150 + 3 * 24 * 60);
    expect(await tick()).toEqual({ polled: 0, whistles: 0, reimported: 0, results: 0 });
    const rows = await L.t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, AUTOPILOT_JOB_KIND));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the pipeline by hand, the autopilot paused', () => {
  it('offers one next step at a time, each match showing its stage, and a step run again changes nothing', async () => {
    await L.admin.call(autopilotCalls.set, { enabled: false });
    const [j2] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 2));
    if (!j2) throw new Error('no J2');
    const ends = await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j2.id)).orderBy(asc(matchlfps.kickoffAt));
    L.t.setNow(new Date((ends.at(-1)?.kickoffAt.getTime() ?? 0) + 150 * MIN));
    expect((await tick()).polled).toBe(0);
    const p2 = async () => {
      const p = await pipeline(2);
      return { next: p.next, stages: [...new Set(p.matchs.map((m) => m.stage))] };
    };
    // Kicked off long ago but not started in our database: the matches first.
    expect(await p2()).toEqual({ next: 'import_matches', stages: ['avenir'] });
    await L.runJob(championnatCalls.importLfp, { numjournee: 2 });
    expect(await p2()).toEqual({ next: 'import_stats', stages: ['termine'] });
    await L.runJob(championnatCalls.importLfpStats, { numjournee: 2 });
    expect(await p2()).toEqual({ next: 'compute_points', stages: ['stats'] });
    expect((await L.admin.call(statsCalls.computeJournee, { journee_id: j2.id })).statusCode).toBe(200);
    await waitForJobs(L.t.app.ctx);
    expect(await p2()).toEqual({ next: 'compute_results', stages: ['points'] });
    await L.runJob(championnatCalls.importLfpStats, { numjournee: 2 });
    expect(await p2()).toEqual({ next: 'compute_results', stages: ['points'] });
    expect((await L.admin.call(resultatsCalls.calcJournee, { journee_id: j2.id })).statusCode).toBe(200);
    expect(await p2()).toEqual({ next: 'done', stages: ['points'] });
    // Paused, the autopilot wrote nothing for J2.
    expect((await pipeline(2)).job).toBeNull();
  });
});
