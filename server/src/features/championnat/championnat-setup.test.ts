import { CHAMPIONNAT_MSG, championnatCalls } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, type TestApp, testApp } from '../../../test/app.js';
import { localSource, roles, runSetup, setupUntouchable, testLeague } from '../../../test/factories/index.js';
import { clubs, compos, journees, joueurs, matchlfps, playerPoints, teamPlayers } from '../../db/schema.js';
import { getSetting, setSetting } from '../../db/settings.js';
import { waitForJobs } from '../../jobs/run.js';
import { recorded } from '../../providers/lfp/recorded/read.js';
import { configureChampionnat } from './runtime.js';

/*
 * league/setup.php: a season set up from the league on an empty database, against a real HTTP server.
 * The league it replays is a two-club league assembled from the recorded answers (providers/lfp/recorded),
 * so each piece has the real shape: the recorded club list (PSG and Rennes of championship 1, Cannes of
 * another), PSG's recorded squad, and — guesses assembled from recordings, not recorded as such — Rennes'
 * squad from the Rennes players of the recorded Rennes–OM sheet, and two game weeks from the recorded
 * game week 4 (its Rennes–OM entry, OM replaced by PSG's identity), the second with the unknown-time
 * placeholder the club summary shows from round 13 on.
 */

const clubsAnswer = recorded('championship-clubs.json');
const psgIdentity = JSON.parse(recorded('championship-matches-game-week.final.json')).matches.find(
  (m: { matchId: string }) => m.matchId === 'l1_championship_match_73845',
).home;

/** Rennes' squad: the Rennes players of the recorded sheet at the whistle, by their `position` family (1 GK … 4 FW). */
function rennesSquad() {
  const sheet = JSON.parse(recorded('championship-match.final-fresh.json'));
  const lists: Record<string, string[]> = { goalkeepersIds: [], defendersIds: [], midfieldersIds: [], strikersIds: [] };
  const players: Record<string, unknown> = {};
  for (const p of Object.values(sheet.home.players) as { id: string; position: number; playerIdentity: Record<string, unknown> }[]) {
    lists[['goalkeepersIds', 'defendersIds', 'midfieldersIds', 'strikersIds'][p.position - 1] ?? 'midfieldersIds']?.push(p.id);
    players[p.id] = { ...p.playerIdentity, id: p.id };
  }
  return JSON.stringify({ squad: { ...lists, players } });
}

/** Game week n: Rennes–PSG (1) then PSG–Rennes (2), from the recorded game week 4's first entry. */
function gameWeek(n: number, secondFirm: boolean) {
  const [entry] = JSON.parse(recorded('championship-matches-game-week.pre.json')).matches;
  const first = { ...entry, gameWeekNumber: 1, period: 'preMatch', away: psgIdentity };
  delete first.away.score;
  const second = {
    ...entry,
    matchId: 'l1_championship_match_73999',
    gameWeekNumber: 2,
    period: 'preMatch',
    home: psgIdentity,
    away: entry.home,
    ...(secondFirm ? { date: '2026-09-19T19:05:00.000Z' } : { date: '2026-09-18T22:00:00.000Z', dateTimeUnknown: true }),
  };
  return JSON.stringify({ matches: [n === 1 ? first : second] });
}

let t: TestApp;
let admin: ReturnType<TestApp['as']>;
let poolerId: number;
let league: Awaited<ReturnType<typeof localSource>>;
let secondFirm = false;
let rennesDown = false;
const log = logLines();

beforeAll(async () => {
  t = await testApp({ DEMO: 'none' }, { logger: log.logger });
  const r = await roles(t);
  admin = t.as(r.admin);
  poolerId = r.pooler.id;
  league = await localSource((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const week = /^\/championship-matches\/championship\/1\/game-week\/(\d+)$/.exec(path)?.[1];
    const answers: Record<string, () => string | undefined> = {
      '/championship-clubs': () => clubsAnswer,
      '/championship-club-summary/l1_championship_club_2026_13': () => recorded('championship-club-summary.json'),
      '/championship-club-summary/l1_championship_club_2026_14': () => (rennesDown ? undefined : rennesSquad()),
      '/championship-player/l1_championship_player_2026_13_77349': () => recorded('championship-player.json'),
    };
    const body = week && Number(week) <= 2 ? gameWeek(Number(week), secondFirm) : (answers[path]?.() ?? undefined);
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(body ?? '{}');
  });
  configureChampionnat(t.app.ctx, { lfpApiUrl: league.url, policy: { backoff: async () => {}, timeoutMs: 5_000 }, pause: async () => {} });
}, 120_000);
afterAll(async () => {
  await league.close();
  await t.close();
});

describe('league/setup.php: a season set up from the league', () => {
  it('refuses a call without an explicit yes, and a pooler', async () => {
    const bare = await admin.post(championnatCalls.setup, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('Confirmez la mise en place de la saison depuis la LFP.');
    const r = await roles(t);
    expect((await t.as(r.pooler).call(championnatCalls.setup, { confirm: true })).statusCode).toBe(403);
    expect(await t.db.$count(clubs)).toBe(0);
  });

  it('on an empty database: adopts the league’s season, creates the clubs by league id, their squads, the matchdays and matches', async () => {
    expect(await getSetting(t.db, 'saison')).toEqual({ id: 2026, nom: 'Saison 2025/2026' });
    const job = await runSetup(t, admin);
    expect(job).toMatchObject({ kind: 'setup_season', status: 'done', total: 4, ok: 4, ko: 0, message: CHAMPIONNAT_MSG.jobDone(4, 0) });
    expect(job.log.map((l) => l.text)).toEqual([
      CHAMPIONNAT_MSG.seasonAdopted('Saison 2026/2027'),
      CHAMPIONNAT_MSG.seasonUsed('2026/27'),
      `PSG : ${CHAMPIONNAT_MSG.clubSetUp(true, CHAMPIONNAT_MSG.squadSynced(24, 24, 0))}`,
      `Rennes : ${CHAMPIONNAT_MSG.clubSetUp(true, CHAMPIONNAT_MSG.squadSynced(10, 10, 0))}`,
      `Journée 1 : ${CHAMPIONNAT_MSG.matchdaySetUp(true, 1, 1, 0)}`,
      `Journée 2 : ${CHAMPIONNAT_MSG.matchdaySetUp(true, 1, 1, 0)}`,
    ]);
    expect(job.log.at(-1)?.details).toEqual([CHAMPIONNAT_MSG.unknownKickoffs(1)]);
    expect(await getSetting(t.db, 'saison')).toEqual({ id: 2027, nom: 'Saison 2026/2027' });
    const made = await t.db.select().from(clubs).orderBy(asc(clubs.name));
    expect(made.map((c) => [c.name, c.officialName, c.clubId, c.saisonId])).toEqual([
      ['PSG', 'Paris Saint-Germain', '13', 2027],
      ['Rennes', 'Rennes', '14', 2027],
    ]);
    const j = await t.db.select().from(journees).orderBy(asc(journees.numjournee));
    expect(j.map((x) => [x.numjournee, x.startAt.toISOString(), x.date, x.heure, x.status])).toEqual([
      [1, '2026-09-11T18:45:00.000Z', '2026-09-11', '20:45', 0],
      // Only a placeholder: the matchday starts on its date, at midnight in Paris, until the league fixes the time.
      [2, '2026-09-18T22:00:00.000Z', '2026-09-19', '00:00', 0],
    ]);
    const m = await t.db.select().from(matchlfps).orderBy(asc(matchlfps.id));
    expect(m.map((x) => [x.matchLfpId, x.kickoffUnknown, x.period])).toEqual([
      ['l1_championship_match_73855', false, 'preMatch'],
      ['l1_championship_match_73999', true, 'preMatch'],
    ]);
    const keeper = await t.db.select().from(joueurs).where(eq(joueurs.lfpId, '77349'));
    expect(keeper[0]).toMatchObject({ nom: 'Chevalier', poste: 'GB', saisonId: 2027 });
  });

  it('run again: updates kickoffs and squads, leaves ownership, lineups, points and admin corrections alone', async () => {
    const [j1] = await t.db.select().from(journees).where(eq(journees.numjournee, 1));
    const [kvara] = await t.db.select().from(joueurs).where(eq(joueurs.nom, 'Kvaratskhelia'));
    if (!j1 || !kvara) throw new Error('setup');
    await t.db
      .insert(teamPlayers)
      .values({ leagueId: await testLeague(t.db), saisonId: 2027, userId: poolerId, joueurId: kvara.id, journeeIn: 1 });
    await t.db.insert(compos).values({
      leagueId: await testLeague(t.db),
      saisonId: 2027,
      userId: poolerId,
      journeeId: j1.id,
      formation: '442',
      capitaineJoueurId: kvara.id,
    });
    await t.db.insert(playerPoints).values({ joueurId: kvara.id, journeeId: j1.id, points: 7, played: true, detail: {} });
    await t.db.update(joueurs).set({ poste: 'MO', posteManual: true }).where(eq(joueurs.id, kvara.id));
    await t.db.update(clubs).set({ name: 'Paris SG' }).where(eq(clubs.clubId, '13'));
    await t.db.update(matchlfps).set({ postponed: true }).where(eq(matchlfps.matchLfpId, 'l1_championship_match_73855'));
    const before = await setupUntouchable(t);

    secondFirm = true;
    const job = await runSetup(t, admin);
    expect(job).toMatchObject({ status: 'done', ok: 4, ko: 0 });
    expect(job.log.map((l) => l.text)).toEqual([
      CHAMPIONNAT_MSG.seasonUsed('2026/27'),
      // Each club goes by the league's name in the log; the admin's name (Paris SG) stays in the database.
      `PSG : ${CHAMPIONNAT_MSG.clubSetUp(false, CHAMPIONNAT_MSG.squadSynced(24, 0, 0))}`,
      `Rennes : ${CHAMPIONNAT_MSG.clubSetUp(false, CHAMPIONNAT_MSG.squadSynced(10, 0, 0))}`,
      `Journée 1 : ${CHAMPIONNAT_MSG.matchdaySetUp(false, 1, 0, 0)}`,
      `Journée 2 : ${CHAMPIONNAT_MSG.matchdaySetUp(false, 1, 0, 1)}`,
    ]);
    expect(await setupUntouchable(t)).toBe(before);
    const [second] = await t.db.select().from(matchlfps).where(eq(matchlfps.matchLfpId, 'l1_championship_match_73999'));
    expect(second).toMatchObject({ kickoffUnknown: false, kickoffAt: new Date('2026-09-19T19:05:00.000Z') });
    const [first] = await t.db.select().from(matchlfps).where(eq(matchlfps.matchLfpId, 'l1_championship_match_73855'));
    expect(first?.postponed).toBe(true);
  });

  it('a squad the league does not answer is said beside its club, which is there', async () => {
    rennesDown = true;
    try {
      const job = await runSetup(t, admin);
      expect(job).toMatchObject({ status: 'done', ok: 3, ko: 1 });
      const rennes = job.log.find((l) => l.text.startsWith('Rennes : '));
      expect(rennes).toMatchObject({
        level: 'ko',
        text: `Rennes : ${CHAMPIONNAT_MSG.clubSetUp(false, CHAMPIONNAT_MSG.squadFailed(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceHttp(404), 1)))}`,
      });
    } finally {
      rennesDown = false;
    }
  });

  it('a cancel stops it between two items', async () => {
    let jobId = 0;
    configureChampionnat(t.app.ctx, {
      pause: async () => {
        if (jobId) await admin.call(championnatCalls.cancel, { id: jobId });
      },
    });
    try {
      const res = await admin.call(championnatCalls.setup, { confirm: true });
      jobId = res.json().job.id;
      await waitForJobs(t.app.ctx);
      const job = (await admin.call(championnatCalls.job, { id: jobId })).json().job;
      expect(job).toMatchObject({ status: 'cancelled', total: 4 });
      expect(job.done).toBeLessThan(4);
      expect((await admin.call(championnatCalls.latest, { scope: 'setup' })).json().job).toMatchObject({ id: jobId, kind: 'setup_season' });
    } finally {
      configureChampionnat(t.app.ctx, { pause: async () => {} });
    }
  });

  it('refuses to mix seasons: a database with data of another season is left as it was', async () => {
    await t.db.update(clubs).set({ saisonId: 2026 }).where(eq(clubs.clubId, '14'));
    await t.db.insert(clubs).values({ name: 'Ancien', saisonId: 2026 });
    await setSetting(t.db, 'saison', { id: 2026, nom: 'Saison 2025/2026' });
    const before = await setupUntouchable(t);
    const job = await runSetup(t, admin);
    expect(job).toMatchObject({ total: 1, ok: 0, ko: 1 });
    expect(job.log[0]?.text).toBe(`${CHAMPIONNAT_MSG.setupClubs} : ${CHAMPIONNAT_MSG.seasonTaken('Saison 2025/2026', '2026/27')}`);
    expect(await setupUntouchable(t)).toBe(before);
  });
});

describe('league/setup.php: a league out of reach says where, why and what next', () => {
  /** Runs the set-up against `lfpApiUrl`: the job, its one KO line, and the server's warn lines about that address. */
  async function failingSetup(lfpApiUrl: string, timeoutMs = 5_000) {
    configureChampionnat(t.app.ctx, { lfpApiUrl, policy: { backoff: async () => {}, timeoutMs } });
    log.lines.length = 0;
    const before = await setupUntouchable(t);
    try {
      const job = await runSetup(t, admin);
      expect(await setupUntouchable(t)).toBe(before);
      const url = `${lfpApiUrl}/championship-clubs`;
      return { job, url, warned: log.lines.filter((l) => l.url === url) };
    } finally {
      configureChampionnat(t.app.ctx, { lfpApiUrl: league.url, policy: { timeoutMs: 5_000 } });
    }
  }
  const koLine = (reason: string, url: string) => `${CHAMPIONNAT_MSG.setupClubs} : ${CHAMPIONNAT_MSG.sourceAt(reason, url)}`;

  it('refused: the address, « connexion refusée », the next steps; the toast’s message says Échec; one warn line per try', async () => {
    const closed = await localSource(() => undefined);
    await closed.close();
    const { job, url, warned } = await failingSetup(closed.url);
    const text = koLine(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.causeRefused, 3), url);
    expect(job).toMatchObject({ status: 'done', total: 1, ok: 0, ko: 1, message: CHAMPIONNAT_MSG.jobFailed(1, text) });
    expect(job.message).toMatch(/^Échec : /);
    expect(job.log).toEqual([expect.objectContaining({ level: 'ko', text, details: CHAMPIONNAT_MSG.setupNextSteps(false) })]);
    expect(warned.map((l) => [l.level, l.attempt, l.error])).toEqual([1, 2, 3].map((n) => [40, n, CHAMPIONNAT_MSG.causeRefused]));
  });

  it('an HTTP error: its status, after its tries', async () => {
    const broken = await localSource((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    try {
      const { job, url, warned } = await failingSetup(broken.url);
      expect(job.log[0]?.text).toBe(koLine(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceHttp(500), 3), url));
      expect(warned).toHaveLength(3);
    } finally {
      await broken.close();
    }
  });

  it('too slow: the time is up', async () => {
    const silent = await localSource(() => undefined);
    try {
      const { job, url } = await failingSetup(silent.url, 50);
      expect(job.log[0]?.text).toBe(koLine(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceTimeout, 3), url));
    } finally {
      await silent.close();
    }
  });

  it('a name that does not resolve: DNS, with the host', async () => {
    // .invalid never resolves (RFC 2606), with or without a resolver on the machine.
    const { job, url } = await failingSetup('http://lfp.poolfoot.invalid');
    expect(job.log[0]?.text).toBe(koLine(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.causeDns('lfp.poolfoot.invalid'), 3), url));
  });
});
