import { CHAMPIONNAT_MSG, type ChampionnatJob, championnatCalls } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { localSource, roles } from '../../../test/factories/index.js';
import { clubs, journees, joueurs, matchlfps, playerStats, seasons } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import { waitForJobs } from '../../jobs/run.js';
import { recorded } from '../../providers/lfp/recorded/read.js';
import { configureChampionnat } from './runtime.js';

/*
 * The league imports against a real HTTP server that answers with the recorded answers of ma-api.ligue1.fr
 * (providers/lfp/recorded: Rennes–OM of 2026-09-11 before, during and after, PSG–Monaco post-processed,
 * game weeks 3 and 4, the clubs, PSG's squad, a player). The database is set up for the league's season of
 * the recordings, 2026 (our Saison 2026/2027), with the 18 clubs by their league short id.
 */

const SAISON = { id: 2027, nom: 'Saison 2026/2027' };
const CLUBS: [number, string][] = [
  [1, 'OM'],
  [2, 'Auxerre'],
  [5, 'Le Havre'],
  [6, 'Lens'],
  [7, 'Lorient'],
  [9, 'Monaco'],
  [13, 'PSG'],
  [14, 'Rennes'],
  [15, 'Strasbourg'],
  [16, 'Toulouse'],
  [26, 'Le Mans'],
  [30, 'Nice'],
  [33, 'Troyes'],
  [37, 'Angers'],
  [44, 'Brest'],
  [90, 'Paris FC'],
  [158, 'Lille'],
  [159, 'Lyon'],
];
const RENNES_OM = 'l1_championship_match_73855';
const PSG_MONACO = 'l1_championship_match_73845';

/** What the replayed league answers for Rennes–OM: the fixture of the moment (recorded.file) or anything else. */
let rennesOm = 'championship-match.pre-lineups.json';
let psgMonaco = recorded('championship-match.final.json');
/** Extra answers by path (the tests' guesses, each named so where set). */
const extra = new Map<string, string>();

let t: TestApp;
let admin: ReturnType<TestApp['as']>;
let league: Awaited<ReturnType<typeof localSource>>;

beforeAll(async () => {
  t = await testApp();
  admin = t.as((await roles(t)).admin);
  league = await localSource((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const answers: Record<string, () => string> = {
      '/championship-clubs': () => recorded('championship-clubs.json'),
      '/championship-matches/championship/1/game-week/3': () => recorded('championship-matches-game-week.final.json'),
      '/championship-matches/championship/1/game-week/4': () => recorded('championship-matches-game-week.pre.json'),
      [`/championship-match/${RENNES_OM}`]: () => recorded(rennesOm),
      [`/championship-match/${PSG_MONACO}`]: () => psgMonaco,
      '/championship-club-summary/l1_championship_club_2026_13': () => recorded('championship-club-summary.json'),
      // Rennes' summary is not recorded: PSG's stands for a league answering with another club's squad.
      '/championship-club-summary/l1_championship_club_2026_14': () => recorded('championship-club-summary.json'),
      '/championship-player/l1_championship_player_2026_13_77349': () => recorded('championship-player.json'),
    };
    const body = extra.get(path) ?? answers[path]?.();
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(body ?? '{"error":"not found"}');
  });
  configureChampionnat(t.app.ctx, { lfpApiUrl: league.url, policy: { backoff: async () => {}, timeoutMs: 5_000 }, pause: async () => {} });
}, 120_000);
afterAll(async () => {
  await league.close();
  await t.close();
});

/** The database of Saison 2026/2027: 18 clubs by league id, game weeks 3 and 4, and the players of the recorded sheets. */
beforeEach(async () => {
  await t.db.delete(playerStats);
  await t.db.delete(matchlfps);
  await t.db.delete(joueurs);
  await t.db.delete(journees);
  await t.db.delete(clubs);
  await t.db.insert(seasons).values(SAISON).onConflictDoNothing();
  await setSetting(t.db, 'saison', SAISON);
  await t.db.insert(clubs).values(CLUBS.map(([id, name]) => ({ name, officialName: name, clubId: String(id), saisonId: SAISON.id })));
  for (const [n, startAt] of [
    [3, '2026-09-03T18:45:00Z'],
    [4, '2026-09-11T18:45:00Z'],
    [5, '2026-09-18T18:45:00Z'],
  ] as const) {
    await t.db
      .insert(journees)
      .values({ numjournee: n, date: startAt.slice(0, 10), heure: '20:45', startAt: new Date(startAt), saisonId: SAISON.id });
  }
  rennesOm = 'championship-match.pre-lineups.json';
  psgMonaco = recorded('championship-match.final.json');
  extra.clear();
});

const clubRow = async (shortId: number) => {
  const [c] = await t.db
    .select()
    .from(clubs)
    .where(eq(clubs.clubId, String(shortId)));
  if (!c) throw new Error(`no club ${shortId}`);
  return c;
};

/** Our players for a recorded sheet's players, at their family's position (position 1 GK … 4 FW), no finer one yet. */
async function playersOf(file: string) {
  const sheet = JSON.parse(recorded(file));
  for (const side of [sheet.home, sheet.away]) {
    const club = await clubRow(Number(/_(\d+)$/.exec(side.clubId)?.[1]));
    for (const p of Object.values(side.players ?? {}) as { id: string; position: number; playerIdentity: { lastName: string } }[]) {
      const lfpId = /(\d+)$/.exec(p.id)?.[1] ?? p.id;
      await t.db
        .insert(joueurs)
        .values({
          nom: p.playerIdentity.lastName,
          lfpId,
          shortOptaId: `o${lfpId}`,
          clubId: club.id,
          poste: (['GB', 'DC', 'MC', 'AT'] as const)[p.position - 1] ?? 'MC',
          saisonId: SAISON.id,
        })
        .onConflictDoNothing();
    }
  }
}

/** Runs a matchday step as a job and answers the finished job. */
async function runJob(
  e: typeof championnatCalls.importLfp | typeof championnatCalls.importLfpStats,
  numjournee: number,
): Promise<ChampionnatJob> {
  const res = await admin.call(e, { numjournee });
  expect(res.statusCode, res.body).toBe(200);
  await waitForJobs(t.app.ctx);
  return (await admin.call(championnatCalls.job, { id: res.json().job.id })).json().job;
}

const matchRow = async (matchLfpId: string) => {
  const [m] = await t.db.select().from(matchlfps).where(eq(matchlfps.matchLfpId, matchLfpId));
  if (!m) throw new Error(`no match ${matchLfpId}`);
  return m;
};
const linesOf = async (matchLfpId: string) =>
  t.db
    .select({ lfpId: joueurs.lfpId, minutes: playerStats.minutes, started: playerStats.started, cleanSheet: playerStats.cleanSheet })
    .from(playerStats)
    .innerJoin(joueurs, eq(joueurs.id, playerStats.joueurId))
    .where(eq(playerStats.matchlfpId, (await matchRow(matchLfpId)).id))
    .orderBy(asc(joueurs.lfpId));
const build = (matchId: string) => admin.call(championnatCalls.buildFromMatchlfp, { matchId });

describe('matchlfps/import_lfp.php on the recorded game weeks', () => {
  it('creates game week 4 before its matches: clubs by league id, no score, and says which season it used', async () => {
    const job = await runJob(championnatCalls.importLfp, 4);
    expect(job).toMatchObject({ status: 'done', total: 9, ok: 9, ko: 0 });
    expect(job.log[0]).toMatchObject({ level: 'info', text: CHAMPIONNAT_MSG.seasonUsed('2026/27') });
    expect(job.log[1]?.text).toBe('Rennes – OM : créé');
    const m = await matchRow(RENNES_OM);
    expect(m).toMatchObject({ period: 'preMatchWithPlayers', homeScore: null, awayScore: null, kickoffUnknown: false, postponed: false });
    expect([m.homeClubId, m.awayClubId]).toEqual([(await clubRow(14)).id, (await clubRow(1)).id]);
    expect(m.kickoffAt.toISOString()).toBe('2026-09-11T18:45:00.000Z');
  });

  it('reads game week 3 after its matches: fullTime and the scores; again, nothing changes', async () => {
    const job = await runJob(championnatCalls.importLfp, 3);
    expect(job).toMatchObject({ ok: 9, ko: 0 });
    expect(job.log.map((l) => l.text)).toContain('PSG – Monaco : 1-2, créé');
    expect(await matchRow(PSG_MONACO)).toMatchObject({ period: 'fullTime', homeScore: 1, awayScore: 2 });
    const again = await runJob(championnatCalls.importLfp, 3);
    expect(again.log.slice(1).every((l) => l.text.endsWith('inchangé'))).toBe(true);
  });

  it('refuses a match whose club the database does not know, with a clear message, and writes the others', async () => {
    await t.db.delete(clubs).where(eq(clubs.clubId, '158'));
    const job = await runJob(championnatCalls.importLfp, 4);
    expect(job).toMatchObject({ ok: 8, ko: 1 });
    const ko = job.log.find((l) => l.level === 'ko');
    expect(ko?.text).toBe(`LOSC – Troyes : ${CHAMPIONNAT_MSG.unknownClub('158', 'LOSC')}`);
    expect(await t.db.$count(matchlfps, eq(matchlfps.matchLfpId, 'l1_championship_match_73852'))).toBe(0);
    expect(await t.db.$count(matchlfps)).toBe(8);
  });

  it('refuses an answer of another season than the database’s, writing nothing', async () => {
    await setSetting(t.db, 'saison', { id: 2026, nom: 'Saison 2025/2026' });
    await t.db.update(journees).set({ saisonId: 2026 });
    const job = await runJob(championnatCalls.importLfp, 4);
    expect(job).toMatchObject({ total: 1, ok: 0, ko: 1 });
    expect(job.log[0]?.text).toBe(`Journée 4 : ${CHAMPIONNAT_MSG.seasonMismatch('2026/27', '2025/26')}`);
    expect(await t.db.$count(matchlfps)).toBe(0);
  });

  it('keeps a time the league has not fixed as "horaire à confirmer", and a later firm time clears it', async () => {
    // No recorded game week carries dateTimeUnknown (the club summary's matches do, from round 13 on):
    // game week 4 with Rennes–OM marked so, at the placeholder of those summaries (Saturday 00:00 in Paris), is a guess.
    const week = JSON.parse(recorded('championship-matches-game-week.pre.json'));
    week.matches[0] = { ...week.matches[0], date: '2026-09-11T22:00:00.000Z', dateTimeUnknown: true };
    extra.set('/championship-matches/championship/1/game-week/4', JSON.stringify(week));
    const job = await runJob(championnatCalls.importLfp, 4);
    expect(job.log[1]).toMatchObject({ text: 'Rennes – OM : créé', details: [CHAMPIONNAT_MSG.kickoffUnknownLine] });
    expect(await matchRow(RENNES_OM)).toMatchObject({ kickoffUnknown: true, kickoffAt: new Date('2026-09-11T22:00:00.000Z') });
    const overview = (await admin.call(championnatCalls.matches, { numjournee: 4 })).json();
    expect(overview.matchs.find((m: { match_lfp_id: string }) => m.match_lfp_id === RENNES_OM)).toMatchObject({ kickoff_unknown: true });
    extra.clear();
    expect((await runJob(championnatCalls.importLfp, 4)).log[1]?.text).toBe('Rennes – OM : mis à jour');
    expect(await matchRow(RENNES_OM)).toMatchObject({ kickoffUnknown: false, kickoffAt: new Date('2026-09-11T18:45:00.000Z') });
  });
});

describe('stats/build_from_matchlfp.php on Rennes–OM as it went', () => {
  beforeEach(async () => {
    await runJob(championnatCalls.importLfp, 4);
    await playersOf('championship-match.final-fresh.json');
  });

  it('writes no line before kickoff, though the sheet lists the line-ups (preMatchWithPlayers)', async () => {
    const res = await build(RENNES_OM);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ players_count: 0, created: 0, minutes_derived: false });
    expect(res.json().message).toBe(`Rennes – OM : ${CHAMPIONNAT_MSG.notStartedNoLines}`);
    expect(await linesOf(RENNES_OM)).toEqual([]);
  });

  it('at the whistle: minutes worked out from the sheet and said so; clean sheets from the goals conceded; positions refined once', async () => {
    const nagida = await t.db.select().from(joueurs).where(eq(joueurs.lfpId, '101633'));
    expect(nagida[0]?.poste).toBe('DC');
    // An admin put Frankowski (a full-back by the sheet) at MO: his word stays.
    await t.db.update(joueurs).set({ poste: 'MO', posteManual: true }).where(eq(joueurs.lfpId, '94583'));
    rennesOm = 'championship-match.final-fresh.json';
    const res = await build(RENNES_OM);
    expect(res.json()).toMatchObject({ players_count: 14, created: 14, minutes_derived: true });
    expect(res.json().message).toContain(CHAMPIONNAT_MSG.minutesDerived);
    expect(res.json().message).toContain('Nagida (DC → DL)');
    const lines = Object.fromEntries((await linesOf(RENNES_OM)).map((l) => [l.lfpId, [l.minutes, l.cleanSheet]]));
    expect(lines).toMatchObject({
      '36344': [90, true],
      '89760': [45, true],
      '101002': [41, true],
      '103843': [90, false],
      '103452': [0, false],
    });
    expect(await matchRow(RENNES_OM)).toMatchObject({ period: 'fullTime', homeScore: 1, awayScore: 0 });
    const postes = Object.fromEntries(
      (
        await t.db
          .select()
          .from(joueurs)
          .where(and(eq(joueurs.saisonId, SAISON.id)))
      ).map((j) => [j.lfpId, [j.poste, j.posteFine]]),
    );
    expect(postes).toMatchObject({ '101633': ['DL', true], '94583': ['MO', false], '101002': ['AT', true], '103452': ['DC', false] });
    // Once refined, a later sheet showing him elsewhere does not move him.
    rennesOm = 'championship-match.final-fresh.json';
    const sheet = JSON.parse(recorded(rennesOm));
    sheet.home.players.l1_championship_player_2026_14_101633.realUltraPosition = 20;
    extra.set(`/championship-match/${RENNES_OM}`, JSON.stringify(sheet));
    // His line takes the new raw entry; his position stays.
    expect((await build(RENNES_OM)).json()).toMatchObject({ created: 0, updated: 1 });
    expect((await t.db.select().from(joueurs).where(eq(joueurs.lfpId, '101633')))[0]?.poste).toBe('DL');
  });

  it('live (half-time): lines with the minutes so far; the bench not on yet has none', async () => {
    rennesOm = 'championship-match.live-halftime.json';
    const res = await build(RENNES_OM);
    // Five players in the recording; one (102045) is not among our players (not in the whistle's recording).
    expect(res.json()).toMatchObject({ players_count: 4, minutes_derived: true, unknown: ['Ulisses Garcia'] });
    const lines = Object.fromEntries((await linesOf(RENNES_OM)).map((l) => [l.lfpId, l.minutes]));
    expect(lines).toEqual({ '101002': 0, '101633': 45, '101167': 0, '102085': 0 });
  });
});

describe('the league’s own minutes overwrite ours (PSG–Monaco)', () => {
  it('derived at the whistle, then replaced by the post-processed figures', async () => {
    await runJob(championnatCalls.importLfp, 3);
    await playersOf('championship-match.final.json');
    // The recorded post-processed sheet with its minutes taken out: what it looked like at the whistle.
    const sheet = JSON.parse(recorded('championship-match.final.json'));
    for (const p of Object.values(sheet.home.players) as { minutesPlayed?: number; stats?: Record<string, unknown> }[]) {
      delete p.minutesPlayed;
      delete p.stats?.mins_played;
      delete p.stats?.minutes_played;
    }
    psgMonaco = JSON.stringify(sheet);
    expect((await build(PSG_MONACO)).json()).toMatchObject({ created: 8, minutes_derived: true });
    const kvara = async () => (await linesOf(PSG_MONACO)).find((l) => l.lfpId === '104402')?.minutes;
    expect(await kvara()).toBe(69);
    psgMonaco = recorded('championship-match.final.json');
    const res = await build(PSG_MONACO);
    // The six who played get the league's figures; the two unused substitutes had none either way.
    expect(res.json()).toMatchObject({ created: 0, updated: 6, minutes_derived: false });
    expect(res.json().message).not.toContain(CHAMPIONNAT_MSG.minutesDerived);
    expect(await kvara()).toBe(68);
  });
});

describe('clubs/grab_effectif_l1.php on PSG’s recorded squad', () => {
  it('creates the squad by families, a finer position where the league gives one, and keeps admin corrections', async () => {
    // Guess, not recorded: a defender's player answer, the recorded goalkeeper's with realsPositions ["rightWingBack"].
    const hakimi = JSON.parse(recorded('championship-player.json'));
    hakimi.id = 'l1_championship_player_2026_13_93940';
    hakimi.championships['1'].realsPositions = ['rightWingBack'];
    extra.set('/championship-player/l1_championship_player_2026_13_93940', JSON.stringify(hakimi));
    const psg = await clubRow(13);
    const res = await admin.call(championnatCalls.grabEffectifL1, { club_id: psg.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ players_count: 24, created: 24, updated: 0 });
    const squad = Object.fromEntries(
      (await t.db.select().from(joueurs).where(eq(joueurs.clubId, psg.id))).map((j) => [j.nom, [j.poste, j.posteFine]]),
    );
    expect(squad).toMatchObject({
      Chevalier: ['GB', true],
      Hakimi: ['DL', true],
      Beraldo: ['DC', false],
      'Aoas Correa': ['DC', false],
      Ruiz: ['MC', false],
      Kvaratskhelia: ['AT', false],
    });
    await t.db.update(joueurs).set({ poste: 'MO', posteManual: true }).where(eq(joueurs.nom, 'Kvaratskhelia'));
    const again = await admin.call(championnatCalls.grabEffectifL1, { club_id: psg.id });
    expect(again.json()).toMatchObject({ created: 0, updated: 0 });
    expect((await t.db.select().from(joueurs).where(eq(joueurs.nom, 'Kvaratskhelia')))[0]?.poste).toBe('MO');
  });

  it('refuses a squad of another club, and a club list of another season', async () => {
    const rennes = await clubRow(14);
    const other = await admin.call(championnatCalls.grabEffectifL1, { club_id: rennes.id });
    expect(other.statusCode).toBe(502);
    expect(other.json().message).toBe(CHAMPIONNAT_MSG.otherClubSquad('13'));
    await setSetting(t.db, 'saison', { id: 2026, nom: 'Saison 2025/2026' });
    await t.db.update(clubs).set({ saisonId: 2026 });
    const season = await admin.call(championnatCalls.grabEffectifL1, { club_id: (await clubRow(13)).id });
    expect(season.statusCode).toBe(502);
    expect(season.json().message).toBe(CHAMPIONNAT_MSG.seasonMismatch('2026/27', '2025/26'));
    expect(await t.db.$count(joueurs)).toBe(0);
  });
});

describe('clubs/grab_effectif_tm.php when Transfermarkt refuses a bot', () => {
  it('says so plainly after one try (guess, not recorded by us: the empty 202 of felipeall/transfermarkt-api issue #117)', async () => {
    const tm = await localSource((_req, res) => {
      res.writeHead(202);
      res.end();
    });
    try {
      configureChampionnat(t.app.ctx, { tmUrl: tm.url });
      const psg = await clubRow(13);
      await t.db
        .update(clubs)
        .set({ transfermarktUrl: 'https://www.transfermarkt.fr/paris-saint-germain/startseite/verein/583' })
        .where(eq(clubs.id, psg.id));
      const res = await admin.call(championnatCalls.grabEffectifTm, { club_id: psg.id });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.tmRefused, 1));
      expect([...tm.hits.values()]).toEqual([1]);
    } finally {
      await tm.close();
    }
  });
});
