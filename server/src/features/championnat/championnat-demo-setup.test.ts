import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CHAMPIONNAT_MSG, SAISON_MSG } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { loggedIn, roles, runSetup, setupUntouchable, testLeague } from '../../../test/factories/index.js';
import { clubs, compos, journees, joueurs, leagues, matchlfps, playerPoints, teamPlayers } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { configureChampionnat } from './runtime.js';

/*
 * DEMO=none with DEMO_LEAGUE=on: an empty database, no demo data, and the demo league mounted at /demo-league,
 * where the league calls go by default (no LFP_API_URL). league/setup.php sets the season up from it as it would
 * from ma-api.ligue1.fr, over real HTTP (the app listens on its APP_URL's port).
 */

type GameWeek = { matches: { matchId: string; date: string; dateTimeUnknown?: boolean }[] };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

let t: TestApp;
let admin: ReturnType<TestApp['as']>;
let poolerId: number;

beforeAll(async () => {
  const port = await freePort();
  t = await testApp({ DEMO: 'none', DEMO_LEAGUE: 'on', DEMO_CLOCK: 'settable', APP_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  // Only the waiting goes: the sources are the defaults, this app's own demo league.
  configureChampionnat(t.app.ctx, { policy: { backoff: async () => {}, timeoutMs: 10_000 }, pause: async () => {} });
  const r = await roles(t);
  admin = t.as(r.superAdmin);
  poolerId = r.pooler.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const gameWeek = async (n: number): Promise<GameWeek> =>
  (await t.anonymous.get(`/demo-league/championship-matches/championship/1/game-week/${n}`)).json();

describe('DEMO=none and DEMO_LEAGUE=on: a season set up from the demo league on an empty database', () => {
  it('serves the demo league on a database with no demo data', async () => {
    expect(await t.db.$count(clubs)).toBe(0);
    expect(await t.db.$count(journees)).toBe(0);
    const res = await t.anonymous.get('/demo-league/championship-clubs');
    expect(res.statusCode).toBe(200);
    // With no calendar stored, the demo league puts matchday 1 in the coming days (the server's clock: 1 September 2026).
    const first = Math.min(...(await gameWeek(1)).matches.map((m) => Date.parse(m.date)));
    expect(first).toBeGreaterThan(t.now().getTime());
    expect(first - t.now().getTime()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('creates the 18 clubs by league id, their squads with finer positions, 34 matchdays with every match, unknown kickoffs kept unknown', async () => {
    const job = await runSetup(t, admin);
    expect(job).toMatchObject({
      kind: 'setup_season',
      status: 'done',
      total: 18 + 34,
      ok: 52,
      ko: 0,
      message: CHAMPIONNAT_MSG.jobDone(52, 0),
    });
    expect(job.log[0]?.text).toBe(CHAMPIONNAT_MSG.seasonUsed('2025/26'));

    const made = await t.db.select().from(clubs).orderBy(asc(clubs.name));
    expect(made).toHaveLength(18);
    expect(made.every((c) => c.saisonId === 2026 && /^\d+$/.test(c.clubId ?? ''))).toBe(true);
    expect(new Set(made.map((c) => c.clubId)).size).toBe(18);
    // The real league ids (point 5): OM 1, Monaco 9, PSG 13.
    expect(made.filter((c) => ['1', '9', '13'].includes(c.clubId ?? '')).map((c) => [c.clubId, c.name])).toEqual([
      ['9', 'AS Monaco'],
      ['1', 'OM'],
      ['13', 'PSG'],
    ]);

    const players = await t.db.select().from(joueurs);
    for (const c of made) {
      const squad = players.filter((p) => p.clubId === c.id);
      expect(squad.length, c.name).toBeGreaterThanOrEqual(20);
      expect(job.log.find((l) => l.text.startsWith(`${c.name} : `))?.text).toBe(
        `${c.name} : ${CHAMPIONNAT_MSG.clubSetUp(true, CHAMPIONNAT_MSG.squadSynced(squad.length, squad.length, 0))}`,
      );
    }
    // Squads carry only families; the finer positions come from each newcomer's realsPositions.
    expect(new Set(players.map((p) => p.poste))).toEqual(new Set(['GB', 'DC', 'DL', 'MC', 'MO', 'AT']));

    const days = await t.db.select().from(journees).orderBy(asc(journees.numjournee));
    expect(days.map((d) => d.numjournee)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    const stored = await t.db.select().from(matchlfps);
    expect(stored).toHaveLength(306);
    let unknown = 0;
    for (const d of days) {
      const week = await gameWeek(d.numjournee);
      const mine = stored.filter((m) => m.journeeId === d.id);
      expect(mine.map((m) => m.matchLfpId).sort(), `J${d.numjournee}`).toEqual(week.matches.map((m) => m.matchId).sort());
      for (const m of week.matches) {
        const row = mine.find((x) => x.matchLfpId === m.matchId);
        expect(row?.kickoffUnknown, m.matchId).toBe(m.dateTimeUnknown === true);
        expect(row?.kickoffAt.toISOString()).toBe(new Date(m.date).toISOString());
        if (m.dateTimeUnknown) unknown++;
      }
      expect(job.log.find((l) => l.text.startsWith(`Journée ${d.numjournee} : `))?.text).toBe(
        `Journée ${d.numjournee} : ${CHAMPIONNAT_MSG.matchdaySetUp(true, 9, 9, 0)}`,
      );
    }
    // The demo league leaves the last two matchdays' times unfixed until three weeks before: 18 matches, months ahead.
    expect(unknown).toBe(18);
    expect(days.every((d) => d.status === 0)).toBe(true);
  });

  it('run again later: fixes the kickoffs the league fixed, changes no ownership, lineup, points nor admin correction', async () => {
    const [j1] = await t.db.select().from(journees).where(eq(journees.numjournee, 1));
    const [player] = await t.db.select().from(joueurs).where(eq(joueurs.poste, 'AT')).limit(1);
    const [match] = await t.db
      .select()
      .from(matchlfps)
      .where(eq(matchlfps.journeeId, j1?.id ?? 0))
      .limit(1);
    if (!j1 || !player || !match) throw new Error('setup');
    await t.db
      .insert(teamPlayers)
      .values({ leagueId: await testLeague(t.db), saisonId: 2026, userId: poolerId, joueurId: player.id, journeeIn: 1 });
    await t.db.insert(compos).values({
      leagueId: await testLeague(t.db),
      saisonId: 2026,
      userId: poolerId,
      journeeId: j1.id,
      formation: '442',
      capitaineJoueurId: player.id,
    });
    await t.db.insert(playerPoints).values({ joueurId: player.id, journeeId: j1.id, points: 7, played: true, detail: {} });
    await t.db.update(joueurs).set({ poste: 'MO', posteManual: true }).where(eq(joueurs.id, player.id));
    await t.db.update(clubs).set({ name: 'Paris SG' }).where(eq(clubs.clubId, '13'));
    await t.db.update(matchlfps).set({ postponed: true }).where(eq(matchlfps.id, match.id));
    await t.db.update(journees).set({ status: 1 }).where(eq(journees.id, j1.id));
    const before = await setupUntouchable(t);

    // Eight months on: the league has fixed the times of matchdays 33 and 34.
    const [j33] = await t.db.select().from(journees).where(eq(journees.numjournee, 33));
    t.setNow(new Date((j33?.startAt.getTime() ?? 0) - 10 * 86_400_000));
    // The sessions opened eight months ago are over.
    admin = t.as(await loggedIn(t, { role: 9 }));
    const job = await runSetup(t, admin);
    expect(job).toMatchObject({ status: 'done', ok: 52, ko: 0 });
    expect(job.log.filter((l) => l.text.includes('club créé'))).toEqual([]);
    for (const n of [33, 34]) {
      expect(job.log.find((l) => l.text.startsWith(`Journée ${n} : `))?.text).toBe(
        `Journée ${n} : ${CHAMPIONNAT_MSG.matchdaySetUp(false, 9, 0, 9)}`,
      );
    }
    expect(await setupUntouchable(t)).toBe(before);
    expect(await t.db.$count(matchlfps, eq(matchlfps.kickoffUnknown, true))).toBe(0);
    expect(await t.db.$count(matchlfps)).toBe(306);
    expect(await t.db.$count(clubs)).toBe(18);
  });
});

describe('the next season from the demo league', () => {
  it('is made only when asked and once the season is over; the finished one stays whole, last season’s points carried', async () => {
    const over = await setupUntouchable(t);
    const early = await runSetup(t, admin, true);
    expect(early).toMatchObject({ status: 'done', ok: 0, ko: 1 });
    expect(early.log.at(-1)?.text).toContain(SAISON_MSG.noNewSeason('Saison 2025/2026'));

    // The season's last matchday is over: the demo league, like the real one in the summer, answers for 2026/27.
    await t.db.update(journees).set({ status: 9 });
    // The instance calls Lyon « Lyon » (the demo's name, or an admin's), the league « OL ».
    await t.db
      .update(clubs)
      .set({ name: 'Lyon' })
      .where(and(eq(clubs.saisonId, 2026), eq(clubs.name, 'OL')));
    const finished = await setupUntouchable(t);
    const unasked = await runSetup(t, admin);
    expect(unasked).toMatchObject({ ok: 0, ko: 1 });
    expect(unasked.log.at(-1)?.text).toContain(CHAMPIONNAT_MSG.seasonTaken('Saison 2025/2026', '2026/27'));
    expect(await t.db.$count(clubs)).toBe(18);

    const job = await runSetup(t, admin, true);
    expect(job).toMatchObject({ status: 'done', total: 18 + 34, ok: 52, ko: 0 });
    expect(job.log.map((l) => l.text)).toContain(SAISON_MSG.newSeason('Saison 2026/2027'));
    expect(await getSetting(t.db, 'saison')).toEqual({ id: 2027, nom: 'Saison 2026/2027' });
    expect(await t.db.$count(clubs, eq(clubs.saisonId, 2027))).toBe(18);
    // One name per club across seasons: the new season's clubs keep the names they had (the same league id).
    const names = async (saisonId: number) =>
      await t.db.select({ id: clubs.clubId, name: clubs.name }).from(clubs).where(eq(clubs.saisonId, saisonId)).orderBy(asc(clubs.clubId));
    expect(await names(2027)).toEqual(await names(2026));
    expect((await names(2027)).map((c) => c.name)).toContain('Lyon');
    expect(await t.db.$count(journees, eq(journees.saisonId, 2027))).toBe(34);
    // Every league goes back to its draft; the new season's matchday 1 comes in the days ahead.
    const [league] = await t.db
      .select({ settings: leagues.settings })
      .from(leagues)
      .where(eq(leagues.id, await testLeague(t.db)));
    expect(league?.settings).toMatchObject({ phase: 'draft' });
    const [j1] = await t.db
      .select()
      .from(journees)
      .where(and(eq(journees.saisonId, 2027), eq(journees.numjournee, 1)));
    expect(j1?.startAt.getTime()).toBeGreaterThan(t.now().getTime());
    // The player who scored 7 last season has them as his « Stats 2025/2026 »; the finished season is as it was.
    const [scorer] = await t.db
      .select({ lfpId: joueurs.lfpId })
      .from(joueurs)
      .innerJoin(playerPoints, eq(playerPoints.joueurId, joueurs.id));
    const [carried] = await t.db
      .select({ totalPrev: joueurs.totalPrev })
      .from(joueurs)
      .where(and(eq(joueurs.saisonId, 2027), eq(joueurs.lfpId, scorer?.lfpId ?? '')));
    expect(carried?.totalPrev).toBe(7);
    const past = JSON.parse(await setupUntouchable(t)) as Record<string, { saisonId?: number; journeeId?: number }[]>;
    const before = JSON.parse(finished) as typeof past;
    expect(past.teams).toEqual(before.teams);
    expect(past.compos).toEqual(before.compos);
    expect(past.points).toEqual(before.points);
    expect(past.clubs?.filter((c) => c.saisonId === 2026)).toEqual(before.clubs);
    expect(past.journees?.filter((j) => j.saisonId === 2026)).toEqual(before.journees);
    expect(over).not.toBe(finished);
  });
});

describe('DEMO=none without DEMO_LEAGUE', () => {
  it('serves no demo league: a real season’s league is the official one', async () => {
    const plain = await testApp({ DEMO: 'none' });
    try {
      expect((await plain.anonymous.get('/demo-league/championship-clubs')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
