import { composCalls, MERCATO_MSG, mercatoCalls, MSG } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  clearScene,
  compoOf,
  createClub,
  createCompo,
  createJoueur,
  createJournees,
  give,
  mercatoSeenBy,
  roles,
  rowsOf,
  testLeague,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { journees, resultats } from '../../db/schema.js';

/**
 * RULES.md "Mercato": a move takes effect at the first matchday not started. While a matchday is in progress (here
 * set so by an admin, status 1; by-kickoff.test.ts: by its kickoff alone) it is the next one: the teams of the matchday
 * being played stay.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let ids: Map<number, number>;
let mine: { at: TestPlayer; dc: TestPlayer };
let theirs: { at: TestPlayer };
let free: { at: TestPlayer };

const jid = (n: number) => ids.get(n) ?? 0;

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const [c1, c2] = [(await createClub(t.db, { name: 'Un' })).id, (await createClub(t.db, { name: 'Deux' })).id];
  mine = { at: await createJoueur(t.db, c1, 'AT'), dc: await createJoueur(t.db, c1, 'DC') };
  theirs = { at: await createJoueur(t.db, c2, 'AT') };
  free = { at: await createJoueur(t.db, c2, 'AT') };
  // Matchday 1 finished, matchday 2 in progress, 3 and 4 not started.
  ids = await createJournees(t.db, 4, 1);
  await t.db
    .update(journees)
    .set({ status: 1 })
    .where(eq(journees.id, jid(2)));
  // The pooler is last of the general ranking: first of the mercato order.
  await t.db.insert(resultats).values([
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.superAdmin.id, matchPoints: 9 },
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.admin.id, matchPoints: 6 },
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.other.id, matchPoints: 3 },
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.pooler.id, matchPoints: 0 },
  ]);
});
afterAll(() => t.close());

/** The teams, and the pooler's lineups of the matchday in progress and of the next one, each with the AT as captain. */
async function scene() {
  await clearScene(t.db);
  await give(t.db, r.pooler.id, Object.values(mine));
  await give(t.db, r.other.id, Object.values(theirs));
  return {
    playing: await createCompo(t.db, r.pooler.id, jid(2), [mine.at], mine.at),
    next: await createCompo(t.db, r.pooler.id, jid(3), [mine.at], mine.at),
  };
}

/** The pooler's team at matchday N, as the lineup screens read it. */
const teamAt = async (n: number) =>
  (await t.as(r.pooler).call(composCalls.getByJourneeUser, { journee_id: jid(n), user_id: r.pooler.id }))
    .json()
    .team.joueurs.map((j: { joueur_id: number }) => j.joueur_id) as number[];

/** The matchday in progress keeps the pooler's AT and lineup; the change shows from matchday 3. */
async function expectFromMatchday3(compos: { playing: number; next: number }) {
  expect((await rowsOf(t.db, mine.at))[0]).toEqual([r.pooler.id, 1, 3]);
  expect(await teamAt(2)).toContain(mine.at.id);
  expect(await teamAt(3)).not.toContain(mine.at.id);
  expect(await compoOf(t.db, compos.playing)).toEqual({ captain: mine.at.id, slots: [mine.at.id] });
  expect(await compoOf(t.db, compos.next)).toEqual({ captain: null, slots: [null] });
}

describe('mercato moves while a matchday is in progress', () => {
  let compos: Awaited<ReturnType<typeof scene>>;
  beforeEach(async () => {
    compos = await scene();
  });

  it('mercato/get.php announces the next matchday not started, which the replacement page proposes', async () => {
    expect((await mercatoSeenBy(t, r.admin)).gestion.journee_effet).toBe(3);
  });

  it('a pick takes effect at the next matchday not started, not the one in progress', async () => {
    expect((await t.as(r.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    const res = await t.as(r.pooler).call(mercatoCalls.pick, { old_joueur_id: mine.at.id, new_joueur_id: free.at.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.picked(free.at.name, mine.at.name, 3));
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 3, null]]);
    expect((await mercatoSeenBy(t, r.pooler)).moves[0]).toMatchObject({ type: 'pick', journee: 3 });
    await expectFromMatchday3(compos);
    expect((await t.as(r.admin).call(mercatoCalls.close)).statusCode).toBe(200);
  });

  it('an exchange without a matchday takes effect at the next matchday not started', async () => {
    const pairs = [{ u1_joueur_id: mine.at.id, u2_joueur_id: theirs.at.id }];
    const res = await t.as(r.admin).call(mercatoCalls.echange, { user1_id: r.pooler.id, user2_id: r.other.id, pairs });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(t.db, theirs.at)).toEqual([
      [r.other.id, 1, 3],
      [r.pooler.id, 3, null],
    ]);
    expect((await mercatoSeenBy(t, r.pooler)).moves.map((m: { journee: number }) => m.journee)).toEqual([3, 3]);
    await expectFromMatchday3(compos);
  });

  it('a replacement needs its matchday; at the proposed one it leaves the matchday in progress alone', async () => {
    const body = { user_id: r.pooler.id, joueur_out_id: mine.at.id, joueur_in_id: free.at.id };
    const missing = await t.as(r.admin).post(mercatoCalls.remplacement, body);
    expect(missing.statusCode).toBe(400);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, null]]);
    const journee = (await mercatoSeenBy(t, r.admin)).gestion.journee_effet;
    const res = await t.as(r.admin).call(mercatoCalls.remplacement, { ...body, journee });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.replacementDone);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 3, null]]);
    await expectFromMatchday3(compos);
  });
});
