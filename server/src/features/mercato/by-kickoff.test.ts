import { composCalls, MERCATO_MSG, mercatoCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  clearScene,
  compoOf,
  compoPayload,
  createClub,
  createCompo,
  createJoueur,
  createJournee,
  createMatch,
  give,
  mercatoSeenBy,
  roles,
  rowsOf,
  testLeague,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { matchlfps, resultats } from '../../db/schema.js';

/**
 * Matchday 2 is being played (Auxerre–Marseille at 45', Lyon later in the weekend) and nobody
 * set its status: it is still 0. A mercato pick took effect at "the first matchday whose status is 0", that is the
 * matchday in progress: the pooler dropped his locked Marseille player for a Lyon one, then saved the lineup with the
 * Lyon player in the locked slot. Every change of ownership now takes effect at the first matchday whose first kickoff
 * is still ahead, by the clock, and never changes a locked slot.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let j: Record<1 | 2 | 3 | 4, Awaited<ReturnType<typeof createJournee>>>;
let marseille: TestPlayer;
let lyon: TestPlayer;
let lyon2: TestPlayer;
let theirs: TestPlayer;

const KICKOFF = new Date('2026-09-11T18:45:00.000Z');
const HALF_TIME = new Date(KICKOFF.getTime() + 45 * 60_000);

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const [auxerre, om, ol, lens] = await Promise.all(['Auxerre', 'Marseille', 'Lyon', 'Lens'].map((name) => createClub(t.db, { name })));
  if (!auxerre || !om || !ol || !lens) throw new Error('clubs');
  marseille = await createJoueur(t.db, om.id, 'AT');
  lyon = await createJoueur(t.db, ol.id, 'AT');
  lyon2 = await createJoueur(t.db, ol.id, 'AT');
  theirs = await createJoueur(t.db, lens.id, 'AT');
  j = {
    1: await createJournee(t.db, 1, { startAt: '2026-09-04T18:45:00.000Z', status: 9 }),
    // Friday evening's opener, the rest on Sunday; status left at 0, as nobody sets it.
    2: await createJournee(t.db, 2, { startAt: KICKOFF, status: 0 }),
    3: await createJournee(t.db, 3, { startAt: '2026-09-18T18:45:00.000Z', status: 0 }),
    4: await createJournee(t.db, 4, { startAt: '2026-09-25T18:45:00.000Z', status: 0 }),
  };
  await createMatch(t.db, j[2].id, auxerre.id, om.id, { kickoffAt: KICKOFF, period: 'halfTime' });
  await createMatch(t.db, j[2].id, ol.id, lens.id, { kickoffAt: '2026-09-13T18:45:00.000Z' });
  await createMatch(t.db, j[3].id, om.id, ol.id, { kickoffAt: '2026-09-18T18:45:00.000Z' });
  // The pooler is last of the ranking: first of the mercato order.
  await t.db.insert(resultats).values([
    { leagueId: await testLeague(t.db), journeeId: j[1].id, userId: r.superAdmin.id, matchPoints: 9 },
    { leagueId: await testLeague(t.db), journeeId: j[1].id, userId: r.admin.id, matchPoints: 6 },
    { leagueId: await testLeague(t.db), journeeId: j[1].id, userId: r.other.id, matchPoints: 3 },
    { leagueId: await testLeague(t.db), journeeId: j[1].id, userId: r.pooler.id, matchPoints: 0 },
  ]);
  t.setNow(HALF_TIME);
});
afterAll(() => t.close());

let live: number;
beforeEach(async () => {
  await clearScene(t.db);
  await give(t.db, r.pooler.id, [marseille]);
  await give(t.db, r.other.id, [theirs]);
  // The lineup of the matchday being played: the Marseille striker, captain, locked since Auxerre–Marseille kicked off.
  live = await createCompo(t.db, r.pooler.id, j[2].id, [...Array(10).fill(null), marseille], marseille);
});

/** The admin replaces the Marseille striker by the Lyon one from matchday `journee`. */
const replace = (journee: number, incoming: TestPlayer = lyon) =>
  t.as(r.admin).call(mercatoCalls.remplacement, { user_id: r.pooler.id, joueur_out_id: marseille.id, joueur_in_id: incoming.id, journee });

/** The admin edits the pooler's recorded replacement (Marseille → Lyon): Lyon's other striker instead, from `journee`. */
async function editMove(journee: number) {
  const [move] = (await mercatoSeenBy(t, r.admin)).moves;
  return t.as(r.admin).call(mercatoCalls.updateMove, {
    move_index: move.id,
    user_id: r.pooler.id,
    prev_old_joueur_id: marseille.id,
    prev_new_joueur_id: lyon.id,
    old_joueur_id: marseille.id,
    new_joueur_id: lyon2.id,
    journee,
  });
}

const saveLive = (striker: TestPlayer) =>
  t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j[2], '4231', [...Array(10).fill(null), striker], striker));

describe('a change of ownership during a matchday in progress (status never set)', () => {
  it('mercato/get.php announces the next matchday, by kickoff', async () => {
    expect((await mercatoSeenBy(t, r.admin)).gestion.journee_effet).toBe(3);
  });

  it('a mercato pick takes effect at matchday 3; the locked slot cannot take the new player', async () => {
    expect((await t.as(r.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    const res = await t.as(r.pooler).call(mercatoCalls.pick, { old_joueur_id: marseille.id, new_joueur_id: lyon.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MERCATO_MSG.picked(lyon.name, marseille.name, 3));
    expect(await rowsOf(t.db, marseille)).toEqual([[r.pooler.id, 1, 3]]);
    expect(await rowsOf(t.db, lyon)).toEqual([[r.pooler.id, 3, null]]);
    // The lineup being played is untouched, and the Lyon player cannot be put in the locked slot.
    expect(await compoOf(t.db, live)).toEqual({ captain: marseille.id, slots: [...Array(10).fill(null), marseille.id] });
    const swap = await saveLive(lyon);
    expect(swap.statusCode).toBe(400);
    expect(await compoOf(t.db, live)).toEqual({ captain: marseille.id, slots: [...Array(10).fill(null), marseille.id] });
    expect((await t.as(r.admin).call(mercatoCalls.close)).statusCode).toBe(200);
  });

  it('an exchange, a replacement and a move edit asked for the matchday in progress are refused, nothing changed', async () => {
    const started = MERCATO_MSG.journeeStarted(2, 3);
    const exchange = await t.as(r.admin).call(mercatoCalls.echange, {
      user1_id: r.pooler.id,
      user2_id: r.other.id,
      journee: 2,
      pairs: [{ u1_joueur_id: marseille.id, u2_joueur_id: theirs.id }],
    });
    expect([exchange.statusCode, exchange.json().message]).toEqual([409, started]);
    const replacement = await replace(2);
    expect([replacement.statusCode, replacement.json().message]).toEqual([409, started]);
    // Matchday 1 is long over: refused too, with where it can take effect.
    const past = await replace(1);
    expect([past.statusCode, past.json().message]).toEqual([409, MERCATO_MSG.journeeStarted(1, 3)]);
    expect(await rowsOf(t.db, marseille)).toEqual([[r.pooler.id, 1, null]]);
    expect(await rowsOf(t.db, theirs)).toEqual([[r.other.id, 1, null]]);

    // A replacement from matchday 3, then its edit back to matchday 2: refused; to matchday 4: done.
    const ok = await replace(3);
    expect(ok.statusCode, ok.body).toBe(200);
    const back = await editMove(2);
    expect([back.statusCode, back.json().message]).toEqual([409, started]);
    expect(await rowsOf(t.db, lyon)).toEqual([[r.pooler.id, 3, null]]);
    expect((await editMove(4)).statusCode).toBe(200);
    expect(await rowsOf(t.db, lyon2)).toEqual([[r.pooler.id, 4, null]]);
  });

  it('a move whose matchday has started since cannot be edited', async () => {
    const ok = await replace(3);
    expect(ok.statusCode, ok.body).toBe(200);
    t.setNow(new Date('2026-09-18T19:00:00.000Z'));
    try {
      const res = await editMove(4);
      expect([res.statusCode, res.json().message]).toEqual([409, MERCATO_MSG.moveStarted(3)]);
      expect(await rowsOf(t.db, lyon)).toEqual([[r.pooler.id, 3, null]]);
    } finally {
      t.setNow(HALF_TIME);
    }
  });

  it('a change that would empty a locked slot of a later matchday (a match played early) is refused', async () => {
    // Matchday 4's Marseille match was brought forward and has kicked off: his slot there is locked.
    const om = marseille.clubId;
    const early = (await createMatch(t.db, j[4].id, om, lyon.clubId, { kickoffAt: new Date(HALF_TIME.getTime() - 60_000) })).id;
    const later = await createCompo(t.db, r.pooler.id, j[4].id, [...Array(10).fill(null), marseille], null);
    try {
      // Matchday 4 has started by that match: the first open one is 3, whose change would reach matchday 4's lineup.
      const res = await replace(3);
      expect([res.statusCode, res.json().message]).toEqual([409, MERCATO_MSG.lockedSlot(marseille.name, 4)]);
      expect(await rowsOf(t.db, marseille)).toEqual([[r.pooler.id, 1, null]]);
      expect(await compoOf(t.db, later)).toEqual({ captain: null, slots: [...Array(10).fill(null), marseille.id] });
    } finally {
      await t.db.delete(matchlfps).where(eq(matchlfps.id, early));
    }
  });
});
