import { CHAMPIONNAT_MSG, championnatCalls, MSG, SRV } from '@poolfoot/domain';
import { and, asc, eq, inArray, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journees, jobs, joueurs, matchlfps, playerStats } from '../../db/schema.js';
import { waitForJobs } from '../../jobs/run.js';
import { configureChampionnat } from './runtime.js';
import { type ChampionnatTest, championnatTestApp, localSource, relay } from '../../../test/factories/index.js';

let L: ChampionnatTest;
beforeAll(async () => {
  L = await championnatTestApp();
  // The demo league tells a match only once played, by the server's clock: these tests read matchdays 1 and 2
  // afterwards (three hours after their last kickoff, once the league has its minutes).
  const [last] = await L.t.db
    .select({ at: max(matchlfps.kickoffAt) })
    .from(matchlfps)
    .innerJoin(journees, eq(journees.id, matchlfps.journeeId))
    .where(lte(journees.numjournee, 2));
  if (!last?.at) throw new Error('demo sans matchs');
  L.t.setNow(new Date(last.at.getTime() + 3 * 3_600_000));
}, 120_000);
afterAll(() => L.t.close());

const journeeId = async (n: number) => {
  const [j] = await L.t.db.select().from(journees).where(eq(journees.numjournee, n));
  if (!j) throw new Error(`no journee ${n}`);
  return j.id;
};
const matchesOf = async (n: number) =>
  L.t.db
    .select()
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, await journeeId(n)))
    .orderBy(asc(matchlfps.matchLfpId));
const linesOf = async (matchIds: number[]) =>
  L.t.db.select().from(playerStats).where(inArray(playerStats.matchlfpId, matchIds)).orderBy(asc(playerStats.id));

describe('who may run the league imports', () => {
  it('refuses anonymous callers (401) and poolers (403), on GET and POST', async () => {
    const pooler = L.t.as(L.r.pooler);
    for (const method of ['get', 'post'] as const) {
      for (const e of [championnatCalls.importLfp, championnatCalls.importLfpStats]) {
        expect((await L.t.anonymous[method](e, { numjournee: 1 })).statusCode).toBe(401);
        const res = await pooler[method](e, { numjournee: 1 });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(SRV.forbiddenRole);
      }
      expect((await pooler[method](championnatCalls.buildFromMatchlfp, { matchId: 1 })).statusCode).toBe(403);
    }
    for (const read of [
      () => pooler.call(championnatCalls.job, { id: 1 }),
      () => pooler.call(championnatCalls.latest, { scope: 'journee' }),
      () => pooler.call(championnatCalls.matches),
    ]) {
      expect((await read()).statusCode).toBe(403);
    }
    expect((await pooler.call(championnatCalls.cancel, { id: 1 })).statusCode).toBe(403);
  });

  it('validates the matchday (400) and refuses an unknown one (404) without starting anything', async () => {
    for (const numjournee of ['abc', 0, 61]) {
      expect((await L.admin.get(championnatCalls.importLfp, { numjournee })).statusCode).toBe(400);
    }
    expect((await L.admin.post(championnatCalls.importLfp, {})).statusCode).toBe(400);
    const res = await L.admin.get(championnatCalls.importLfpStats, { numjournee: 40 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.matchdayNotFound);
    expect(await L.t.db.$count(jobs)).toBe(0);
  });
});

describe('matchlfps/import_lfp.php from the demo league over HTTP', () => {
  it('updates the matchday’s matches (scores, period) and logs one OK line per match', async () => {
    const before = await matchesOf(1);
    const job = await L.runJob(championnatCalls.importLfp, { numjournee: 1 });
    expect(job).toMatchObject({ kind: 'import_lfp', numjournee: 1, status: 'done', total: 9, done: 9, ok: 9, ko: 0 });
    expect(job.message).toBe(CHAMPIONNAT_MSG.matchesImported(9, 0));
    // A note says which season the import used, then one line per match.
    expect(job.log).toHaveLength(10);
    expect(job.log[0]).toMatchObject({ level: 'info', text: CHAMPIONNAT_MSG.seasonUsed('2025/26') });
    expect(job.log.slice(1).every((l) => l.level === 'ok')).toBe(true);
    expect(job.log[1]?.text).toBe('Rennes – Marseille : 1-0, mis à jour');
    const after = await matchesOf(1);
    const opener = after.find((m) => m.matchLfpId === 'l1_championship_match_1');
    expect(opener).toMatchObject({ period: 'fullTime', homeScore: 1, awayScore: 0 });
    // The demo league reports the seeded (shifted) calendar: kickoffs do not move.
    expect(after.map((m) => m.kickoffAt.getTime())).toEqual(before.map((m) => m.kickoffAt.getTime()));
    expect(after.every((m) => m.period === 'fullTime' && m.homeScore !== null)).toBe(true);
  });

  it('is idempotent: a second run changes nothing and says so', async () => {
    const before = await L.snapshot();
    const job = await L.runJob(championnatCalls.importLfp, { numjournee: 1 });
    expect(job).toMatchObject({ status: 'done', ok: 9, ko: 0 });
    expect(job.log.slice(1).every((l) => l.text.endsWith('inchangé'))).toBe(true);
    expect(await L.snapshot()).toBe(before);
  });

  it('creates missing matches, mapping the source’s clubs to ours by external club id', async () => {
    await L.t.db.delete(matchlfps).where(eq(matchlfps.journeeId, await journeeId(2)));
    const job = await L.runJob(championnatCalls.importLfp, { numjournee: 2 });
    expect(job).toMatchObject({ status: 'done', ok: 9, ko: 0 });
    expect(job.log.slice(1).every((l) => l.text.endsWith('créé'))).toBe(true);
    const rows = await matchesOf(2);
    expect(rows).toHaveLength(9);
    const res = await L.admin.call(championnatCalls.matches, { numjournee: 2 });
    expect(res.statusCode).toBe(200);
    const first = res.json().matchs.find((m: { match_lfp_id: string }) => m.match_lfp_id === 'l1_championship_match_10');
    expect(first).toMatchObject({ home: 'PSG', away: 'Angers', period: 'fullTime', home_score: 1, away_score: 0, lines: 0 });
  });
});

describe('matchlfps/import_lfp_stats.php: the per-match build', () => {
  it('stores every player’s stat line, consistent with the real score', async () => {
    const job = await L.runJob(championnatCalls.importLfpStats, { numjournee: 1 });
    expect(job).toMatchObject({
      kind: 'import_lfp_stats',
      status: 'done',
      total: 9,
      done: 9,
      ok: 9,
      ko: 0,
      message: MSG.rebuildDone(9, 0),
    });
    expect(job.log[0]?.text).toBe(CHAMPIONNAT_MSG.seasonUsed('2025/26'));
    expect(job.log[1]?.text).toBe('Rennes – Marseille : 1-0, 40 lignes de stats (40 modifiées)');
    const matches = await matchesOf(1);
    const lines = await linesOf(matches.map((m) => m.id));
    expect(lines).toHaveLength(9 * 40);
    const players = new Map((await L.t.db.select().from(joueurs)).map((j) => [j.id, j]));
    for (const m of matches) {
      const own = lines.filter((l) => l.matchlfpId === m.id);
      const side = (clubId: number) => own.filter((l) => l.clubId === clubId);
      const goals = (clubId: number, other: number) =>
        side(clubId).reduce((s, l) => s + l.goals, 0) + side(other).reduce((s, l) => s + l.ownGoals, 0);
      expect(goals(m.homeClubId, m.awayClubId)).toBe(m.homeScore);
      expect(goals(m.awayClubId, m.homeClubId)).toBe(m.awayScore);
      for (const [clubId, conceded] of [
        [m.homeClubId, m.awayScore],
        [m.awayClubId, m.homeScore],
      ] as const) {
        // Every line is a player of that club; the goalkeepers who played conceded exactly the other side's goals.
        expect(side(clubId).every((l) => players.get(l.joueurId)?.clubId === clubId)).toBe(true);
        const keepers = side(clubId).filter((l) => l.minutes > 0 && players.get(l.joueurId)?.poste === 'GB');
        expect(keepers.reduce((s, l) => s + l.goalsConceded, 0)).toBe(conceded);
        expect(side(clubId).filter((l) => l.started)).toHaveLength(11);
        // A clean sheet: played and conceded nothing while on the pitch (the grid adds its 60 minutes).
        for (const l of side(clubId)) expect(l.cleanSheet).toBe(l.minutes > 0 && l.goalsConceded === 0);
      }
      expect(own.reduce((s, l) => s + l.assists, 0)).toBeLessThanOrEqual((m.homeScore ?? 0) + (m.awayScore ?? 0));
    }
    const res = await L.admin.call(championnatCalls.matches, { numjournee: 1 });
    expect(res.json().matchs.every((m: { lines: number }) => m.lines === 40)).toBe(true);
  });

  it('is idempotent: re-importing leaves every line as it was (same rows, same ids)', async () => {
    const before = await L.snapshot();
    const job = await L.runJob(championnatCalls.importLfpStats, { numjournee: 1 });
    expect(job).toMatchObject({ status: 'done', ok: 9, ko: 0 });
    expect(job.log.slice(1).every((l) => l.text.endsWith('(inchangées)'))).toBe(true);
    expect(await L.snapshot()).toBe(before);
  });

  it('finds the matchday’s last job again (the admin came back) by matchday', async () => {
    const res = await L.admin.call(championnatCalls.latest, { scope: 'journee', numjournee: 1 });
    expect(res.json().job).toMatchObject({ kind: 'import_lfp_stats', numjournee: 1, status: 'done' });
    expect((await L.admin.call(championnatCalls.latest, { scope: 'journee', numjournee: 7 })).json().job).toBeNull();
    expect((await L.admin.get(championnatCalls.latest, { scope: 'autre' })).statusCode).toBe(400);
    expect((await L.admin.call(championnatCalls.job, { id: 999_999 })).statusCode).toBe(404);
    // A job of another kind (the points computation) is not a league job.
    const [other] = await L.t.db.insert(jobs).values({ kind: 'compute_points', params: {}, status: 'done' }).returning();
    if (!other) throw new Error('no job');
    expect((await L.admin.call(championnatCalls.job, { id: other.id })).statusCode).toBe(404);
    expect((await L.admin.call(championnatCalls.cancel, { id: other.id })).statusCode).toBe(404);
  });

  it('build_from_matchlfp rebuilds one match by league id or our id; truncate=1 drops lines the source no longer lists', async () => {
    const [m] = await L.t.db.select().from(matchlfps).where(eq(matchlfps.matchLfpId, 'l1_championship_match_1'));
    if (!m) throw new Error('no match');
    const same = await L.admin.get(championnatCalls.buildFromMatchlfp, { matchId: 'l1_championship_match_1', truncate: 1 });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ match: { id: m.id }, players_count: 40, created: 0, updated: 0, deleted: 0, unknown: [] });
    // A line for a player who did not play that match, and one line changed by hand.
    const [stranger] = await L.t.db.select().from(joueurs).where(eq(joueurs.lfpId, '100001'));
    const [line] = await L.t.db.select().from(playerStats).where(eq(playerStats.matchlfpId, m.id)).limit(1);
    if (!stranger || !line) throw new Error('no data');
    await L.t.db.insert(playerStats).values({ matchlfpId: m.id, joueurId: stranger.id, clubId: stranger.clubId, minutes: 90 });
    await L.t.db.update(playerStats).set({ minutes: 1 }).where(eq(playerStats.id, line.id));
    const keep = await L.admin.call(championnatCalls.buildFromMatchlfp, { matchId: m.id, truncate: 0 });
    expect(keep.json()).toMatchObject({ created: 0, updated: 1, deleted: 0 });
    const res = await L.admin.call(championnatCalls.buildFromMatchlfp, { matchId: String(m.id), truncate: 1 });
    expect(res.json()).toMatchObject({ players_count: 40, created: 0, updated: 0, deleted: 1 });
    expect(res.json().message).toBe('Rennes – Marseille : 1-0, 40 lignes de stats (1 modifiée)');
    const [restored] = await L.t.db.select().from(playerStats).where(eq(playerStats.id, line.id));
    expect(restored?.minutes).toBe(line.minutes);
    expect((await L.admin.get(championnatCalls.buildFromMatchlfp, { matchId: 'l1_championship_match_99999' })).statusCode).toBe(404);
    expect((await L.admin.get(championnatCalls.buildFromMatchlfp)).statusCode).toBe(400);
  });

  it('says which players the database does not know and skips their lines', async () => {
    const [p] = await L.t.db
      .select()
      .from(joueurs)
      .innerJoin(playerStats, eq(playerStats.joueurId, joueurs.id))
      .innerJoin(matchlfps, and(eq(matchlfps.id, playerStats.matchlfpId), eq(matchlfps.matchLfpId, 'l1_championship_match_2')))
      .limit(1);
    if (!p) throw new Error('no player');
    await L.t.db.update(joueurs).set({ lfpId: 'x1', shortOptaId: 'x1' }).where(eq(joueurs.id, p.joueurs.id));
    const res = await L.admin.get(championnatCalls.buildFromMatchlfp, { matchId: 'l1_championship_match_2' });
    expect(res.json()).toMatchObject({ players_count: 39, deleted: 1, unknown: [`${p.joueurs.prenom} ${p.joueurs.nom}`] });
    await L.t.db.update(joueurs).set({ lfpId: p.joueurs.lfpId, shortOptaId: p.joueurs.shortOptaId }).where(eq(joueurs.id, p.joueurs.id));
    expect((await L.admin.get(championnatCalls.buildFromMatchlfp, { matchId: 'l1_championship_match_2' })).json()).toMatchObject({
      players_count: 40,
      created: 1,
    });
  });
});

describe('a source that fails', () => {
  it('is tried again: one failing twice then answering gives every match OK, after 3 tries each', async () => {
    const backoffs: number[] = [];
    const flaky = await localSource((req, res, hit) => {
      if (hit <= 2) {
        res.writeHead(hit === 1 ? 503 : 200, { 'content-type': 'application/json' });
        res.end(hit === 1 ? '{"error":"busy"}' : '{"oops"');
        return;
      }
      return relay(`${L.base}/demo-league`, req.url, res);
    });
    try {
      await L.t.db.delete(playerStats).where(
        inArray(
          playerStats.matchlfpId,
          (await matchesOf(2)).map((m) => m.id),
        ),
      );
      configureChampionnat(L.t.app.ctx, { lfpApiUrl: flaky.url, policy: { backoff: async (n) => void backoffs.push(n) } });
      const job = await L.runJob(championnatCalls.importLfpStats, { numjournee: 2 });
      expect(job).toMatchObject({ status: 'done', ok: 9, ko: 0, message: MSG.rebuildDone(9, 0) });
      expect(await linesOf((await matchesOf(2)).map((m) => m.id))).toHaveLength(9 * 40);
      expect([...flaky.hits.values()]).toEqual(Array(9).fill(3));
      expect(backoffs).toEqual(Array(9).fill([1, 2]).flat());
    } finally {
      L.useDemo();
      await flaky.close();
    }
  });

  it('that always fails: a clear KO per match, and nothing half-written', async () => {
    const down = await localSource((_req, res) => {
      res.writeHead(500);
      res.end('panne');
    });
    try {
      configureChampionnat(L.t.app.ctx, { lfpApiUrl: down.url });
      const before = await L.snapshot();
      const stats = await L.runJob(championnatCalls.importLfpStats, { numjournee: 1 });
      expect(stats).toMatchObject({ status: 'done', ok: 0, ko: 9, message: MSG.rebuildDone(0, 9) });
      expect(stats.log[1]).toMatchObject({ level: 'ko', text: 'Rennes – Marseille : réponse HTTP 500 (3 essais)' });
      const matchday = await L.runJob(championnatCalls.importLfp, { numjournee: 3 });
      expect(matchday).toMatchObject({ status: 'done', total: 1, ok: 0, ko: 1 });
      expect(matchday.log[0]?.text).toBe('Journée 3 : réponse HTTP 500 (3 essais)');
      expect(await L.snapshot()).toBe(before);
    } finally {
      L.useDemo();
      await down.close();
    }
  });

  it('that is unreachable, too slow, or answers garbage for one match: that match is KO, the others OK', async () => {
    const closed = await localSource(() => undefined);
    const unreachable = closed.url;
    await closed.close();
    configureChampionnat(L.t.app.ctx, { lfpApiUrl: unreachable });
    const off = await L.runJob(championnatCalls.importLfp, { numjournee: 4 });
    expect(off.log[0]?.text).toBe(`Journée 4 : ${CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.causeRefused, 3)}`);

    const slow = await localSource(() => undefined);
    configureChampionnat(L.t.app.ctx, { lfpApiUrl: slow.url, policy: { timeoutMs: 30, backoff: async () => {} } });
    const late = await L.runJob(championnatCalls.importLfp, { numjournee: 4 });
    expect(late.log[0]?.text).toBe(`Journée 4 : ${CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceTimeout, 3)}`);
    await slow.close();

    const garbled = await localSource((req, res) => {
      if (req.url?.endsWith('/l1_championship_match_1')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"matchId":"l1_championship_match_1","date":"2025-08-15T18:45:00Z","home":{}}');
        return;
      }
      if (req.url?.endsWith('/l1_championship_match_2')) {
        // Another match's answer: the clubs are not this match's.
        return relay(`${L.base}/demo-league`, '/championship-match/l1_championship_match_3', res);
      }
      return relay(`${L.base}/demo-league`, req.url, res);
    });
    try {
      L.useDemo();
      configureChampionnat(L.t.app.ctx, { lfpApiUrl: garbled.url });
      const before = await L.snapshot();
      const job = await L.runJob(championnatCalls.importLfpStats, { numjournee: 1 });
      expect(job).toMatchObject({ status: 'done', ok: 7, ko: 2, message: MSG.rebuildDone(7, 2) });
      const ko = job.log.filter((l) => l.level === 'ko').map((l) => l.text);
      expect(ko[0]).toMatch(/^Rennes – Marseille : réponse illisible \(home\.clubId : .*\) \(3 essais\)$/);
      expect(ko[1]).toBe(`Lens – Lyon : ${CHAMPIONNAT_MSG.clubsMismatch}`);
      expect(await L.snapshot()).toBe(before);
    } finally {
      L.useDemo();
      await garbled.close();
    }
  });
});

describe('jobs: one at a time, cancel, and a dead one', () => {
  it('a cancel stops the build between two matches', async () => {
    let pauses = 0;
    let jobId = 0;
    configureChampionnat(L.t.app.ctx, {
      pause: async () => {
        pauses++;
        if (pauses === 1) {
          const res = await L.admin.call(championnatCalls.cancel, { id: jobId });
          expect(res.json()).toMatchObject({
            message: CHAMPIONNAT_MSG.cancelRequested,
            job: { cancel_requested: true, status: 'running' },
          });
        }
      },
    });
    try {
      const res = await L.admin.call(championnatCalls.importLfpStats, { numjournee: 2 });
      jobId = res.json().job.id;
      await waitForJobs(L.t.app.ctx);
      const job = (await L.admin.call(championnatCalls.job, { id: jobId })).json().job;
      expect(job).toMatchObject({ status: 'cancelled', total: 9, done: 1, ok: 1, ko: 0 });
      expect(job.message).toBe(`${CHAMPIONNAT_MSG.cancelled} ${MSG.rebuildDone(1, 0)}`);
      expect(job.log.at(-1)).toMatchObject({ level: 'info', text: CHAMPIONNAT_MSG.cancelled });
      const again = await L.admin.call(championnatCalls.cancel, { id: jobId });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CHAMPIONNAT_MSG.jobNotRunning);
      expect((await L.admin.call(championnatCalls.cancel, { id: 999_999 })).statusCode).toBe(404);
    } finally {
      L.useDemo();
    }
  });

  it('refuses a second job while one runs (409), and closes a job whose process died', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    configureChampionnat(L.t.app.ctx, { pause: () => gate });
    try {
      const first = await L.admin.call(championnatCalls.importLfpStats, { numjournee: 1 });
      expect(first.statusCode).toBe(200);
      const second = await L.admin.call(championnatCalls.importLfp, { numjournee: 1 });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(CHAMPIONNAT_MSG.jobRunning);
      release();
      await waitForJobs(L.t.app.ctx);
    } finally {
      L.useDemo();
    }
    const old = new Date(L.t.now().getTime() - 3_600_000);
    const [dead] = await L.t.db
      .insert(jobs)
      .values({ kind: 'import_lfp', params: { numjournee: 5 }, createdAt: old, updatedAt: old })
      .returning();
    if (!dead) throw new Error('no job');
    const job = await L.runJob(championnatCalls.importLfp, { numjournee: 5 });
    expect(job.status).toBe('done');
    const closed = (await L.admin.call(championnatCalls.job, { id: dead.id })).json().job;
    expect(closed).toMatchObject({ status: 'failed', message: `${CHAMPIONNAT_MSG.interrupted} ${CHAMPIONNAT_MSG.matchesImported(0, 0)}` });
  });
});
