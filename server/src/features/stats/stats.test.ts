import { DEFAULT_SCORING_GRID, formatDetail, CHAMPIONNAT_MSG, MSG, STATS_MSG, statsCalls, type StatsJob } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import type { Caller } from '../../../test/caller.js';
import { buildResultatsScene, createUser, roles, type TestUser } from '../../../test/factories/index.js';
import { jobs, playerPoints, playerStats } from '../../db/schema.js';
import { runComputeJournee } from './compute-journee.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let scene: Awaited<ReturnType<typeof buildResultatsScene>>;
let bruno: TestUser;
let chloe: TestUser;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const alice = await createUser(t.db);
  bruno = await createUser(t.db, { username: 'Bruno', nickname: 'Bruno la Muraille' });
  chloe = await createUser(t.db, { username: 'Chloe', nickname: '' });
  scene = await buildResultatsScene(t.db, { alice: alice.id, bruno: bruno.id, chloe: chloe.id });
});
afterAll(() => t.close());

/** Follows a job through the API until it stops running (each call lets the job move on). */
async function waitJob(id: number): Promise<StatsJob> {
  for (;;) {
    const job = (await t.as(r.admin).call(statsCalls.job, { id })).json().job as StatsJob;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function computeJournee(journeeId: number) {
  const res = await t.as(r.admin).call(statsCalls.computeJournee, { journee_id: journeeId });
  expect(res.statusCode).toBe(200);
  return waitJob(res.json().job.id);
}

const pointsOf = async (journeeId: number) =>
  new Map(
    (await t.db.select().from(playerPoints).where(eq(playerPoints.journeeId, journeeId))).map((row) => [
      row.joueurId,
      { points: row.points, played: row.played, detail: row.detail },
    ]),
  );

describe('stats/compute_journee.php (the whole matchday, set-based, as a job)', () => {
  it('scores every stat line of the matchday with its detail, and reports the job', async () => {
    const job = await computeJournee(scene.j1.id);
    expect(job).toMatchObject({ kind: 'compute_points', status: 'done', total: 8, done: 8, ok: 8, ko: 0, cancel_requested: false });
    expect(job.log.map((l) => [l.level, l.text])).toEqual([
      ['info', STATS_MSG.jobStart(8, 8, 1)],
      ['ok', STATS_MSG.jobChunk(1, 8, 8)],
      ['info', STATS_MSG.jobDone(8, 1)],
    ]);
    expect(job.message).toBe(STATS_MSG.jobDone(8, 1));
    const points = await pointsOf(scene.j1.id);
    const { p } = scene;
    expect(Object.fromEntries([...points].map(([id, v]) => [id, v.points]))).toEqual({
      [p.g1.id]: 3,
      [p.d1.id]: 8,
      [p.a1.id]: 9,
      [p.a1b.id]: 5,
      [p.g2.id]: 7,
      [p.m2.id]: -1,
      [p.o2.id]: -1,
      [p.a3.id]: 4,
    });
    expect(points.get(p.g1.id)?.detail).toEqual([
      { label: '60+ min', count: 1, points: 2 },
      { label: 'arrêts', count: 2, points: 2 },
      { label: 'carton jaune', count: 1, points: -1 },
    ]);
    expect(formatDetail(points.get(p.g2.id)?.detail as never)).toBe(
      '2 pts : 60+ min, -1 pt : buts encaissés, 1 pt : arrêts, 5 pts : penalty arrêté',
    );
    // A second yellow counts as one red and replaces the yellow.
    expect(points.get(p.m2.id)?.detail).toEqual([
      { label: '60+ min', count: 1, points: 2 },
      { label: 'carton rouge', count: 1, points: -3 },
    ]);
    expect(points.get(p.a3.id)?.detail).toEqual([
      { label: '60+ min', count: 1, points: 2 },
      { label: 'but', count: 1, points: 4 },
      { label: 'penalty manqué', count: 1, points: -2 },
    ]);
    expect([...points.values()].every((v) => v.played)).toBe(true);
  });

  it('stores a player on the bench (0 minutes) with 0 points, not played', async () => {
    await computeJournee(scene.j2.id);
    const points = await pointsOf(scene.j2.id);
    expect(points.get(scene.p.free.id)).toEqual({ points: 0, played: false, detail: [] });
    expect(points.get(scene.p.m2.id)?.points).toBe(8);
    expect(points.has(scene.p.a1.id)).toBe(false);
  });

  it('computes again from scratch: same figures, and a removed stat line drops its points', async () => {
    const before = await pointsOf(scene.j2.id);
    const [line] = await t.db
      .delete(playerStats)
      .where(and(eq(playerStats.matchlfpId, scene.m2), eq(playerStats.joueurId, scene.p.free.id)))
      .returning();
    await computeJournee(scene.j2.id);
    const after = await pointsOf(scene.j2.id);
    expect(after.has(scene.p.free.id)).toBe(false);
    before.delete(scene.p.free.id);
    expect(after).toEqual(before);
    if (line) await t.db.insert(playerStats).values(line);
    await computeJournee(scene.j2.id);
  });

  it('rewrites only the points that changed: a player whose stat line changed, not the others', async () => {
    const written = async () =>
      new Map(
        (await t.db.select().from(playerPoints).where(eq(playerPoints.journeeId, scene.j1.id))).map((p) => [p.joueurId, p.computedAt]),
      );
    const before = await written();
    const start = t.now();
    const later = new Date(start.getTime() + 3_600_000);
    t.setNow(later);
    await t.db
      .update(playerStats)
      .set({ assists: 1 })
      .where(and(eq(playerStats.matchlfpId, scene.m1), eq(playerStats.joueurId, scene.p.a3.id)));
    const job = await computeJournee(scene.j1.id);
    expect(job).toMatchObject({ status: 'done', total: 8, done: 8 });
    const after = await written();
    expect(after.get(scene.p.a3.id)).toEqual(later);
    after.delete(scene.p.a3.id);
    before.delete(scene.p.a3.id);
    expect(after).toEqual(before);
    expect((await pointsOf(scene.j1.id)).get(scene.p.a3.id)?.points).toBe(7);
    await t.db
      .update(playerStats)
      .set({ assists: 0 })
      .where(and(eq(playerStats.matchlfpId, scene.m1), eq(playerStats.joueurId, scene.p.a3.id)));
    await computeJournee(scene.j1.id);
    t.setNow(start);
  });

  it('stops between two chunks when a cancel was asked, leaving the points untouched', async () => {
    const [job] = await t.db
      .insert(jobs)
      .values({ kind: 'compute_points', params: { journee_id: scene.j1.id }, cancelRequested: true })
      .returning();
    if (!job) throw new Error('no job');
    await t.db.delete(playerPoints).where(eq(playerPoints.journeeId, scene.j1.id));
    const status = await runComputeJournee(t.db, job, scene.j1, () => t.now());
    expect(status).toBe('cancelled');
    const stored = (await t.as(r.admin).call(statsCalls.job, { id: job.id })).json().job as StatsJob;
    expect(stored).toMatchObject({ status: 'cancelled', done: 0, total: 8 });
    expect(stored.message).toBe(`${CHAMPIONNAT_MSG.cancelled} ${STATS_MSG.jobCancelled(0, 8)}`);
    expect((await pointsOf(scene.j1.id)).size).toBe(0);
    await computeJournee(scene.j1.id);
  });

  it('cancel_job.php flags a running job; a finished one answers 409, an unknown one 404', async () => {
    const [running] = await t.db
      .insert(jobs)
      .values({ kind: 'compute_points', params: { journee_id: 999 } })
      .returning();
    if (!running) throw new Error('no job');
    const res = await t.as(r.admin).call(statsCalls.cancelJob, { id: running.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: CHAMPIONNAT_MSG.cancelRequested, job: { cancel_requested: true, status: 'running' } });
    await t.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, running.id));
    const again = await t.as(r.admin).call(statsCalls.cancelJob, { id: running.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHAMPIONNAT_MSG.jobNotRunning);
    expect((await t.as(r.admin).call(statsCalls.cancelJob, { id: 999999 })).statusCode).toBe(404);
    expect((await t.as(r.admin).call(statsCalls.job, { id: 999999 })).statusCode).toBe(404);
  });

  it('refuses to start while any job runs, a league import too (409), and an unknown matchday (404)', async () => {
    for (const kind of ['compute_points', 'import_lfp_stats']) {
      const [running] = await t.db
        .insert(jobs)
        .values({ kind, params: { numjournee: 1 } })
        .returning();
      if (!running) throw new Error('no job');
      const res = await t.as(r.admin).call(statsCalls.computeJournee, { journee_id: scene.j1.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CHAMPIONNAT_MSG.jobRunning);
      if (kind !== 'compute_points') expect((await t.as(r.admin).call(statsCalls.job, { id: running.id })).statusCode).toBe(404);
      await t.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, running.id));
    }
    const unknown = await t.as(r.admin).call(statsCalls.computeJournee, { journee_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.matchdayNotFound);
  });
});

describe('stats/compute_player_total.php (the per-player call)', () => {
  it('computes one player for one matchday, GET or POST, with the same figure as the whole pass', async () => {
    const { p } = scene;
    const res = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: p.g2.lfpId, poste: 'GB', numjournee: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      joueur_id: p.g2.id,
      journee_id: scene.j1.id,
      numjournee: 1,
      points: 7,
      played: true,
      message: STATS_MSG.playerComputed('Test Gardien2', 7, 1),
    });
    const viaPost = await t.as(r.admin).call(statsCalls.computePlayerTotal, { player_lfp_id: p.a1b.lfpId, numjournee: 2 });
    expect(viaPost.json()).toMatchObject({
      points: 6,
      detail: [
        { label: '60+ min', points: 2 },
        { label: 'but', count: 1, points: 4 },
      ],
    });
  });

  it('forgets the points of a player without a stat line that matchday', async () => {
    await t.db.insert(playerPoints).values({ joueurId: scene.p.a1.id, journeeId: scene.j2.id, points: 99, detail: [] });
    const res = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: scene.p.a1.lfpId, numjournee: 2 });
    expect(res.json()).toMatchObject({ points: 0, played: false, detail: [] });
    expect((await pointsOf(scene.j2.id)).has(scene.p.a1.id)).toBe(false);
  });

  it('applies an edited scoring grid from the next computation', async () => {
    const grid = structuredClone(DEFAULT_SCORING_GRID);
    grid.goal.AT = 10;
    const saved = await t.as(r.admin).call(statsCalls.saveScoringGrid, { grid });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: STATS_MSG.gridSaved, is_default: false, grid: { goal: { AT: 10 } } });
    expect((await pointsOf(scene.j1.id)).get(scene.p.a1.id)?.points).toBe(9);
    const res = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: scene.p.a1.lfpId, numjournee: 1 });
    expect(res.json().points).toBe(15);
    await t.as(r.admin).call(statsCalls.saveScoringGrid, { grid: DEFAULT_SCORING_GRID });
    const back = await t.as(r.admin).call(statsCalls.scoringGrid);
    expect(back.json()).toMatchObject({ is_default: true, grid: DEFAULT_SCORING_GRID });
    await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: scene.p.a1.lfpId, numjournee: 1 });
  });

  it('refuses an unknown player or matchday (404), a wrong position and bad input (400)', async () => {
    const unknown = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: 'nope', numjournee: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STATS_MSG.playerNotFound('nope'));
    const noDay = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: scene.p.g1.lfpId, numjournee: 30 });
    expect(noDay.statusCode).toBe(404);
    expect(noDay.json().message).toBe(MSG.matchdayNotFound);
    const wrong = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: scene.p.g1.lfpId, poste: 'AT', numjournee: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STATS_MSG.wrongPoste('AT', 'GB'));
    for (const query of [
      { numjournee: 1 },
      { player_lfp_id: scene.p.g1.lfpId },
      { player_lfp_id: 'x', numjournee: 0 },
      { player_lfp_id: 'x', numjournee: 1, poste: 'XX' },
    ]) {
      expect((await t.as(r.admin).get(statsCalls.computePlayerTotal, query)).statusCode).toBe(400);
    }
  });
});

describe('stats/players.php, stats/top_players.php, stats/player_points.php', () => {
  it('ranks the season players by total until a matchday, with the owned ones flagged and their owner named', async () => {
    const res = await t.as(r.pooler).call(statsCalls.players, { until_journee: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ saison_id: 2026, until_journee: 2 });
    const totals = body.rows.map((row: { nom: string; total: number; owned: boolean }) => [row.nom, row.total, row.owned]);
    expect(totals).toEqual([
      ['Gardien2', 13, true],
      ['Defenseur1', 12, true],
      ['Remplacant1', 11, true],
      ['Attaquant1', 9, true],
      ['Gardien1', 9, true],
      ['Milieu2', 7, true],
      ['Attaquant3', 6, true],
      ['Offensif2', 1, true],
      ['Libre', 0, false],
    ]);
    expect(body.rows[0]).toEqual({
      joueur_id: scene.p.g2.id,
      prenom: 'Test',
      nom: 'Gardien2',
      club_id: scene.clubs.clubB,
      club_name: 'Club B',
      poste: 'GB',
      total: 13,
      owned: true,
      owner_id: bruno.id,
      owner: 'Bruno la Muraille',
    });
    // The owner now: Offensif2 left Bruno for Chloé, who has no display name (her username then).
    expect(body.rows.find((row: { nom: string }) => row.nom === 'Offensif2')).toMatchObject({ owner_id: chloe.id, owner: 'Chloe' });
    expect(body.rows.find((row: { nom: string }) => row.nom === 'Libre')).toMatchObject({ owned: false, owner_id: null, owner: null });
  });

  it('says up to which matchday the totals run: the last one with points, not a matchday still to play', async () => {
    const later = await t.as(r.pooler).call(statsCalls.players, { until_journee: 30 });
    expect(later.json()).toMatchObject({ until_journee: 2 });
    expect(later.json().rows[0]).toMatchObject({ nom: 'Gardien2', total: 13 });
    const top = await t.as(r.pooler).call(statsCalls.topPlayers, { until_journee: 30 });
    expect(top.json()).toMatchObject({ until_journee: 2 });
    const none = await t.as(r.pooler).call(statsCalls.players, { saison_id: 1999 });
    expect(none.json()).toMatchObject({ saison_id: 1999, until_journee: null, rows: [] });
  });

  it('filters by position (Tous for all) and stops at the asked matchday (default: the active one)', async () => {
    const at = await t.as(r.pooler).call(statsCalls.players, { poste: 'AT', until_journee: 1 });
    expect(at.json().rows.map((row: { nom: string; total: number }) => [row.nom, row.total])).toEqual([
      ['Attaquant1', 9],
      ['Remplacant1', 5],
      ['Attaquant3', 4],
      ['Libre', 0],
    ]);
    const all = await t.as(r.pooler).call(statsCalls.players, { poste: 'Tous' });
    expect(all.json()).toMatchObject({ until_journee: 1 });
    expect(all.json().rows).toHaveLength(9);
    expect((await t.as(r.pooler).get(statsCalls.players, { poste: 'XX' })).statusCode).toBe(400);
  });

  it('answers a bounded page, filtered and sorted on the server, with how many rows the filters keep', async () => {
    const names = async (query: Record<string, unknown>) => {
      const res = await t.as(r.pooler).call(statsCalls.players, { until_journee: 2, ...query });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return [body.total_rows, body.rows.map((row: { nom: string }) => row.nom)];
    };
    // Pages of 4: the ranking cut where the page says, and its whole count.
    expect(await names({ limit: 4 })).toEqual([9, ['Gardien2', 'Defenseur1', 'Remplacant1', 'Attaquant1']]);
    expect(await names({ limit: 4, page: 3 })).toEqual([9, ['Libre']]);
    expect(await names({ limit: 4, page: 4 })).toEqual([9, []]);
    // A name, accents and case aside, from two characters; a club; an owner (free, owned, one pooler's).
    expect(await names({ q: 'GARDIÉN' })).toEqual([2, ['Gardien2', 'Gardien1']]);
    expect(await names({ q: 'g' })).toEqual([9, expect.any(Array)]);
    expect(await names({ q: '100%' })).toEqual([0, []]);
    expect(await names({ club_id: scene.clubs.clubA })).toEqual([4, ['Defenseur1', 'Remplacant1', 'Attaquant1', 'Gardien1']]);
    expect(await names({ owner: 'libres' })).toEqual([1, ['Libre']]);
    expect(await names({ owner: 'pris', poste: 'AT' })).toEqual([3, ['Remplacant1', 'Attaquant1', 'Attaquant3']]);
    expect(await names({ owner: chloe.id })).toEqual([2, ['Attaquant3', 'Offensif2']]);
    // Sorted by name, club or position, each way; ties by total.
    expect((await names({ sort: 'nom' }))[1]).toEqual([
      'Attaquant1',
      'Attaquant3',
      'Defenseur1',
      'Gardien1',
      'Gardien2',
      'Libre',
      'Milieu2',
      'Offensif2',
      'Remplacant1',
    ]);
    expect((await names({ sort: 'nom', dir: 'desc', limit: 2 }))[1]).toEqual(['Remplacant1', 'Offensif2']);
    expect((await names({ sort: 'poste', limit: 3 }))[1]).toEqual(['Gardien2', 'Gardien1', 'Defenseur1']);
    expect((await names({ sort: 'club_name', dir: 'desc', limit: 2 }))[1]).toEqual(['Gardien2', 'Milieu2']);
    // A club or a pooler that does not exist is refused, as any unknown id.
    expect((await t.as(r.pooler).call(statsCalls.players, { club_id: 999999 })).statusCode).toBe(404);
    expect((await t.as(r.pooler).call(statsCalls.players, { owner: 999999 })).statusCode).toBe(404);
    // Bounded: 100 rows by default, 500 at most; nonsense refused in French.
    expect((await t.as(r.pooler).call(statsCalls.players, {})).json().limit).toBe(100);
    for (const bad of [{ limit: 501 }, { limit: 0 }, { page: 0 }, { sort: 'secret' }, { owner: 'moi' }, { q: 'x'.repeat(51) }]) {
      const res = await t.as(r.pooler).get(statsCalls.players, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('lists the top players over all positions, with a limit (10 by default)', async () => {
    const top = await t.as(r.pooler).call(statsCalls.topPlayers, { until_journee: 2, limit: 3 });
    expect(top.json().rows.map((row: { nom: string }) => row.nom)).toEqual(['Gardien2', 'Defenseur1', 'Remplacant1']);
    const ten = await t.as(r.pooler).call(statsCalls.topPlayers, { until_journee: 2 });
    expect(ten.json().rows).toHaveLength(9);
    expect((await t.as(r.pooler).call(statsCalls.topPlayers, { limit: 0 })).statusCode).toBe(400);
  });

  it("answers a player's points matchday by matchday with their detail", async () => {
    const res = await t.as(r.pooler).call(statsCalls.playerPoints, { joueur_id: scene.p.g1.id });
    expect(res.json()).toMatchObject({
      joueur: { joueur_id: scene.p.g1.id, nom: 'Gardien1', club_name: 'Club A', poste: 'GB' },
      total: 9,
      points: [
        { numjournee: 1, points: 3, played: true },
        { numjournee: 2, points: 6, played: true, detail: [{ label: '60+ min' }, { label: 'clean sheet', count: 1, points: 4 }] },
      ],
    });
    expect((await t.as(r.pooler).call(statsCalls.playerPoints, { joueur_id: 999999 })).statusCode).toBe(404);
  });
});

describe('roles', () => {
  /** Each admin call, by each of its methods (a query for a GET, an empty body for a POST). */
  const adminCalls = [
    ['GET', statsCalls.computePlayerTotal, { player_lfp_id: 'x', numjournee: 1 }],
    ['POST', statsCalls.computePlayerTotal, {}],
    ['POST', statsCalls.computeJournee, {}],
    ['GET', statsCalls.job, { id: 1 }],
    ['POST', statsCalls.cancelJob, {}],
    ['GET', statsCalls.scoringGrid, {}],
    ['POST', statsCalls.saveScoringGrid, {}],
  ] as const;

  it('keeps computations and the grid to admins: anonymous 401, pooler 403', async () => {
    for (const [method, e, input] of adminCalls) {
      const call = (who: Caller) => (method === 'POST' ? who.post(e, input) : who.get(e, input));
      expect((await call(t.anonymous)).statusCode, `${method} ${e.path}`).toBe(401);
      expect((await call(t.as(r.pooler))).statusCode, `${method} ${e.path}`).toBe(403);
    }
    expect((await t.as(r.superAdmin).call(statsCalls.scoringGrid)).statusCode).toBe(200);
  });

  it('lets any logged-in user read the stats, not anonymous callers', async () => {
    for (const read of [
      (who: Caller) => who.call(statsCalls.players),
      (who: Caller) => who.call(statsCalls.topPlayers),
      (who: Caller) => who.call(statsCalls.playerPoints, { joueur_id: scene.p.g1.id }),
    ]) {
      expect((await read(t.anonymous)).statusCode).toBe(401);
      expect((await read(t.as(r.other))).statusCode).toBe(200);
    }
  });

  it('refuses a grid with a missing line or an out-of-range value (400)', async () => {
    const { goal: _goal, ...partial } = DEFAULT_SCORING_GRID;
    expect((await t.as(r.admin).post(statsCalls.saveScoringGrid, { grid: partial })).statusCode).toBe(400);
    const huge = structuredClone(DEFAULT_SCORING_GRID);
    huge.assist.MC = 1000;
    expect((await t.as(r.admin).call(statsCalls.saveScoringGrid, { grid: huge })).statusCode).toBe(400);
  });
});
