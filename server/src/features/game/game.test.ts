import { gameCalls, SRV, usersCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createJournee, OTHER_SAISON, otherSeason, roles, testLeague } from '../../../test/factories/index.js';
import { journees, resultats } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
});
afterAll(() => t.close());

describe('game/context.php', () => {
  it('answers the season and the phase, and no rank (out of N) before any result counts', async () => {
    const res = await t.as(r.pooler).call(gameCalls.context, { userId: r.pooler.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      game: {
        saison: { id: 2026, nom: 'Saison 2025/2026' },
        phase: 'draft',
        userdata: { user_id: r.pooler.id, classement: null, poolers: 4 },
      },
    });
  });

  it('answers for the caller when no userId is given', async () => {
    const res = await t.as(r.other).call(gameCalls.context, {});
    expect(res.json().game.userdata.user_id).toBe(r.other.id);
  });

  it("refuses a pooler asking for someone else's context (403) but lets an admin", async () => {
    const res = await t.as(r.pooler).call(gameCalls.context, { userId: r.other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SRV.forbiddenOther);
    const admin = await t.as(r.admin).call(gameCalls.context, { userId: r.other.id });
    expect(admin.json().game.userdata.user_id).toBe(r.other.id);
  });

  it('refuses anonymous callers (401) and bad ids (400)', async () => {
    expect((await t.anonymous.call(gameCalls.context, {})).statusCode).toBe(401);
    expect((await t.as(r.pooler).call(gameCalls.context, { userId: -3 })).statusCode).toBe(400);
    expect((await t.as(r.pooler).call(gameCalls.context, { userId: 'abc' })).statusCode).toBe(400);
  });

  it('ranks by points, then season total, then username once results exist', async () => {
    const [j] = await t.db
      .insert(journees)
      .values({ numjournee: 1, date: '2026-09-05', heure: '21:00', startAt: new Date('2026-09-05T19:00:00Z'), saisonId: 2026, status: 9 })
      .returning();
    if (!j) throw new Error('no journee');
    // A finished matchday's results (status 9): a matchday still played has provisional ones, out of the ranking.
    await t.db.insert(resultats).values([
      { leagueId: await testLeague(t.db), journeeId: j.id, userId: r.other.id, matchPoints: 3, totalPoints: 50 },
      { leagueId: await testLeague(t.db), journeeId: j.id, userId: r.pooler.id, matchPoints: 0, totalPoints: 40 },
      { leagueId: await testLeague(t.db), journeeId: j.id, userId: r.admin.id, matchPoints: 0, totalPoints: 40, starBonus: 0 },
    ]);
    const rank = async (u: { id: number; cookie: string }) => (await t.as(u).call(gameCalls.context, {})).json().game.userdata.classement;
    expect(await rank(r.other)).toBe(1);
    const [a, p] = [await rank(r.admin), await rank(r.pooler)];
    // Same points and total: ordered by username.
    expect(r.pooler.username < r.admin.username ? [p, a] : [a, p]).toEqual([2, 3]);
    expect(await rank(r.superAdmin)).toBe(4);
    await t.db.delete(resultats);
  });

  it('gives no rank in a new season until it has results, whatever the last one gave', async () => {
    await otherSeason(t.db);
    const past = await createJournee(t.db, 1, { status: 9, saisonId: OTHER_SAISON });
    const league = await testLeague(t.db);
    await t.db.insert(resultats).values([
      { leagueId: league, journeeId: past.id, userId: r.other.id, matchPoints: 3, totalPoints: 50 },
      { leagueId: league, journeeId: past.id, userId: r.pooler.id, matchPoints: 0, totalPoints: 40 },
    ]);
    for (const who of [r.pooler, r.other]) {
      expect((await t.as(who).call(gameCalls.context, {})).json().game.userdata).toMatchObject({ classement: null, poolers: 4 });
      expect((await t.as(who).call(gameCalls.home)).json().home.classement).toEqual({ rank: null, poolers: 4, previous_rank: null });
    }
    await t.db.delete(resultats);
  });
});

describe('game/setPhase.php', () => {
  it('lets an admin switch the phase, refuses poolers and bad phases', async () => {
    expect((await t.as(r.pooler).call(gameCalls.setPhase, { phase: 'mercato' })).statusCode).toBe(403);
    expect((await t.anonymous.call(gameCalls.setPhase, { phase: 'mercato' })).statusCode).toBe(401);
    expect((await t.as(r.admin).post(gameCalls.setPhase, { phase: 'autre' })).statusCode).toBe(400);
    const res = await t.as(r.admin).call(gameCalls.setPhase, { phase: 'mercato' });
    expect(res.statusCode).toBe(200);
    expect((await t.as(r.pooler).call(gameCalls.context, {})).json().game.phase).toBe('mercato');
    await t.as(r.superAdmin).call(gameCalls.setPhase, { phase: 'draft' });
  });
});

describe('users/list.php', () => {
  it('lists id, username and nickname to logged-in users only', async () => {
    const res = await t.as(r.pooler).call(usersCalls.list);
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { id: number; nickname: string }[];
    expect(users.map((u) => u.id)).toEqual([r.pooler.id, r.other.id, r.admin.id, r.superAdmin.id]);
    expect(users[0]).not.toHaveProperty('email');
    expect((await t.anonymous.call(usersCalls.list)).statusCode).toBe(401);
  });

  it('answers a French 404 envelope for an unknown call', async () => {
    const res = await t.anonymous.get('/backend/api/nope/nope.php');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, status: 'error', message: SRV.notFoundRoute });
  });
});
