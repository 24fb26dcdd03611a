import { rencontresCalls, type ResultatsRow, resultatsCalls, type StatsJob, statsCalls } from '@poolfoot/domain';
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
import { playerPoints, playerStats, teamPlayers } from '../../db/schema.js';

/**
 * RULES.md "Matchday results": computing a matchday again after its data changed replaces its results
 * with the new figures; nothing of the previous computation survives.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
const u = { alice: 0, bruno: 0, chloe: 0, dan: 0, eve: 0 };
let j1: { id: number };
let lines: Record<'a1' | 'b1', number>;
let c: Record<'c1' | 'c2', { id: number }>;

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const names = { alice: 'Alice', bruno: 'Bruno', chloe: 'Chloé', dan: 'Dan', eve: 'Eve' } as const;
  for (const key of Object.keys(names) as (keyof typeof names)[]) u[key] = (await createUser(t.db, { nickname: names[key] })).id;
  const [clubA, clubB] = [(await createClub(t.db, { name: 'Club A' })).id, (await createClub(t.db, { name: 'Club B' })).id];
  j1 = await septemberJournee(t.db, 1);
  const m1 = (await createMatch(t.db, j1.id, clubA, clubB, { period: 'fullTime' })).id;
  const p = {
    a1: await namedJoueur(t.db, clubA, 'AT', 'Alpha'),
    b1: await namedJoueur(t.db, clubB, 'AT', 'Bravo'),
    c1: await namedJoueur(t.db, clubA, 'AT', 'Charlie'),
    c2: await namedJoueur(t.db, clubA, 'AT', 'Charlie2'),
    d1: await namedJoueur(t.db, clubB, 'AT', 'Delta'),
    e1: await namedJoueur(t.db, clubB, 'AT', 'Echo'),
  };
  c = p;
  // One striker each, captain of a one-player lineup (he counts twice); c2 is free.
  const owners = [
    [u.alice, p.a1],
    [u.bruno, p.b1],
    [u.chloe, p.c1],
    [u.dan, p.d1],
    [u.eve, p.e1],
  ] as const;
  for (const [user, joueur] of owners) {
    await give(t.db, user, [joueur]);
    await createCompo(t.db, user, j1.id, lineupSlots({ 10: joueur }), joueur);
  }
  lines = {
    a1: await createStat(t.db, m1, p.a1, { minutes: 90, goals: 1 }), // 2 + 4 = 6, captain: 12
    b1: await createStat(t.db, m1, p.b1, { minutes: 90 }), // 2, captain: 4
  };
  await createStat(t.db, m1, p.c1, { minutes: 90 }); // 4
  await createStat(t.db, m1, p.d1, { minutes: 30 }); // 1, captain: 2
  await createStat(t.db, m1, p.e1, { minutes: 90 }); // 4
  await createRencontre(t.db, j1.id, 1, u.alice, u.bruno);
  await createRencontre(t.db, j1.id, 2, u.chloe, u.dan);
});
afterAll(() => t.close());

/** The admin's flow: the matchday's points (a job, followed until it ends), then its results. */
async function compute() {
  const started = await t.as(r.admin).call(statsCalls.computeJournee, { journee_id: j1.id });
  expect(started.statusCode).toBe(200);
  for (;;) {
    const job = (await t.as(r.admin).call(statsCalls.job, { id: started.json().job.id })).json().job as StatsJob;
    if (job.status !== 'running') {
      expect(job.status).toBe('done');
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const res = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: j1.id });
  expect(res.statusCode).toBe(200);
}

/** What everyone sees: the matchday's results, its pairings and the general ranking of our five poolers. */
async function seen() {
  const results = (await t.as(r.admin).call(resultatsCalls.getByJournee, { journee_id: j1.id })).json().results as ResultatsRow[];
  const pairings = (await t.as(r.admin).call(rencontresCalls.getByJournee, { journee_id: j1.id })).json().matches as {
    score1: number | null;
    score2: number | null;
    resultat: number | null;
  }[];
  const ids = Object.values(u);
  const classement = (await t.as(r.admin).call(resultatsCalls.getGeneral)).json().classement as {
    user_id: number;
    username: string;
    points_classement: number;
    total_saison: number;
    total_stars: number;
  }[];
  return {
    results: results.map((x) => [x.username, x.total_points, x.match_result, x.match_points, x.star_bonus, x.lost_points]),
    pairings: pairings.map((x) => [x.score1, x.score2, x.resultat]),
    classement: classement
      .filter((x) => ids.includes(x.user_id))
      .map((x) => [x.username, x.points_classement, x.total_saison, x.total_stars]),
  };
}

describe('resultats/calcJournee.php on a matchday whose data changed', () => {
  it('first computation: Alice has the star, Alice and Chloé win, Eve loses against the mean', async () => {
    await compute();
    expect(await seen()).toEqual({
      // total, match_result (1 win, 3 loss, for that pooler), match_points, star, lost
      results: [
        ['Alice', 12, 1, 3, 1, 0],
        ['Bruno', 4, 3, 0, 0, 0],
        ['Chloé', 4, 1, 3, 0, 0],
        ['Eve', 4, 3, 0, 0, 0],
        ['Dan', 2, 3, 0, 0, 0],
      ],
      pairings: [
        [12, 4, 1],
        [4, 2, 1],
      ],
      classement: [
        ['Alice', 4, 12, 1],
        ['Chloé', 3, 4, 0],
        ['Bruno', 0, 4, 0],
        ['Eve', 0, 4, 0],
        ['Dan', 0, 2, 0],
      ],
    });
  });

  it('computed again: new points, new lineups and teams give new totals, results, star and ranking; no stale row', async () => {
    // The league corrects its stat lines: Alice's striker did not play (line gone), Bruno's scored.
    await t.db.delete(playerStats).where(eq(playerStats.id, lines.a1));
    await t.db.update(playerStats).set({ goals: 1 }).where(eq(playerStats.id, lines.b1)); // 6, captain: 12
    // Chloé's striker is found to have left her team before matchday 1 (a correction in the database: no call changes
    // the teams of a matchday already played): her lineup of that matchday loses him (0).
    await t.db
      .update(teamPlayers)
      .set({ journeeOut: 1 })
      .where(and(eq(teamPlayers.userId, u.chloe), eq(teamPlayers.joueurId, c.c1.id)));
    await give(t.db, u.chloe, [c.c2], 1);
    // Eve's team was recorded one matchday too early: she has no team at matchday 1, so no result.
    await t.db.update(teamPlayers).set({ journeeIn: 2 }).where(eq(teamPlayers.userId, u.eve));

    await compute();
    expect(await seen()).toEqual({
      results: [
        ['Bruno', 12, 1, 3, 1, 0],
        ['Dan', 2, 1, 3, 0, 0],
        ['Alice', 0, 3, 0, 0, 0],
        ['Chloé', 0, 3, 0, 0, 0],
      ],
      pairings: [
        [0, 12, 3],
        [0, 2, 3],
      ],
      classement: [
        ['Bruno', 4, 12, 1],
        ['Dan', 3, 2, 0],
        ['Alice', 0, 0, 0],
        ['Chloé', 0, 0, 0],
        ['Eve', 0, 0, 0],
      ],
    });
  });

  it('calcJournee alone after the league took a line back: that player’s points are gone and no longer counted', async () => {
    const [line] = await t.db.select().from(playerStats).where(eq(playerStats.id, lines.b1));
    if (!line) throw new Error('no line');
    await t.db.delete(playerStats).where(eq(playerStats.id, lines.b1));
    const res = await t.as(r.admin).get(resultatsCalls.calcJournee, { journee_id: j1.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(playerPoints).where(eq(playerPoints.joueurId, line.joueurId))).toEqual([]);
    const { results } = await seen();
    expect(results.find(([name]) => name === 'Bruno')?.[1]).toBe(0);
    expect(results.find(([name]) => name === 'Dan')?.[1]).toBe(2);
  });
});
