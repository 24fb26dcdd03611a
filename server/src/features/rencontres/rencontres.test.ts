import { MSG, RENCONTRES_MSG, rencontresCalls, roundRobin } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createJournee, createUser, roles, testLeague, testSeason } from '../../../test/factories/index.js';
import { rencontres, resultats } from '../../db/schema.js';
import { generatePairings } from './generate.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let days: Awaited<ReturnType<typeof createJournee>>[];

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  days = [];
  for (let n = 1; n <= 5; n++) days.push(await createJournee(t.db, n, { startAt: `2026-09-${String(n + 10)}T19:00:00Z` }));
});
afterAll(() => t.close());

const pairingsOf = async (journeeId: number) =>
  (await t.db.select().from(rencontres).where(eq(rencontres.journeeId, journeeId)).orderBy(asc(rencontres.matchNo))).map((m) => [
    m.user1Id,
    m.user2Id,
  ]);

describe('rencontres/generate.php', () => {
  it('refuses anonymous callers (401) and poolers (403)', async () => {
    expect((await t.anonymous.call(rencontresCalls.generate)).statusCode).toBe(401);
    expect((await t.as(r.pooler).call(rencontresCalls.generate)).statusCode).toBe(403);
  });

  it("lets an admin write the season's round robin, one round per matchday", async () => {
    const res = await t.as(r.admin).call(rencontresCalls.generate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, poolers: 4, generated: 5, kept: 0, message: RENCONTRES_MSG.generated(5, 0) });
    const ids = [r.pooler.id, r.other.id, r.admin.id, r.superAdmin.id];
    const expected = roundRobin(ids, 5);
    for (const [i, day] of days.entries()) {
      expect(await pairingsOf(day.id)).toEqual(expected[i]?.pairings.map((p) => [p.user1_id, p.user2_id]));
    }
    // Each pooler plays once per matchday.
    const first = (await pairingsOf(days[0]?.id ?? 0)).flat();
    expect(new Set(first).size).toBe(4);
  });

  it('gives one bye a matchday with an odd number of poolers', async () => {
    const fifth = await createUser(t.db);
    await generatePairings(t.db, await testSeason(t.db));
    const byes: number[] = [];
    for (const day of days) {
      const pairs = await pairingsOf(day.id);
      expect(pairs).toHaveLength(3);
      const bye = pairs.filter(([, away]) => away === null);
      expect(bye).toHaveLength(1);
      byes.push(bye[0]?.[0] ?? 0);
    }
    // Over a cycle of 5 matchdays each of the 5 poolers has the bye once.
    expect(new Set(byes).size).toBe(5);
    expect(byes).toContain(fifth.id);
  });

  it('keeps the pairings of matchdays that have results when regenerating', async () => {
    const [d1, d2] = days as [(typeof days)[0], (typeof days)[0]];
    const keptPairs = await pairingsOf(d1.id);
    await t.db.insert(resultats).values({ leagueId: await testLeague(t.db), journeeId: d1.id, userId: r.pooler.id, totalPoints: 40 });
    await t.db.update(rencontres).set({ score1: 40, score2: 30, resultat: 1 }).where(eq(rencontres.journeeId, d2.id));
    const keptD2 = await pairingsOf(d2.id);
    await createUser(t.db); // 6 poolers now: no bye any more
    const summary = await generatePairings(t.db, await testSeason(t.db));
    expect(summary).toEqual({ poolers: 6, generated: 3, kept: 2 });
    expect(await pairingsOf(d1.id)).toEqual(keptPairs);
    expect(await pairingsOf(d2.id)).toEqual(keptD2);
    const d3 = await pairingsOf(days[2]?.id ?? 0);
    expect(d3).toHaveLength(3);
    expect(d3.every(([, away]) => away !== null)).toBe(true);
  });
});

describe('rencontres/getByJournee.php', () => {
  it('answers the pairings of a matchday with both sides, scores empty until computed', async () => {
    const day = days[2] ?? days[0];
    const res = await t.as(r.pooler).call(rencontresCalls.getByJournee, { journee_id: day?.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.journee).toMatchObject({ id: day?.id, numjournee: 3 });
    expect(body.started).toBe(false);
    expect(body.matches.map((m: { match_no: number }) => m.match_no)).toEqual([1, 2, 3]);
    const [m] = body.matches;
    expect(m).toMatchObject({ score1: null, score2: null, resultat: null, home: { id: m.user1_id }, away: { id: m.user2_id } });
    expect(typeof m.home.username).toBe('string');
  });

  it('answers the active matchday by default, with a bye as an absent away side', async () => {
    await t.db.delete(rencontres).where(eq(rencontres.journeeId, days[0]?.id ?? 0));
    await t.db.insert(rencontres).values({
      leagueId: await testLeague(t.db),
      saisonId: 2026,
      journeeId: days[0]?.id ?? 0,
      matchNo: 1,
      user1Id: r.pooler.id,
      user2Id: null,
    });
    const body = (await t.as(r.other).call(rencontresCalls.getByJournee)).json();
    expect(body.journee.numjournee).toBe(1);
    expect(body.matches).toEqual([
      {
        id: expect.any(Number),
        match_no: 1,
        user1_id: r.pooler.id,
        user2_id: null,
        score1: null,
        score2: null,
        resultat: null,
        home: { id: r.pooler.id, username: r.pooler.nickname },
        away: null,
      },
    ]);
  });

  it('says when the matchday has started', async () => {
    t.setNow('2026-09-11T19:00:00Z');
    expect((await t.as(r.other).call(rencontresCalls.getByJournee)).json().started).toBe(true);
    t.setNow('2026-09-01T10:00:00Z');
  });

  it("refuses an unknown matchday ('Journée introuvable'), a bad id (400) and anonymous callers (401)", async () => {
    const res = await t.as(r.pooler).call(rencontresCalls.getByJournee, { journee_id: 99999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.matchdayNotFound);
    expect((await t.as(r.pooler).call(rencontresCalls.getByJournee, { journee_id: 'x' })).statusCode).toBe(400);
    expect((await t.anonymous.call(rencontresCalls.getByJournee)).statusCode).toBe(401);
  });
});
