import { SAISON_MSG, saisonsCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createClub,
  createJoueur,
  createJournee,
  createRencontre,
  type LoggedIn,
  loggedIn,
  OTHER_SAISON,
  otherSeason,
  testLeague,
  testSeason,
} from '../../../test/factories/index.js';
import { draftPicks, leagues, playerPoints, rencontres, resultats } from '../../db/schema.js';

let t: TestApp;
let alice: LoggedIn;
let bruno: LoggedIn;
let league: number;
let SAISON: number;

/** A pooler's result of a finished matchday: its match result 1 win, 2 draw, 3 loss. */
const result = (journeeId: number, u: LoggedIn, totalPoints: number, matchResult: number, more = {}) =>
  t.db.insert(resultats).values({
    leagueId: league,
    journeeId,
    userId: u.id,
    totalPoints,
    matchResult,
    matchPoints: matchResult === 1 ? 3 : matchResult === 2 ? 1 : 0,
    ...more,
  });
const met = async (journeeId: number, a: LoggedIn, b: LoggedIn, s1: number, s2: number) => {
  const id = await createRencontre(t.db, journeeId, 1, a.id, b.id, league);
  await t.db
    .update(rencontres)
    .set({ score1: s1, score2: s2, resultat: s1 > s2 ? 1 : s1 < s2 ? 3 : 2 })
    .where(eq(rencontres.id, id));
};

beforeAll(async () => {
  t = await testApp();
  SAISON = (await testSeason(t.db)).saisonId;
  league = await testLeague(t.db);
  [alice, bruno] = [await loggedIn(t, { nickname: 'Alice' }), await loggedIn(t, { nickname: 'Bruno' })];
  // A whole season of two matchdays, over: Alice wins both.
  const j1 = await createJournee(t.db, 1, { status: 9 });
  const j2 = await createJournee(t.db, 2, { status: 9 });
  await result(j1.id, alice, 48, 1, { captainPoints: 12, starBonus: 1 });
  await result(j1.id, bruno, 30, 3, { lostPoints: 21 });
  await met(j1.id, alice, bruno, 48, 30);
  await result(j2.id, alice, 61, 1, { starBonus: 1 });
  await result(j2.id, bruno, 20, 3, { captainPoints: 4 });
  await met(j2.id, bruno, alice, 20, 61);
  // The draft: Bruno's round-2 player scored 40 over the season, 30 above his round's average.
  const club = (await createClub(t.db)).id;
  const [p1, p2, p3, p4] = [
    await createJoueur(t.db, club, 'AT', { prenom: 'Kylian', nom: 'Un' }),
    await createJoueur(t.db, club, 'AT', { prenom: 'Léo', nom: 'Deux' }),
    await createJoueur(t.db, club, 'MC', { prenom: 'Théo', nom: 'Trois' }),
    await createJoueur(t.db, club, 'MC', { prenom: 'Hugo', nom: 'Quatre' }),
  ];
  const picks = [
    [1, 1, alice, p1],
    [1, 2, bruno, p2],
    [2, 1, bruno, p3],
    [2, 2, alice, p4],
  ] as const;
  await t.db
    .insert(draftPicks)
    .values(picks.map(([tour, rang, u, p]) => ({ leagueId: league, saisonId: SAISON, tour, rang, userId: u.id, joueurId: p?.id ?? 0 })));
  const points = [
    [p1, 30],
    [p2, 20],
    [p3, 40],
    [p4, -20],
  ] as const;
  for (const [p, pts] of points) {
    await t.db.insert(playerPoints).values({ joueurId: p?.id ?? 0, journeeId: j1.id, points: pts, detail: {} });
  }
});
afterAll(() => t.close());

describe('saisons/records.php', () => {
  it('gives a finished season’s podium and each record with who and when', async () => {
    const res = await t.as(bruno).call(saisonsCalls.records, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ saison_id: SAISON, finished: true, champion: { user_id: alice.id, username: 'Alice' } });
    expect(body.podium.map((p: { username: string }) => p.username)).toEqual(['Alice', 'Bruno']);
    const by = Object.fromEntries(body.records.map((r: { kind: string }) => [r.kind, r]));
    expect(by.best_score).toMatchObject({ username: 'Alice', value: 61, numjournee: 2 });
    expect(by.biggest_win).toMatchObject({ username: 'Alice', value: 41, numjournee: 2, opponent: 'Bruno', score: [61, 20] });
    expect(by.longest_run).toMatchObject({ username: 'Alice', value: 2, numjournee: 1, numjournee_end: 2 });
    expect(by.most_stars).toMatchObject({ username: 'Alice', value: 2 });
    expect(by.best_captain).toMatchObject({ username: 'Alice', value: 12, numjournee: 1 });
    expect(by.most_lost).toMatchObject({ username: 'Bruno', value: 21, numjournee: 1 });
    expect(by.best_pick).toMatchObject({ username: 'Bruno', joueur: 'Théo Trois', tour: 2, value: 40, above: 30 });
  });

  it('answers a past season by its id, empty for this league; an unknown season 404; another league sees none of this one', async () => {
    await otherSeason(t.db);
    await createJournee(t.db, 1, { status: 9, saisonId: OTHER_SAISON });
    expect((await t.as(alice).call(saisonsCalls.records, { saison_id: OTHER_SAISON })).json()).toMatchObject({
      saison_id: OTHER_SAISON,
      nom: 'Saison 2024/2025',
      finished: true,
      records: [],
    });
    const unknown = await t.as(alice).call(saisonsCalls.records, { saison_id: 1999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SAISON_MSG.unknown);
    const [other] = await t.db.insert(leagues).values({ nom: 'Famille' }).returning();
    const stranger = await loggedIn(t, { league: other?.id ?? 0 });
    const theirs = (await t.as(stranger).call(saisonsCalls.records, {})).json();
    // A league that played no match of the season: no champion, nobody on a podium.
    expect(theirs).toMatchObject({ champion: null, podium: [], records: [] });
  });

  it('answers a caller with no session 401', async () => {
    expect((await t.anonymous.call(saisonsCalls.records, {})).statusCode).toBe(401);
  });
});
