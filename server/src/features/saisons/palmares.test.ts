import { resultatsCalls } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createJournee,
  createRencontre,
  type LoggedIn,
  loggedIn,
  OTHER_SAISON,
  otherSeason,
  testLeague,
} from '../../../test/factories/index.js';
import { leagueMembers, leagues, rencontres, resultats } from '../../db/schema.js';

let t: TestApp;
let alice: LoggedIn;
let bruno: LoggedIn;
let league: number;

/** A pooler's result of a matchday in a league. */
const result = (leagueId: number, journeeId: number, userId: number, matchPoints: number, totalPoints: number) =>
  t.db.insert(resultats).values({ leagueId, journeeId, userId, matchPoints, totalPoints });
/** A computed head-to-head: resultat 1 the first wins, 2 a draw, 3 the second wins. */
const met = async (journeeId: number, a: number, b: number, resultat: number, leagueId = league) => {
  const id = await createRencontre(t.db, journeeId, 1, a, b, leagueId);
  await t.db.update(rencontres).set({ resultat }).where(eq(rencontres.id, id));
};

beforeAll(async () => {
  t = await testApp();
  league = await testLeague(t.db);
  [alice, bruno] = [await loggedIn(t, { nickname: 'Alice' }), await loggedIn(t, { nickname: 'Bruno' })];
  // Last season, over: Alice wins its only matchday and the season.
  await otherSeason(t.db);
  const past = await createJournee(t.db, 1, { status: 9, saisonId: OTHER_SAISON });
  await result(league, past.id, alice.id, 3, 40);
  await result(league, past.id, bruno.id, 0, 30);
  await met(past.id, alice.id, bruno.id, 1);
  // This season, under way: Bruno wins matchday 1; matchday 2's provisional results do not count.
  const j1 = await createJournee(t.db, 1, { status: 9 });
  const j2 = await createJournee(t.db, 2);
  await result(league, j1.id, alice.id, 0, 10);
  await result(league, j1.id, bruno.id, 3, 45);
  await met(j1.id, alice.id, bruno.id, 3);
  await result(league, j2.id, alice.id, 3, 99);
  await met(j2.id, bruno.id, alice.id, 2);
});
afterAll(() => t.close());

describe('resultats/palmares.php', () => {
  it('gives the champion of each finished season, the all-time table and the head-to-head records', async () => {
    const res = await t.as(bruno).call(resultatsCalls.palmares);
    expect(res.statusCode).toBe(200);
    const { champions, all_time, head_to_head } = res.json();
    expect(champions).toEqual([
      { saison_id: OTHER_SAISON, nom: 'Saison 2024/2025', user_id: alice.id, username: 'Alice', points_classement: 3 },
    ]);
    // Level on points over the two seasons; Bruno's 75 points of matchdays against Alice's 50 put him first.
    expect(all_time).toEqual([
      { rank: 1, user_id: bruno.id, username: 'Bruno', seasons: 2, titles: 0, points_classement: 3, total_saison: 75 },
      { rank: 2, user_id: alice.id, username: 'Alice', seasons: 2, titles: 1, points_classement: 3, total_saison: 50 },
    ]);
    expect(head_to_head).toEqual([
      { user_id: alice.id, username: 'Alice', opponent_id: bruno.id, opponent: 'Bruno', wins: 1, draws: 0, losses: 1 },
      { user_id: bruno.id, username: 'Bruno', opponent_id: alice.id, opponent: 'Alice', wins: 1, draws: 0, losses: 1 },
    ]);
  });

  it('keeps a member who left in the history; another league’s palmarès holds nothing of this one', async () => {
    await t.db
      .update(leagueMembers)
      .set({ active: false })
      .where(and(eq(leagueMembers.leagueId, league), eq(leagueMembers.userId, alice.id)));
    const { champions } = (await t.as(bruno).call(resultatsCalls.palmares)).json();
    expect(champions[0]).toMatchObject({ user_id: alice.id, username: 'Alice' });
    const [other] = await t.db.insert(leagues).values({ nom: 'Famille' }).returning();
    const stranger = await loggedIn(t, { league: other?.id ?? 0 });
    expect((await t.as(stranger).call(resultatsCalls.palmares)).json()).toMatchObject({ champions: [], all_time: [], head_to_head: [] });
  });

  it('answers a caller with no session 401', async () => {
    expect((await t.anonymous.call(resultatsCalls.palmares)).statusCode).toBe(401);
  });
});
