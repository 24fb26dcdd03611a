import { LIGUES_MSG, MERCATO_MSG, mercatoCalls, MSG, SRV, teamsCalls } from '@poolfoot/domain';
import { leagueSetting } from '../ligues/index.js';
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
  loggedIn,
  type LoggedIn,
  mercatoSeenBy,
  roles,
  rowsOf,
  testLeague,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { eq } from 'drizzle-orm';
import { journees, resultats, users } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let journeeIds: Map<number, number>;
/** The pooler's team: three players of club 1 (GB, DC, MC), an AT of club 2, a DL of club 3. */
let mine: { gb: TestPlayer; dc: TestPlayer; mc: TestPlayer; at: TestPlayer; dl: TestPlayer };
/** The other pooler's team. */
let theirs: { gb: TestPlayer; at: TestPlayer; dc: TestPlayer };
/** Free players. */
let free: { atClub1: TestPlayer; at: TestPlayer; at2: TestPlayer; gb: TestPlayer; dc: TestPlayer };

const NOW = '2026-09-10T08:30:00.000Z';
const jid = (n: number) => {
  const id = journeeIds.get(n);
  if (id === undefined) throw new Error(`no matchday ${n}`);
  return id;
};

beforeAll(async () => {
  t = await testApp();
  t.setNow(NOW);
  r = await roles(t);
  const [c1, c2, c3, c4] = [
    (await createClub(t.db, { name: 'Un' })).id,
    (await createClub(t.db, { name: 'Deux' })).id,
    (await createClub(t.db, { name: 'Trois' })).id,
    (await createClub(t.db, { name: 'Quatre' })).id,
  ];
  mine = {
    gb: await createJoueur(t.db, c1, 'GB'),
    dc: await createJoueur(t.db, c1, 'DC'),
    mc: await createJoueur(t.db, c1, 'MC'),
    at: await createJoueur(t.db, c2, 'AT'),
    dl: await createJoueur(t.db, c3, 'DL'),
  };
  theirs = { gb: await createJoueur(t.db, c3, 'GB'), at: await createJoueur(t.db, c3, 'AT'), dc: await createJoueur(t.db, c2, 'DC') };
  free = {
    atClub1: await createJoueur(t.db, c1, 'AT'),
    at: await createJoueur(t.db, c4, 'AT'),
    at2: await createJoueur(t.db, c4, 'AT'),
    gb: await createJoueur(t.db, c4, 'GB'),
    dc: await createJoueur(t.db, c3, 'DC'),
  };
  // Matchday 1 is finished: moves take effect at matchday 2.
  journeeIds = await createJournees(t.db, 6, 1);
  // The general ranking, best first: super admin, admin, other, pooler.
  await t.db.insert(resultats).values([
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.superAdmin.id, matchPoints: 9 },
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.admin.id, matchPoints: 6 },
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.other.id, matchPoints: 3 },
    { leagueId: await testLeague(t.db), journeeId: jid(1), userId: r.pooler.id, matchPoints: 0 },
  ]);
});
afterAll(() => t.close());

async function scene(opts: { open?: boolean } = {}) {
  await clearScene(t.db);
  await give(t.db, r.pooler.id, Object.values(mine));
  await give(t.db, r.other.id, Object.values(theirs));
  if (opts.open) expect((await t.as(r.admin).call(mercatoCalls.open)).statusCode).toBe(200);
}

const pickBody = (out: TestPlayer, incoming: TestPlayer, userId?: number) => ({
  old_joueur_id: out.id,
  new_joueur_id: incoming.id,
  user_id: userId,
});
const taken = async (n: number) => (await t.as(r.pooler).call(teamsCalls.getTakenPlayers, { journee: n })).json().joueur_ids as number[];
const expectRefused = async (
  res: { statusCode: number; json(): { message?: string; success?: boolean } },
  status: number,
  message?: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().success).toBe(false);
  if (message) expect(res.json().message).toBe(message);
};

describe('mercato/get.php, open.php and close.php', () => {
  beforeAll(() => scene());

  it('answers the state before any opening to logged-in users only', async () => {
    expect((await t.anonymous.call(mercatoCalls.get)).statusCode).toBe(401);
    expect(await mercatoSeenBy(t, r.pooler)).toMatchObject({
      success: true,
      meta: { round: 1, status: 'non débuté', cursor: { user_id: null, username: null } },
      order: { standby: [], list: [] },
      gestion: { journee_effet: 2, max_par_club: 3 },
      moves: [],
    });
  });

  it('refuses to close a mercato never opened', async () => {
    await expectRefused(await t.as(r.admin).call(mercatoCalls.close), 400, MERCATO_MSG.neverOpened);
  });

  it('opens (admins only): the reverse general ranking, round 1, the first pooler active, phase mercato', async () => {
    await expectRefused(await t.anonymous.call(mercatoCalls.open), 401);
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.open), 403, SRV.forbiddenRole);
    const res = await t.as(r.admin).call(mercatoCalls.open);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.opened(r.pooler.nickname));
    const state = await mercatoSeenBy(t, r.other);
    expect(state.meta).toEqual({ round: 1, status: 'en cours', cursor: { user_id: r.pooler.id, username: r.pooler.nickname } });
    expect(state.order.list.map((o: { user_id: number }) => o.user_id)).toEqual([r.pooler.id, r.other.id, r.admin.id, r.superAdmin.id]);
    expect(state.order.list[0]).toEqual({ rang: 1, user_id: r.pooler.id, username: r.pooler.nickname, standby: false });
    expect(await leagueSetting(t.db, await testLeague(t.db), 'phase')).toBe('mercato');
    await expectRefused(await t.as(r.superAdmin).call(mercatoCalls.open), 409, MERCATO_MSG.alreadyOpen);
  });

  it('closes (admins only): status terminé, nobody active, phase normal; pooler actions are then refused', async () => {
    await expectRefused(await t.anonymous.call(mercatoCalls.close), 401);
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.close), 403);
    const res = await t.as(r.superAdmin).call(mercatoCalls.close);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.closed);
    expect((await mercatoSeenBy(t, r.pooler)).meta).toEqual({ round: 1, status: 'terminé', cursor: { user_id: null, username: null } });
    expect(await leagueSetting(t.db, await testLeague(t.db), 'phase')).toBe('normal');
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pass, {}), 400, MERCATO_MSG.notRunning);
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at)), 400, MERCATO_MSG.notRunning);
    // A closed mercato may be opened again (a new window), with a fresh order.
    expect((await t.as(r.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    expect((await mercatoSeenBy(t, r.pooler)).meta.status).toBe('en cours');
  });
});

describe('mercato/pass.php and priority.php', () => {
  beforeEach(() => scene({ open: true }));
  const cursorAndStandby = async () => {
    const s = await mercatoSeenBy(t, r.pooler);
    return { cursor: s.meta.cursor.user_id, round: s.meta.round, standby: s.order.standby, status: s.meta.status };
  };

  it('lets only the active pooler pass; the turn moves on; a standby pooler returns to priority', async () => {
    await expectRefused(await t.anonymous.call(mercatoCalls.pass, {}), 401);
    await expectRefused(await t.as(r.other).call(mercatoCalls.pass, {}), 409, MERCATO_MSG.notYourTurn);
    const res = await t.as(r.pooler).call(mercatoCalls.pass, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.passed(r.pooler.nickname));
    expect(await cursorAndStandby()).toEqual({ cursor: r.other.id, round: 1, standby: [r.pooler.id], status: 'en cours' });
    await expectRefused(await t.anonymous.call(mercatoCalls.priority, {}), 401);
    await expectRefused(await t.as(r.other).call(mercatoCalls.priority, {}), 400, MERCATO_MSG.notOnStandby);
    const back = await t.as(r.pooler).call(mercatoCalls.priority, { user_id: r.pooler.id });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(MERCATO_MSG.backToPriority(r.pooler.nickname));
    expect(await cursorAndStandby()).toEqual({ cursor: r.other.id, round: 1, standby: [], status: 'en cours' });
  });

  it('a pooler acts only for themselves; an admin may act for the active pooler', async () => {
    await expectRefused(await t.as(r.other).call(mercatoCalls.pass, { user_id: r.pooler.id }), 403, SRV.forbiddenOther);
    expect((await t.as(r.admin).call(mercatoCalls.pass, { user_id: r.pooler.id })).statusCode).toBe(200);
    expect((await t.as(r.admin).call(mercatoCalls.priority, { user_id: r.pooler.id })).statusCode).toBe(200);
    expect((await cursorAndStandby()).standby).toEqual([]);
  });

  it('skips standby poolers, wraps to a new round, ends when everybody is on standby', async () => {
    await t.as(r.pooler).call(mercatoCalls.pass, {});
    await t.as(r.other).call(mercatoCalls.pass, {});
    await t.as(r.pooler).call(mercatoCalls.priority, {});
    await t.as(r.admin).call(mercatoCalls.pass, {});
    expect(await cursorAndStandby()).toEqual({ cursor: r.superAdmin.id, round: 1, standby: [r.other.id, r.admin.id], status: 'en cours' });
    await t.as(r.superAdmin).call(mercatoCalls.pass, {});
    expect(await cursorAndStandby()).toEqual({
      cursor: r.pooler.id,
      round: 2,
      standby: [r.other.id, r.admin.id, r.superAdmin.id],
      status: 'en cours',
    });
    await t.as(r.pooler).call(mercatoCalls.pass, {});
    expect(await cursorAndStandby()).toMatchObject({ cursor: null, status: 'terminé' });
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.priority, {}), 400, MERCATO_MSG.notRunning);
  });

  it('refuses a pooler outside the order and bad ids', async () => {
    const late = await loggedIn(t);
    await expectRefused(await t.as(late).call(mercatoCalls.pass, {}), 400, MERCATO_MSG.notInOrder);
    await expectRefused(await t.as(r.admin).call(mercatoCalls.priority, { user_id: 'abc' }), 400);
    await t.db.delete(users).where(eq(users.id, late.id));
  });
});

describe('mercato/pick.php', () => {
  beforeEach(() => scene({ open: true }));

  it('refuses every invalid pick and changes nothing', async () => {
    await expectRefused(await t.anonymous.call(mercatoCalls.pick, pickBody(mine.at, free.at)), 401);
    await expectRefused(await t.as(r.other).call(mercatoCalls.pick, pickBody(theirs.at, free.at)), 409, MERCATO_MSG.notYourTurn);
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pick, pickBody(theirs.at, free.at, r.other.id)), 403, SRV.forbiddenOther);
    await expectRefused(await t.as(r.pooler).post(mercatoCalls.pick, { old_joueur_id: mine.at.id }), 400);
    await expectRefused(
      await t.as(r.pooler).call(mercatoCalls.pick, { old_joueur_id: mine.at.id, new_joueur_id: 99_999 }),
      404,
      MERCATO_MSG.unknownJoueur(99_999),
    );
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, mine.at)), 400, MERCATO_MSG.samePlayer);
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.gb)), 400, MERCATO_MSG.samePoste('AT', 'GB'));
    await expectRefused(
      await t.as(r.pooler).call(mercatoCalls.pick, pickBody(theirs.at, free.at)),
      400,
      MERCATO_MSG.notOwned(theirs.at.name, r.pooler.nickname),
    );
    await expectRefused(
      await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, theirs.at)),
      409,
      MERCATO_MSG.taken(theirs.at.name, 2),
    );
    // Three players of club 1 already: a fourth is refused.
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.atClub1)), 400, MERCATO_MSG.clubLimit(3));
    const state = await mercatoSeenBy(t, r.pooler);
    expect(state.moves).toEqual([]);
    expect(state.meta.cursor.user_id).toBe(r.pooler.id);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, null]]);
  });

  it('swaps the players from the first matchday not started; the team over time shows both; the turn moves on', async () => {
    expect(await taken(2)).toContain(mine.at.id);
    const res = await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MERCATO_MSG.picked(free.at.name, mine.at.name, 2) });
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, 2]]);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 2, null]]);
    // From matchday 1 both belong to him (the old one at 1, the new one from 2); from matchday 2, only the new one.
    expect(await taken(1)).toContain(mine.at.id);
    expect(await taken(1)).toContain(free.at.id);
    expect(await taken(2)).toContain(free.at.id);
    expect(await taken(2)).not.toContain(mine.at.id);
    expect(await taken(6)).toContain(free.at.id);
    const state = await mercatoSeenBy(t, r.other);
    expect(state.meta.cursor.user_id).toBe(r.other.id);
    expect(state.moves).toEqual([
      {
        id: expect.any(Number),
        user_id: r.pooler.id,
        username: r.pooler.nickname,
        type: 'pick',
        poste: 'AT',
        old_joueur_id: mine.at.id,
        new_joueur_id: free.at.id,
        old_joueur: { id: mine.at.id, prenom: expect.any(String), nom: expect.any(String), club_name: 'Deux', poste: 'AT' },
        new_joueur: { id: free.at.id, prenom: expect.any(String), nom: expect.any(String), club_name: 'Quatre', poste: 'AT' },
        at: NOW,
        journee: 2,
      },
    ]);
  });

  it('frees the dropped player for the next pooler and lets a new player be dropped again', async () => {
    expect((await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at))).statusCode).toBe(200);
    // The other pooler takes the player the pooler just dropped (club 2: one of theirs already, under the limit).
    expect((await t.as(r.other).call(mercatoCalls.pick, pickBody(theirs.at, mine.at))).statusCode).toBe(200);
    expect(await rowsOf(t.db, mine.at)).toEqual([
      [r.pooler.id, 1, 2],
      [r.other.id, 2, null],
    ]);
    await t.as(r.admin).call(mercatoCalls.pass, {});
    await t.as(r.superAdmin).call(mercatoCalls.pass, {});
    // Round 2: the pooler drops the player taken in round 1 (in at matchday 2, out at matchday 2: never played).
    expect((await mercatoSeenBy(t, r.pooler)).meta).toMatchObject({ round: 2, cursor: { user_id: r.pooler.id } });
    expect((await t.as(r.pooler).call(mercatoCalls.pick, pickBody(free.at, free.at2))).statusCode).toBe(200);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 2, 2]]);
    expect(await taken(2)).not.toContain(free.at.id);
    expect(await taken(2)).toContain(free.at2.id);
  });

  it('empties the lineup slots (and the captain) of the player who left, from the effective matchday on', async () => {
    const lineup = [mine.gb, mine.dc, mine.at];
    const c1 = await createCompo(t.db, r.pooler.id, jid(1), lineup, mine.at);
    const c2 = await createCompo(t.db, r.pooler.id, jid(2), lineup, mine.at);
    const c4 = await createCompo(t.db, r.pooler.id, jid(4), lineup, mine.dc);
    expect((await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at))).statusCode).toBe(200);
    expect(await compoOf(t.db, c1)).toEqual({ captain: mine.at.id, slots: [mine.gb.id, mine.dc.id, mine.at.id] });
    expect(await compoOf(t.db, c2)).toEqual({ captain: null, slots: [mine.gb.id, mine.dc.id, null] });
    expect(await compoOf(t.db, c4)).toEqual({ captain: mine.dc.id, slots: [mine.gb.id, mine.dc.id, null] });
  });

  it('refuses to drop a player who joins the team only at a later matchday', async () => {
    await t
      .as(r.admin)
      .call(mercatoCalls.remplacement, { user_id: r.pooler.id, journee: 5, joueur_out_id: mine.at.id, joueur_in_id: free.at.id });
    await expectRefused(
      await t.as(r.pooler).call(mercatoCalls.pick, pickBody(free.at, free.at2)),
      400,
      MERCATO_MSG.arrivesLater(free.at.name, 5),
    );
  });

  it('lets an admin pick for the active pooler, not for another one', async () => {
    await expectRefused(
      await t.as(r.admin).call(mercatoCalls.pick, pickBody(theirs.at, free.at, r.other.id)),
      409,
      MERCATO_MSG.notYourTurn,
    );
    expect((await t.as(r.admin).call(mercatoCalls.pick, pickBody(mine.at, free.at, r.pooler.id))).statusCode).toBe(200);
    expect((await mercatoSeenBy(t, r.admin)).moves[0]).toMatchObject({ user_id: r.pooler.id, new_joueur_id: free.at.id });
  });

  it('refuses a pick when no matchday is left to take effect', async () => {
    await t.db.update(journees).set({ status: 9 });
    await expectRefused(await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at)), 400, MERCATO_MSG.noJourneeLeft);
    await t.db.update(journees).set({ status: 0 });
    await t.db
      .update(journees)
      .set({ status: 9 })
      .where(eq(journees.id, jid(1)));
  });

  it('a double click on pick: one pick, nothing duplicated', async () => {
    const [a, b] = await Promise.all([
      t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at)),
      t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await mercatoSeenBy(t, r.pooler)).moves).toHaveLength(1);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 2, null]]);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, 2]]);
  });

  it('two poolers taking the same free player: exactly one gets him', async () => {
    const [a, b] = await Promise.all([
      t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at)),
      t.as(r.other).call(mercatoCalls.pick, pickBody(theirs.at, free.at)),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].filter((s) => s === 409)).toHaveLength(1);
    expect(await rowsOf(t.db, free.at)).toHaveLength(1);
    expect((await mercatoSeenBy(t, r.pooler)).moves).toHaveLength(1);
  });

  it("a pooler's pick racing an admin's replacement for the same free player: exactly one gets him", async () => {
    const [a, b] = await Promise.all([
      t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at)),
      t
        .as(r.admin)
        .call(mercatoCalls.remplacement, { user_id: r.other.id, journee: 2, joueur_out_id: theirs.at.id, joueur_in_id: free.at.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await rowsOf(t.db, free.at)).toHaveLength(1);
    expect((await mercatoSeenBy(t, r.pooler)).moves).toHaveLength(1);
  });
});

describe('mercato/update_move.php', () => {
  let moveId: number;
  beforeEach(async () => {
    await scene({ open: true });
    expect((await t.as(r.pooler).call(mercatoCalls.pick, pickBody(mine.at, free.at))).statusCode).toBe(200);
    moveId = (await mercatoSeenBy(t, r.pooler)).moves[0].id;
  });
  const edit = (over: Record<string, unknown>, who: LoggedIn = r.admin) =>
    t.as(who).call(mercatoCalls.updateMove, {
      move_index: moveId,
      user_id: r.pooler.id,
      prev_old_joueur_id: mine.at.id,
      prev_new_joueur_id: free.at.id,
      old_joueur_id: mine.at.id,
      new_joueur_id: free.at.id,
      journee: 2,
      ...over,
    });

  it('is for admins; refuses bad input, an unknown move and a move changed meanwhile', async () => {
    await expectRefused(await edit({}, r.pooler), 403);
    await expectRefused(await t.anonymous.post(mercatoCalls.updateMove, {}), 401);
    await expectRefused(await edit({ journee: 0 }), 400);
    await expectRefused(await edit({ new_joueur_id: mine.at.id }), 400);
    await expectRefused(await edit({ move_index: moveId + 1000 }), 404, MERCATO_MSG.moveNotFound);
    await expectRefused(await edit({ prev_new_joueur_id: free.at2.id }), 409, MERCATO_MSG.moveChanged);
    await expectRefused(await edit({ user_id: r.other.id }), 409, MERCATO_MSG.moveChanged);
  });

  it('changes the new player and the effective matchday', async () => {
    const res = await edit({ new_joueur_id: free.at2.id, journee: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.moveUpdated);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, 4]]);
    expect(await rowsOf(t.db, free.at)).toEqual([]);
    expect(await rowsOf(t.db, free.at2)).toEqual([[r.pooler.id, 4, null]]);
    expect(await taken(3)).toContain(mine.at.id);
    expect(await taken(4)).toEqual(expect.arrayContaining([free.at2.id]));
    expect((await mercatoSeenBy(t, r.admin)).moves[0]).toMatchObject({
      id: moveId,
      old_joueur_id: mine.at.id,
      new_joueur_id: free.at2.id,
      journee: 4,
    });
  });

  it('changes the old player (the first one comes back) and the position with it', async () => {
    const res = await edit({ old_joueur_id: mine.dc.id, new_joueur_id: free.dc.id });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, null]]);
    expect(await rowsOf(t.db, mine.dc)).toEqual([[r.pooler.id, 1, 2]]);
    expect(await rowsOf(t.db, free.dc)).toEqual([[r.pooler.id, 2, null]]);
    expect(await rowsOf(t.db, free.at)).toEqual([]);
    expect((await mercatoSeenBy(t, r.admin)).moves[0]).toMatchObject({ poste: 'DC', old_joueur_id: mine.dc.id, new_joueur_id: free.dc.id });
  });

  it('re-checks position, ownership and freedom, and then changes nothing', async () => {
    await expectRefused(await edit({ new_joueur_id: free.gb.id }), 400, MERCATO_MSG.samePoste('AT', 'GB'));
    await expectRefused(await edit({ old_joueur_id: theirs.at.id }), 400, MERCATO_MSG.notOwned(theirs.at.name, r.pooler.nickname));
    await expectRefused(await edit({ new_joueur_id: theirs.at.id }), 409, MERCATO_MSG.taken(theirs.at.name, 2));
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 2, null]]);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, 2]]);
  });

  it('refuses when the new player has left the team since, and for exchange moves', async () => {
    await t
      .as(r.admin)
      .call(mercatoCalls.remplacement, { user_id: r.pooler.id, journee: 3, joueur_out_id: free.at.id, joueur_in_id: free.at2.id });
    await expectRefused(await edit({ new_joueur_id: free.atClub1.id }), 400, MERCATO_MSG.moveNewLeft(free.at.name));
    await t.as(r.admin).call(mercatoCalls.echange, {
      user1_id: r.pooler.id,
      user2_id: r.other.id,
      pairs: [{ u1_joueur_id: mine.gb.id, u2_joueur_id: theirs.gb.id }],
    });
    const exchange = (await mercatoSeenBy(t, r.admin)).moves.find(
      (m: { type: string; user_id: number }) => m.type === 'echange' && m.user_id === r.pooler.id,
    );
    await expectRefused(
      await edit({
        move_index: exchange.id,
        prev_old_joueur_id: mine.gb.id,
        prev_new_joueur_id: theirs.gb.id,
        old_joueur_id: mine.gb.id,
        new_joueur_id: free.gb.id,
      }),
      400,
      MERCATO_MSG.moveNotEditable,
    );
  });

  it('refuses an edit that would give back a player who belongs to another pooler since', async () => {
    // The other pooler took the dropped player at matchday 2 and still has him: he cannot come back.
    expect((await t.as(r.other).call(mercatoCalls.pick, pickBody(theirs.at, mine.at))).statusCode).toBe(200);
    await expectRefused(await edit({ new_joueur_id: free.at2.id, journee: 3 }), 409, MERCATO_MSG.busy);
    // He left the other pooler at matchday 4: the pooler keeping him up to matchday 3 would overlap.
    await t
      .as(r.admin)
      .call(mercatoCalls.remplacement, { user_id: r.other.id, journee: 4, joueur_out_id: mine.at.id, joueur_in_id: free.atClub1.id });
    await expectRefused(await edit({ new_joueur_id: free.at2.id, journee: 3 }), 409, MERCATO_MSG.overlap(mine.at.name));
    expect(await rowsOf(t.db, mine.at)).toEqual([
      [r.pooler.id, 1, 2],
      [r.other.id, 2, 4],
    ]);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 2, null]]);
  });

  it('empties the lineup slots of the player who no longer joins', async () => {
    const c3 = await createCompo(t.db, r.pooler.id, jid(3), [mine.gb, free.at], free.at);
    expect((await edit({ new_joueur_id: free.at2.id })).statusCode).toBe(200);
    expect(await compoOf(t.db, c3)).toEqual({ captain: null, slots: [mine.gb.id, null] });
  });
});

describe('mercato/echange.php', () => {
  beforeEach(() => scene());
  const swap = (pairs: [TestPlayer, TestPlayer][], over: Record<string, unknown> = {}, who: LoggedIn = r.admin) =>
    t.as(who).call(mercatoCalls.echange, {
      user1_id: r.pooler.id,
      user2_id: r.other.id,
      pairs: pairs.map(([a, b]) => ({ u1_joueur_id: a.id, u2_joueur_id: b.id })),
      ...over,
    });

  it('is for admins and refuses invalid exchanges', async () => {
    await expectRefused(await swap([[mine.at, theirs.at]], {}, r.pooler), 403);
    await expectRefused(await t.anonymous.post(mercatoCalls.echange, {}), 401);
    const same = await swap([[mine.at, theirs.at]], { user2_id: r.pooler.id });
    await expectRefused(same, 400);
    expect(same.json().message).toContain(MSG.exchangeSamePooler);
    await expectRefused(await swap([]), 400);
    await expectRefused(
      await swap([
        [mine.at, theirs.at],
        [mine.at, theirs.at],
      ]),
      400,
      MERCATO_MSG.pairTwice,
    );
    await expectRefused(await swap([[mine.gb, theirs.at]]), 400, MSG.exchangeIncompatible('GB', 'AT'));
    await expectRefused(await swap([[theirs.gb, mine.gb]]), 400, MERCATO_MSG.notOwned(theirs.gb.name, r.pooler.nickname));
    await expectRefused(await swap([[mine.at, theirs.at]], { user2_id: 99_999 }), 404, LIGUES_MSG.memberNotFound);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, null]]);
  });

  it('swaps the owners of each pair from the first matchday not started, records the moves, fixes both lineups', async () => {
    const mineC = await createCompo(t.db, r.pooler.id, jid(2), [mine.gb, mine.at], mine.at);
    const theirsC = await createCompo(t.db, r.other.id, jid(3), [theirs.gb, theirs.at], theirs.gb);
    const res = await swap([
      [mine.at, theirs.at],
      [mine.gb, theirs.gb],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, swapped: 2, message: MSG.exchangeDone(2) });
    expect(await rowsOf(t.db, mine.at)).toEqual([
      [r.pooler.id, 1, 2],
      [r.other.id, 2, null],
    ]);
    expect(await rowsOf(t.db, theirs.gb)).toEqual([
      [r.other.id, 1, 2],
      [r.pooler.id, 2, null],
    ]);
    const moves = (await mercatoSeenBy(t, r.pooler)).moves;
    expect(moves).toHaveLength(4);
    expect(moves.every((m: { type: string; journee: number }) => m.type === 'echange' && m.journee === 2)).toBe(true);
    expect(await compoOf(t.db, mineC)).toEqual({ captain: null, slots: [null, null] });
    expect(await compoOf(t.db, theirsC)).toEqual({ captain: null, slots: [null, null] });
  });

  it('takes an explicit matchday (superadmin too)', async () => {
    expect((await swap([[mine.dc, theirs.dc]], { journee: 5 }, r.superAdmin)).statusCode).toBe(200);
    expect(await rowsOf(t.db, mine.dc)).toEqual([
      [r.pooler.id, 1, 5],
      [r.other.id, 5, null],
    ]);
    expect(await taken(4)).toContain(mine.dc.id);
  });
});

describe('mercato/remplacement.php', () => {
  beforeEach(() => scene());
  const replace = (over: Record<string, unknown>, who: LoggedIn = r.admin) =>
    t
      .as(who)
      .call(mercatoCalls.remplacement, { user_id: r.pooler.id, journee: 5, joueur_out_id: mine.at.id, joueur_in_id: free.at.id, ...over });

  it('is for admins and refuses invalid replacements', async () => {
    await expectRefused(await replace({}, r.pooler), 403);
    await expectRefused(await t.anonymous.post(mercatoCalls.remplacement, {}), 401);
    await expectRefused(await replace({ journee: 0 }), 400);
    await expectRefused(await replace({ journee: 35 }), 400);
    await expectRefused(await replace({ joueur_in_id: undefined }), 400);
    await expectRefused(await replace({ joueur_in_id: free.gb.id }), 400, MERCATO_MSG.samePoste('AT', 'GB'));
    await expectRefused(await replace({ joueur_in_id: theirs.at.id }), 409, MERCATO_MSG.taken(theirs.at.name, 5));
    await expectRefused(await replace({ joueur_out_id: theirs.at.id }), 400, MERCATO_MSG.notOwned(theirs.at.name, r.pooler.nickname));
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, null]]);
  });

  it('replaces OUT by IN from the chosen matchday and fixes the lineups from then on', async () => {
    const c4 = await createCompo(t.db, r.pooler.id, jid(4), [mine.at], mine.at);
    const c5 = await createCompo(t.db, r.pooler.id, jid(5), [mine.at], mine.at);
    const res = await replace({});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.replacementDone);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, 5]]);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 5, null]]);
    expect((await mercatoSeenBy(t, r.pooler)).moves[0]).toMatchObject({ type: 'remplacement', journee: 5, old_joueur_id: mine.at.id });
    expect(await compoOf(t.db, c4)).toEqual({ captain: mine.at.id, slots: [mine.at.id] });
    expect(await compoOf(t.db, c5)).toEqual({ captain: null, slots: [null] });
  });
});
