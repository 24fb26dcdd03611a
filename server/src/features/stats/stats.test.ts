import { DEFAULT_SCORING_GRID, formatDetail, LEAGUE_MSG, MSG, STATS_MSG, type StatsJob } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createUser, roles } from '../../../test/factories.js';
import { jobs, playerPoints, playerStats } from '../../db/schema.js';
import { buildScene } from '../resultats/test-scene.js';
import { runComputeJournee } from './compute-journee.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let scene: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t.app, t.db);
  const [alice, bruno, chloe] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
  scene = await buildScene(t.db, { alice: alice.id, bruno: bruno.id, chloe: chloe.id });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url: `/backend/api/${url}`, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/backend/api/${url}`, payload: payload as object, headers: cookie ? { cookie } : {} });

/** Follows a job through the API until it stops running (each call lets the job move on). */
async function waitJob(id: number): Promise<StatsJob> {
  for (;;) {
    const job = (await get(`stats/job.php?id=${id}`, r.admin.cookie)).json().job as StatsJob;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function computeJournee(journeeId: number) {
  const res = await post('stats/compute_journee.php', { journee_id: journeeId }, r.admin.cookie);
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
      '2 pts : 60+ min, -1 pts : buts encaissés, 1 pts : arrêts, 5 pts : penalty arrêté',
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

  it('stops between two chunks when a cancel was asked, leaving the points untouched', async () => {
    const [job] = await t.db
      .insert(jobs)
      .values({ kind: 'compute_points', params: { journee_id: scene.j1.id }, cancelRequested: true })
      .returning();
    if (!job) throw new Error('no job');
    await t.db.delete(playerPoints).where(eq(playerPoints.journeeId, scene.j1.id));
    const status = await runComputeJournee(t.db, job, scene.j1, () => t.now());
    expect(status).toBe('cancelled');
    const stored = (await get(`stats/job.php?id=${job.id}`, r.admin.cookie)).json().job as StatsJob;
    expect(stored).toMatchObject({ status: 'cancelled', done: 0, total: 8 });
    expect(stored.message).toBe(`${LEAGUE_MSG.cancelled} ${STATS_MSG.jobCancelled(0, 8)}`);
    expect((await pointsOf(scene.j1.id)).size).toBe(0);
    await computeJournee(scene.j1.id);
  });

  it('cancel_job.php flags a running job; a finished one answers 409, an unknown one 404', async () => {
    const [running] = await t.db
      .insert(jobs)
      .values({ kind: 'compute_points', params: { journee_id: 999 } })
      .returning();
    if (!running) throw new Error('no job');
    const res = await post('stats/cancel_job.php', { id: running.id }, r.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: LEAGUE_MSG.cancelRequested, job: { cancel_requested: true, status: 'running' } });
    await t.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, running.id));
    const again = await post('stats/cancel_job.php', { id: running.id }, r.admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LEAGUE_MSG.jobNotRunning);
    expect((await post('stats/cancel_job.php', { id: 999999 }, r.admin.cookie)).statusCode).toBe(404);
    expect((await get('stats/job.php?id=999999', r.admin.cookie)).statusCode).toBe(404);
  });

  it('refuses to start while any job runs, a league import too (409), and an unknown matchday (404)', async () => {
    for (const kind of ['compute_points', 'import_lfp_stats']) {
      const [running] = await t.db
        .insert(jobs)
        .values({ kind, params: { numjournee: 1 } })
        .returning();
      if (!running) throw new Error('no job');
      const res = await post('stats/compute_journee.php', { journee_id: scene.j1.id }, r.admin.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LEAGUE_MSG.jobRunning);
      if (kind !== 'compute_points') expect((await get(`stats/job.php?id=${running.id}`, r.admin.cookie)).statusCode).toBe(404);
      await t.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, running.id));
    }
    const unknown = await post('stats/compute_journee.php', { journee_id: 999999 }, r.admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.matchdayNotFound);
  });
});

describe('stats/compute_player_total.php (the per-player call)', () => {
  it('computes one player for one matchday, GET or POST, with the same figure as the whole pass', async () => {
    const { p } = scene;
    const res = await get(`stats/compute_player_total.php?player_lfp_id=${p.g2.lfpId}&poste=GB&numjournee=1`, r.admin.cookie);
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
    const viaPost = await post('stats/compute_player_total.php', { player_lfp_id: p.a1b.lfpId, numjournee: 2 }, r.admin.cookie);
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
    const res = await get(`stats/compute_player_total.php?player_lfp_id=${scene.p.a1.lfpId}&numjournee=2`, r.admin.cookie);
    expect(res.json()).toMatchObject({ points: 0, played: false, detail: [] });
    expect((await pointsOf(scene.j2.id)).has(scene.p.a1.id)).toBe(false);
  });

  it('applies an edited scoring grid from the next computation', async () => {
    const grid = structuredClone(DEFAULT_SCORING_GRID);
    grid.goal.AT = 10;
    const saved = await post('stats/save_scoring_grid.php', { grid }, r.admin.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: STATS_MSG.gridSaved, is_default: false, grid: { goal: { AT: 10 } } });
    expect((await pointsOf(scene.j1.id)).get(scene.p.a1.id)?.points).toBe(9);
    const res = await get(`stats/compute_player_total.php?player_lfp_id=${scene.p.a1.lfpId}&numjournee=1`, r.admin.cookie);
    expect(res.json().points).toBe(15);
    await post('stats/save_scoring_grid.php', { grid: DEFAULT_SCORING_GRID }, r.admin.cookie);
    const back = await get('stats/scoring_grid.php', r.admin.cookie);
    expect(back.json()).toMatchObject({ is_default: true, grid: DEFAULT_SCORING_GRID });
    await get(`stats/compute_player_total.php?player_lfp_id=${scene.p.a1.lfpId}&numjournee=1`, r.admin.cookie);
  });

  it('refuses an unknown player or matchday (404), a wrong position and bad input (400)', async () => {
    const unknown = await get('stats/compute_player_total.php?player_lfp_id=nope&numjournee=1', r.admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STATS_MSG.playerNotFound('nope'));
    const noDay = await get(`stats/compute_player_total.php?player_lfp_id=${scene.p.g1.lfpId}&numjournee=30`, r.admin.cookie);
    expect(noDay.statusCode).toBe(404);
    expect(noDay.json().message).toBe(MSG.matchdayNotFound);
    const wrong = await get(`stats/compute_player_total.php?player_lfp_id=${scene.p.g1.lfpId}&poste=AT&numjournee=1`, r.admin.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STATS_MSG.wrongPoste('AT', 'GB'));
    for (const qs of [
      'numjournee=1',
      `player_lfp_id=${scene.p.g1.lfpId}`,
      `player_lfp_id=x&numjournee=0`,
      'player_lfp_id=x&numjournee=1&poste=XX',
    ]) {
      expect((await get(`stats/compute_player_total.php?${qs}`, r.admin.cookie)).statusCode).toBe(400);
    }
  });
});

describe('stats/players.php, stats/top_players.php, stats/player_points.php', () => {
  it('ranks the season players by total until a matchday, with the owned ones flagged', async () => {
    const res = await get('stats/players.php?until_journee=2', r.pooler.cookie);
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
    });
  });

  it('filters by position (Tous for all) and stops at the asked matchday (default: the active one)', async () => {
    const at = await get('stats/players.php?poste=AT&until_journee=1', r.pooler.cookie);
    expect(at.json().rows.map((row: { nom: string; total: number }) => [row.nom, row.total])).toEqual([
      ['Attaquant1', 9],
      ['Remplacant1', 5],
      ['Attaquant3', 4],
      ['Libre', 0],
    ]);
    const all = await get('stats/players.php?poste=Tous', r.pooler.cookie);
    expect(all.json()).toMatchObject({ until_journee: 1 });
    expect(all.json().rows).toHaveLength(9);
    expect((await get('stats/players.php?poste=XX', r.pooler.cookie)).statusCode).toBe(400);
  });

  it('lists the top players over all positions, with a limit (10 by default)', async () => {
    const top = await get('stats/top_players.php?until_journee=2&limit=3', r.pooler.cookie);
    expect(top.json().rows.map((row: { nom: string }) => row.nom)).toEqual(['Gardien2', 'Defenseur1', 'Remplacant1']);
    const ten = await get('stats/top_players.php?until_journee=2', r.pooler.cookie);
    expect(ten.json().rows).toHaveLength(9);
    expect((await get('stats/top_players.php?limit=0', r.pooler.cookie)).statusCode).toBe(400);
  });

  it("answers a player's points matchday by matchday with their detail", async () => {
    const res = await get(`stats/player_points.php?joueur_id=${scene.p.g1.id}`, r.pooler.cookie);
    expect(res.json()).toMatchObject({
      joueur: { joueur_id: scene.p.g1.id, nom: 'Gardien1', club_name: 'Club A', poste: 'GB' },
      total: 9,
      points: [
        { numjournee: 1, points: 3, played: true },
        { numjournee: 2, points: 6, played: true, detail: [{ label: '60+ min' }, { label: 'clean sheet', count: 1, points: 4 }] },
      ],
    });
    expect((await get('stats/player_points.php?joueur_id=999999', r.pooler.cookie)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  const adminCalls = [
    ['GET', 'stats/compute_player_total.php?player_lfp_id=x&numjournee=1'],
    ['POST', 'stats/compute_player_total.php'],
    ['POST', 'stats/compute_journee.php'],
    ['GET', 'stats/job.php?id=1'],
    ['POST', 'stats/cancel_job.php'],
    ['GET', 'stats/scoring_grid.php'],
    ['POST', 'stats/save_scoring_grid.php'],
  ] as const;

  it('keeps computations and the grid to admins: anonymous 401, pooler 403', async () => {
    for (const [method, url] of adminCalls) {
      const call = (cookie?: string) =>
        t.app.inject({
          method,
          url: `/backend/api/${url}`,
          ...(method === 'POST' ? { payload: {} } : {}),
          headers: cookie ? { cookie } : {},
        });
      expect((await call()).statusCode, url).toBe(401);
      expect((await call(r.pooler.cookie)).statusCode, url).toBe(403);
    }
    expect((await get('stats/scoring_grid.php', r.superAdmin.cookie)).statusCode).toBe(200);
  });

  it('lets any logged-in user read the stats, not anonymous callers', async () => {
    for (const url of ['stats/players.php', 'stats/top_players.php', `stats/player_points.php?joueur_id=${scene.p.g1.id}`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, r.other.cookie)).statusCode).toBe(200);
    }
  });

  it('refuses a grid with a missing line or an out-of-range value (400)', async () => {
    const { goal: _goal, ...partial } = DEFAULT_SCORING_GRID;
    expect((await post('stats/save_scoring_grid.php', { grid: partial }, r.admin.cookie)).statusCode).toBe(400);
    const huge = structuredClone(DEFAULT_SCORING_GRID);
    huge.assist.MC = 1000;
    expect((await post('stats/save_scoring_grid.php', { grid: huge }, r.admin.cookie)).statusCode).toBe(400);
  });
});
