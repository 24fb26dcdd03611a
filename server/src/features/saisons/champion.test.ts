import { resultatsCalls, saisonsCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createJournee, createRencontre, type LoggedIn, loggedIn, testSeason } from '../../../test/factories/index.js';
import { draftOrder, draftState, leagues, rencontres, resultats } from '../../db/schema.js';

// The season played to its last matchday: one league played it, the other's draft never finished and it played no
// match. A champion is the first of a league that played at least one head-to-head match; the league that played none
// has no champion, and its /classement and /palmares both say so.

let t: TestApp;
let SAISON: number;
let idle: { league: number; members: LoggedIn[] };
let played: { league: number; members: LoggedIn[] };

async function league(nom: string, names: string[]) {
  const [row] = await t.db.insert(leagues).values({ nom }).returning({ id: leagues.id });
  const id = row?.id ?? 0;
  const members: LoggedIn[] = [];
  for (const nickname of names) members.push(await loggedIn(t, { league: id, nickname }));
  return { league: id, members };
}

beforeAll(async () => {
  t = await testApp();
  SAISON = (await testSeason(t.db)).saisonId;
  idle = await league('Le jeudi', ['Dam le Renard', 'Élise', 'Fanny']);
  played = await league('La famille', ['Gus', 'Hana']);
  // The idle league set its order and started its draft, which never finished.
  await t.db.insert(draftState).values({ leagueId: idle.league, saisonId: SAISON, status: 'en pause' });
  await t.db
    .insert(draftOrder)
    .values(idle.members.map((m, i) => ({ leagueId: idle.league, saisonId: SAISON, rang: i + 1, userId: m.id })));
  // The other played its matchday: Hana beat Gus.
  await t.db.insert(draftState).values({ leagueId: played.league, saisonId: SAISON, status: 'terminé' });
  const [gus, hana] = played.members as [LoggedIn, LoggedIn];
  const j1 = await createJournee(t.db, 1, { status: 9 });
  await createJournee(t.db, 2, { status: 9 });
  await t.db.insert(resultats).values([
    { leagueId: played.league, journeeId: j1.id, userId: gus.id, matchPoints: 0, totalPoints: 20, matchResult: 3 },
    { leagueId: played.league, journeeId: j1.id, userId: hana.id, matchPoints: 3, totalPoints: 35, matchResult: 1 },
  ]);
  const meeting = await createRencontre(t.db, j1.id, 1, gus.id, hana.id, played.league);
  await t.db.update(rencontres).set({ score1: 20, score2: 35, resultat: 3 }).where(eq(rencontres.id, meeting));
});
afterAll(() => t.close());

describe('a finished season’s champion', () => {
  it('is none for a league that played no head-to-head match: no champion, no podium, nobody ranked', async () => {
    const [dam] = idle.members as [LoggedIn];
    const records = (await t.as(dam).call(saisonsCalls.records, {})).json();
    expect(records).toMatchObject({ saison_id: SAISON, finished: true, champion: null, podium: [], records: [] });
    const general = (await t.as(dam).call(resultatsCalls.getGeneral, {})).json();
    expect(general.classement.map((r: { rank: number | null }) => r.rank)).toEqual([null, null, null]);
    // The palmarès says the same: the season is over, without a champion.
    const { champions } = (await t.as(dam).call(resultatsCalls.palmares)).json();
    expect(champions).toEqual([{ saison_id: SAISON, nom: 'Saison 2025/2026', user_id: null, username: null, points_classement: null }]);
  });

  it('is the first of a league that played, the same on /classement and on /palmares', async () => {
    const [gus, hana] = played.members as [LoggedIn, LoggedIn];
    const records = (await t.as(gus).call(saisonsCalls.records, {})).json();
    expect(records.champion).toEqual({ user_id: hana.id, username: 'Hana', points_classement: 3 });
    expect(records.podium.map((p: { username: string }) => p.username)).toEqual(['Hana', 'Gus']);
    const { champions } = (await t.as(gus).call(resultatsCalls.palmares)).json();
    expect(champions).toEqual([{ saison_id: SAISON, nom: 'Saison 2025/2026', user_id: hana.id, username: 'Hana', points_classement: 3 }]);
  });
});
