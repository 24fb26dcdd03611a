import { type ResultatsRow, resultatsCalls } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createClub,
  createCompo,
  createMatch,
  createRencontre,
  createStat,
  createUser,
  give,
  lineupSlots,
  namedJoueur,
  roles,
  septemberJournee,
} from '../../../test/factories/index.js';
import { playerPoints, playerStats } from '../../db/schema.js';

/**
 * The admin's trap: "Calculer les résultats" right after the stats import, before "Calculer les points", used
 * to give everybody 0 points, a 0–0 draw and a star, and closed the matchday. Results are now computed from
 * points brought up to date from the stat lines, and refused while finished matches have no stats at all.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
});
afterAll(() => t.close());

async function matchday(n: number, withStats: boolean) {
  const [alice, bruno] = [(await createUser(t.db, { nickname: `alice${n}` })).id, (await createUser(t.db, { nickname: `bruno${n}` })).id];
  const [clubA, clubB] = [(await createClub(t.db, { name: `A${n}` })).id, (await createClub(t.db, { name: `B${n}` })).id];
  const j = await septemberJournee(t.db, n);
  const m = (await createMatch(t.db, j.id, clubA, clubB, { period: 'fullTime' })).id;
  const a = await namedJoueur(t.db, clubA, 'AT', `Scorer${n}`);
  const b = await namedJoueur(t.db, clubB, 'AT', `Bench${n}`);
  await give(t.db, alice, [a]);
  await give(t.db, bruno, [b]);
  await createCompo(t.db, alice, j.id, lineupSlots({ 10: a }), a);
  await createCompo(t.db, bruno, j.id, lineupSlots({ 10: b }), b);
  if (withStats) {
    await createStat(t.db, m, a, { minutes: 90, goals: 1 }); // 2 + 4 = 6, captain: 12
    await createStat(t.db, m, b, { minutes: 90 }); // 2, captain: 4
  }
  await createRencontre(t.db, j.id, 1, alice, bruno);
  return { j, m, a, b, alice, bruno };
}

describe('resultats/calcJournee before the points job', () => {
  it('computes the missing points first: the real totals, a winner, one star', async () => {
    const { j, alice, bruno } = await matchday(1, true);
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j.id });
    expect(res.statusCode).toBe(200);
    const rows = (await t.as(r.admin).call(resultatsCalls.getByJournee, { journee_id: j.id })).json().results as ResultatsRow[];
    const byUser = new Map(rows.map((x) => [x.user_id, [x.total_points, x.match_result, x.star_bonus]]));
    expect(byUser).toEqual(
      new Map([
        [alice, [12, 1, 1]],
        [bruno, [4, 3, 0]],
      ]),
    );
  });

  it('refuses, with the reason, while finished matches have no stats, and changes nothing', async () => {
    const { j } = await matchday(2, false);
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/statistiques de la J2 ne sont pas importées/);
    const rows = (await t.as(r.admin).call(resultatsCalls.getByJournee, { journee_id: j.id })).json().results as ResultatsRow[];
    expect(rows).toEqual([]);
  });
});

describe('resultats/calcJournee with points already up to date', () => {
  const stored = async (journeeId: number) =>
    new Map(
      (await t.db.select().from(playerPoints).where(eq(playerPoints.journeeId, journeeId))).map((p) => [
        p.joueurId,
        [p.points, p.computedAt.toISOString()],
      ]),
    );
  const totals = async (journeeId: number) =>
    ((await t.as(r.admin).call(resultatsCalls.getByJournee, { journee_id: journeeId })).json().results as ResultatsRow[]).map((x) => [
      x.user_id,
      x.total_points,
    ]);

  it('does not write them again, but scores again a player whose stat line changed', async () => {
    const { j, m, a, b, alice, bruno } = await matchday(3, true);
    const first = '2026-09-01T10:00:00.000Z';
    t.setNow(first);
    expect((await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j.id })).statusCode).toBe(200);
    expect(await stored(j.id)).toEqual(
      new Map([
        [a.id, [6, first]],
        [b.id, [2, first]],
      ]),
    );

    // Computed again later with the same stat lines: the same points, left as they were written.
    t.setNow('2026-09-01T11:00:00.000Z');
    expect((await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j.id })).statusCode).toBe(200);
    expect(await stored(j.id)).toEqual(
      new Map([
        [a.id, [6, first]],
        [b.id, [2, first]],
      ]),
    );

    // The league corrects a stat line: that player's points are scored again, the results follow.
    await t.db
      .update(playerStats)
      .set({ goals: 2 })
      .where(and(eq(playerStats.matchlfpId, m), eq(playerStats.joueurId, b.id)));
    const later = '2026-09-01T12:00:00.000Z';
    t.setNow(later);
    expect((await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: j.id })).statusCode).toBe(200);
    expect(await stored(j.id)).toEqual(
      new Map([
        [a.id, [6, first]],
        [b.id, [10, later]],
      ]),
    );
    expect((await totals(j.id)).filter(([id]) => id === alice || id === bruno)).toEqual([
      [bruno, 20],
      [alice, 12],
    ]);
  });
});
