import { gameCalls, MSG, RESULTATS_MSG, resultatsCalls, type ResultatsRow, statsCalls } from '@poolfoot/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import type { Caller } from '../../../test/caller.js';
import {
  buildResultatsScene,
  cookieOf,
  createClub,
  createMatch,
  createRencontre,
  createStat,
  createUser,
  roles,
  septemberJournee,
  type TestUser,
} from '../../../test/factories/index.js';
import { journees, matchlfps, playerPoints, rencontres, resultats } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let scene: Awaited<ReturnType<typeof buildResultatsScene>>;
const u = { alice: 0, bruno: 0, chloe: 0 };
let bruno: TestUser;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  // Named as the screens name them: a display name when there is one (Alice, Chloé), else the username (Bruno).
  u.alice = (await createUser(t.db, { username: 'alice', nickname: 'Alice' })).id;
  bruno = await createUser(t.db, { username: 'Bruno', nickname: '' });
  u.bruno = bruno.id;
  u.chloe = (await createUser(t.db, { username: 'chloe', nickname: 'Chloé' })).id;
  scene = await buildResultatsScene(t.db, u);
  // Every player's points of both matchdays, through the per-player call.
  for (const n of [1, 2]) {
    for (const p of Object.values(scene.p)) {
      const res = await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: p.lfpId, numjournee: n });
      expect(res.statusCode).toBe(200);
    }
  }
});
afterAll(() => t.close());

const byUser = (rows: ResultatsRow[]) => Object.fromEntries(rows.map(({ username: _n, user_id, ...row }) => [user_id, row]));
const pairingsOf = async (journeeId: number) =>
  (await t.db.select().from(rencontres).where(eq(rencontres.journeeId, journeeId)).orderBy(rencontres.matchNo)).map((p) => [
    p.score1,
    p.score2,
    p.resultat,
  ]);

// Matchday 1 by hand (stat lines in test/factories/resultats-scene.ts):
// Alice: GB 3 + DC 8 + AT 9 + captain AT 9 = 29; best 3 + 8 + 9 + 5 (bench AT, two-striker formation) + 9 = 34, lost 5.
// Bruno: GB 7 + MC -1 + MO -1 + captain MC -1 (negative counts double too) = 4; best 7 - 1 - 1 + 7 = 12, lost 8.
// Chloé: no lineup ever = 0; best AT 4 + captain 4 = 8, lost 8.
// Alice beats Bruno 29-4; Chloé's bye: 0 against the mean of 29 and 4 (16.5), a loss. Best total: Alice's star.
const J1 = () => ({
  [u.alice]: { match_points: 3, total_points: 29, captain_points: 9, lost_points: 5, match_result: 1, star_bonus: 1 },
  [u.bruno]: { match_points: 0, total_points: 4, captain_points: -1, lost_points: 8, match_result: 3, star_bonus: 0 },
  [u.chloe]: { match_points: 0, total_points: 0, captain_points: 0, lost_points: 8, match_result: 3, star_bonus: 0 },
});

describe('resultats/calcJournee.php', () => {
  it('computes a finished matchday: scores, captain, results, bye against the mean, star, lost points; status 9', async () => {
    const res = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: scene.j1.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, finished: true, journee: { id: scene.j1.id, status: 9 } });
    expect(body.message).toBe(RESULTATS_MSG.computedFinished(1, 3));
    expect(byUser(body.results)).toEqual(J1());
    expect(body.results.map((row: ResultatsRow) => row.username)).toEqual(['Alice', 'Bruno', 'Chloé']);
    expect(await pairingsOf(scene.j1.id)).toEqual([
      [29, 4, 1],
      [0, null, 3],
    ]);
  });

  it('is idempotent: computing again replaces the results with the same figures', async () => {
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: scene.j1.id });
    expect(res.statusCode).toBe(200);
    expect(byUser(res.json().results)).toEqual(J1());
    expect(await t.db.select().from(resultats).where(eq(resultats.journeeId, scene.j1.id))).toHaveLength(3);
  });

  // Matchday 2 by hand: Alice GB 6 + DC 4 + AT 6 + captain GB 6 = 22; her best is the same, lost 0.
  // Bruno saved no lineup: his matchday 1 lineup carries over without the MO who left his team:
  // GB 6 + MC 8 + captain MC 8 = 22, lost 0. Chloé: 0; best AT 2 + MO 2 (joined her) + captain 2 = 6.
  // Alice beats Chloé; Bruno's bye: 22 against the mean of 22 and 0, a win. Two best totals: two stars.
  it('uses the carried-over lineup, counts a pooler without lineup as 0 and gives a star to each best total', async () => {
    // Matchday 2 is being played: another match of it is over, Club A - Club B is not. Its results are provisional.
    const [c, d] = [(await createClub(t.db, { name: 'Club C' })).id, (await createClub(t.db, { name: 'Club D' })).id];
    await createMatch(t.db, scene.j2.id, c, d, { period: 'fullTime' });
    const res = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: scene.j2.id });
    const body = res.json();
    expect(body).toMatchObject({ finished: false, journee: { status: 0 }, message: RESULTATS_MSG.computed(2, 3) });
    expect(byUser(body.results)).toEqual({
      [u.alice]: { match_points: 3, total_points: 22, captain_points: 6, lost_points: 0, match_result: 1, star_bonus: 1 },
      [u.bruno]: { match_points: 3, total_points: 22, captain_points: 8, lost_points: 0, match_result: 1, star_bonus: 1 },
      [u.chloe]: { match_points: 0, total_points: 0, captain_points: 0, lost_points: 6, match_result: 3, star_bonus: 0 },
    });
    expect(await pairingsOf(scene.j2.id)).toEqual([
      [22, 0, 1],
      [22, null, 1],
    ]);
    // Provisional: the general ranking and its history still hold matchday 1 only.
    const ranking = (await t.as(r.pooler).call(resultatsCalls.getGeneral)).json().classement.slice(0, 3);
    expect(
      ranking.map((x: { username: string; points_classement: number; total_saison: number; total_stars: number }) => [
        x.username,
        x.points_classement,
        x.total_saison,
        x.total_stars,
      ]),
    ).toEqual([
      ['Alice', 4, 29, 1],
      ['Bruno', 0, 4, 0],
      ['Chloé', 0, 0, 0],
    ]);
    const history = (await t.as(r.pooler).call(resultatsCalls.getHistory)).json().history;
    expect(new Set(history.map((h: { numjournee: number }) => h.numjournee))).toEqual(new Set([1]));
  });

  it('refuses a matchday none of whose matches is finished, and writes nothing', async () => {
    const j4 = await septemberJournee(t.db, 4);
    const before = await createMatch(t.db, j4.id, scene.clubs.clubA, scene.clubs.clubB, { period: 'preMatch' });
    await createStat(t.db, before.id, scene.p.free, { minutes: 0 });
    const live = await createMatch(t.db, j4.id, scene.clubs.clubB, scene.clubs.clubA, { period: 'secondHalf' });
    await createStat(t.db, live.id, scene.p.a3, { minutes: 60, goals: 1 });
    await createRencontre(t.db, j4.id, 1, u.alice, u.bruno);
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j4.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: RESULTATS_MSG.nothingPlayed(4) });
    // A matchday with no match at all (nothing imported yet) is refused the same way.
    const j5 = await septemberJournee(t.db, 5);
    const empty = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j5.id });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(RESULTATS_MSG.nothingPlayed(5));
    for (const id of [j4.id, j5.id]) {
      expect(await t.db.select().from(resultats).where(eq(resultats.journeeId, id))).toEqual([]);
      expect(await t.db.select().from(playerPoints).where(eq(playerPoints.journeeId, id))).toEqual([]);
      expect(await pairingsOf(id)).toEqual(id === j4.id ? [[null, null, null]] : []);
      const [row] = await t.db.select({ status: journees.status }).from(journees).where(eq(journees.id, id));
      expect(row?.status).toBe(0);
    }
    await t.db.delete(rencontres).where(eq(rencontres.journeeId, j4.id));
    await t.db.delete(matchlfps).where(eq(matchlfps.journeeId, j4.id));
    await t.db.delete(journees).where(inArray(journees.id, [j4.id, j5.id]));
  });

  it('sets the matchday to 9 once all its league matches are finished (or postponed)', async () => {
    await createMatch(t.db, scene.j2.id, scene.clubs.clubA, scene.clubs.clubB, { period: 'postponed' });
    await t.db.update(matchlfps).set({ period: 'fullTime', homeScore: 1, awayScore: 0 }).where(eq(matchlfps.id, scene.m2));
    const res = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: scene.j2.id });
    expect(res.json()).toMatchObject({ finished: true, journee: { status: 9 } });
  });

  it('without pairings, compares every pooler with the mean of the others', async () => {
    const j3 = await septemberJournee(t.db, 3);
    const m3 = await createMatch(t.db, j3.id, scene.clubs.clubA, scene.clubs.clubB, { period: 'fullTime' });
    await createStat(t.db, m3.id, scene.p.free, { minutes: 0 });
    const res = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: j3.id });
    // Only a free player's line: everyone scores 0, which equals the mean of the others: three draws, three stars.
    expect(
      res.json().results.map((row: ResultatsRow) => [row.username, row.total_points, row.match_result, row.match_points, row.star_bonus]),
    ).toEqual([
      ['Alice', 0, 2, 1, 1],
      ['Bruno', 0, 2, 1, 1],
      ['Chloé', 0, 2, 1, 1],
    ]);
    expect(res.json().finished).toBe(true);
    await t.db.delete(resultats).where(eq(resultats.journeeId, j3.id));
    await t.db.delete(playerPoints).where(eq(playerPoints.journeeId, j3.id));
    await t.db.delete(matchlfps).where(eq(matchlfps.journeeId, j3.id));
    await t.db.delete(journees).where(eq(journees.id, j3.id));
  });

  it('refuses an unknown matchday (404), bad ids (400), anonymous (401) and poolers (403)', async () => {
    const unknown = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.matchdayNotFound);
    expect((await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: 'abc' })).statusCode).toBe(400);
    expect((await t.as(r.admin).post(resultatsCalls.calcJournee, {})).statusCode).toBe(400);
    expect((await t.anonymous.get(resultatsCalls.calcJournee, { journee_id: scene.j1.id })).statusCode).toBe(401);
    expect((await t.as(r.pooler).get(resultatsCalls.calcJournee, { journee_id: scene.j1.id })).statusCode).toBe(403);
    expect((await t.as(r.pooler).call(resultatsCalls.calcJournee, { journee_id: scene.j1.id })).statusCode).toBe(403);
  });
});

describe('resultats/getGeneral.php, getByJournee.php, getHistory.php', () => {
  // After both matchdays: Alice 3 + 1 + 3 + 1 = 8 points, 51; Bruno 0 + 3 + 1 = 4, 26; Chloé 0, 0.
  it('ranks by points_classement, then total_saison, then username', async () => {
    const res = await t.as(r.pooler).call(resultatsCalls.getGeneral);
    expect(res.statusCode).toBe(200);
    const { classement, saison_id } = res.json();
    expect(saison_id).toBe(2026);
    expect(classement.slice(0, 3)).toEqual([
      { rank: 1, user_id: u.alice, username: 'Alice', points_classement: 8, total_saison: 51, lost_saison: 5, total_stars: 2 },
      { rank: 2, user_id: u.bruno, username: 'Bruno', points_classement: 4, total_saison: 26, lost_saison: 8, total_stars: 1 },
      { rank: 3, user_id: u.chloe, username: 'Chloé', points_classement: 0, total_saison: 0, lost_saison: 14, total_stars: 0 },
    ]);
    // The other users have no result: 0 everywhere, ordered by name (their display names) after Chloé.
    expect(classement.slice(3).map((row: { username: string }) => row.username)).toEqual(
      [r.pooler, r.other, r.admin, r.superAdmin].map((x) => x.nickname).sort(),
    );
    const ctx = await t.as({ cookie: await cookieOf(t.app, bruno) }).call(gameCalls.context, {});
    expect(ctx.json().game.userdata.classement).toBe(2);
    const other = await t.as(r.pooler).call(resultatsCalls.getGeneral, { saison_id: 2025 });
    // A season with no result of the league: nobody is ranked yet.
    expect(other.json().classement.every((row: { rank: number | null }) => row.rank === null)).toBe(true);
  });

  it("answers a matchday's results with the matchday, best total first", async () => {
    const res = await t.as(r.other).call(resultatsCalls.getByJournee, { journee_id: scene.j1.id });
    expect(res.json()).toMatchObject({ journee: { id: scene.j1.id, numjournee: 1, status: 9 } });
    expect(byUser(res.json().results)).toEqual(J1());
    expect((await t.as(r.other).call(resultatsCalls.getByJournee, { journee_id: 999999 })).statusCode).toBe(404);
    expect((await t.as(r.other).get(resultatsCalls.getByJournee)).statusCode).toBe(400);
  });

  it('answers the rank and cumulated points of every pooler after each finished matchday', async () => {
    const res = await t.as(r.pooler).call(resultatsCalls.getHistory);
    const mine = (userId: number) =>
      res
        .json()
        .history.filter((h: { user_id: number }) => h.user_id === userId)
        .map((h: { numjournee: number; rank: number; points_classement: number; total_saison: number }) => [
          h.numjournee,
          h.rank,
          h.points_classement,
          h.total_saison,
        ]);
    expect(mine(u.alice)).toEqual([
      [1, 1, 4, 29],
      [2, 1, 8, 51],
    ]);
    expect(mine(u.bruno)).toEqual([
      [1, 2, 0, 4],
      [2, 2, 4, 26],
    ]);
    expect(mine(u.chloe)).toEqual([
      [1, 3, 0, 0],
      [2, 3, 0, 0],
    ]);
  });

  it('needs a logged-in user', async () => {
    for (const read of [
      (who: Caller) => who.call(resultatsCalls.getGeneral),
      (who: Caller) => who.call(resultatsCalls.getByJournee, { journee_id: scene.j1.id }),
      (who: Caller) => who.call(resultatsCalls.getHistory),
    ]) {
      expect((await read(t.anonymous)).statusCode).toBe(401);
    }
  });
});
