import { MERCATO_MSG, MSG } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { roles } from '../../../test/factories.js';
import { journees, resultats } from '../../db/schema.js';
import {
  clearScene,
  compoOf,
  createClub,
  createCompo,
  createJournees,
  createPlayer,
  give,
  mercatoApi,
  type P,
  rowsOf,
} from './test-scene.js';

/**
 * RULES.md "Mercato": a move takes effect at the first matchday not started (status 0). While a
 * matchday is in progress (status 1) it is the next one: the teams of the matchday being played stay.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let api: ReturnType<typeof mercatoApi>;
let ids: Map<number, number>;
let mine: { at: P; dc: P };
let theirs: { at: P };
let free: { at: P };

const jid = (n: number) => ids.get(n) ?? 0;

beforeAll(async () => {
  t = await testApp();
  r = await roles(t.app, t.db);
  api = mercatoApi(t);
  const [c1, c2] = [await createClub(t.db, 'Un'), await createClub(t.db, 'Deux')];
  mine = { at: await createPlayer(t.db, 'AT', c1), dc: await createPlayer(t.db, 'DC', c1) };
  theirs = { at: await createPlayer(t.db, 'AT', c2) };
  free = { at: await createPlayer(t.db, 'AT', c2) };
  // Matchday 1 finished, matchday 2 in progress, 3 and 4 not started.
  ids = await createJournees(t.db, 4, 1);
  await t.db
    .update(journees)
    .set({ status: 1 })
    .where(eq(journees.id, jid(2)));
  // The pooler is last of the general ranking: first of the mercato order.
  await t.db.insert(resultats).values([
    { journeeId: jid(1), userId: r.superAdmin.id, matchPoints: 9 },
    { journeeId: jid(1), userId: r.admin.id, matchPoints: 6 },
    { journeeId: jid(1), userId: r.other.id, matchPoints: 3 },
    { journeeId: jid(1), userId: r.pooler.id, matchPoints: 0 },
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
  (await api.get(`compos/getByJourneeUser.php?journee_id=${jid(n)}&user_id=${r.pooler.id}`, r.pooler))
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
    expect((await api.state(r.admin)).gestion.journee_effet).toBe(3);
  });

  it('a pick takes effect at the next matchday not started, not the one in progress', async () => {
    expect((await api.post('open.php', {}, r.admin)).statusCode).toBe(200);
    const res = await api.post('pick.php', { old_joueur_id: mine.at.id, new_joueur_id: free.at.id }, r.pooler);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.picked(free.at.name, mine.at.name, 3));
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 3, null]]);
    expect((await api.state(r.pooler)).moves[0]).toMatchObject({ type: 'pick', journee: 3 });
    await expectFromMatchday3(compos);
    expect((await api.post('close.php', {}, r.admin)).statusCode).toBe(200);
  });

  it('an exchange without a matchday takes effect at the next matchday not started', async () => {
    const pairs = [{ u1_joueur_id: mine.at.id, u2_joueur_id: theirs.at.id }];
    const res = await api.post('echange.php', { user1_id: r.pooler.id, user2_id: r.other.id, pairs }, r.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(t.db, theirs.at)).toEqual([
      [r.other.id, 1, 3],
      [r.pooler.id, 3, null],
    ]);
    expect((await api.state(r.pooler)).moves.map((m: { journee: number }) => m.journee)).toEqual([3, 3]);
    await expectFromMatchday3(compos);
  });

  it('a replacement needs its matchday; at the proposed one it leaves the matchday in progress alone', async () => {
    const body = { user_id: r.pooler.id, joueur_out_id: mine.at.id, joueur_in_id: free.at.id };
    const missing = await api.post('remplacement.php', body, r.admin);
    expect(missing.statusCode).toBe(400);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, null]]);
    const journee = (await api.state(r.admin)).gestion.journee_effet;
    const res = await api.post('remplacement.php', { ...body, journee }, r.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.replacementDone);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 3, null]]);
    await expectFromMatchday3(compos);
  });
});
