import { COMPOS_MSG, composCalls, FORMATION_SLOTS, LINEUP_ERRORS, MSG, replaceForFormation, SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import type { Who } from '../../../test/caller.js';
import {
  autoLineup,
  compoPayload,
  createClub,
  createJoueur,
  createJournee,
  createSquad,
  give,
  roles,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { compos, journees, teamPlayers } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let j1: Awaited<ReturnType<typeof createJournee>>;
let j2: Awaited<ReturnType<typeof createJournee>>;
let mine: TestPlayer[];
let theirs: TestPlayer[];
let clubA: number;

const BEFORE = '2026-09-01T10:00:00Z';
/** Club A's match of matchday 1 has kicked off, club C's has not. */
const DURING = '2026-09-05T16:00:00Z';

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const [a, b, c, d] = [
    await createClub(t.db, { name: 'A' }),
    await createClub(t.db, { name: 'B' }),
    await createClub(t.db, { name: 'C' }),
    await createClub(t.db, { name: 'D' }),
  ];
  clubA = a.id;
  j1 = await createJournee(t.db, 1, {
    matches: [
      [a.id, b.id, '2026-09-05T15:00:00Z'],
      [c.id, d.id, '2026-09-06T19:00:00Z'],
    ],
  });
  j2 = await createJournee(t.db, 2, {
    matches: [
      [b.id, a.id, '2026-09-12T15:00:00Z'],
      [d.id, c.id, '2026-09-13T19:00:00Z'],
    ],
  });
  mine = await createSquad(t.db, r.pooler.id, [a.id, c.id]);
  theirs = await createSquad(t.db, r.other.id, [b.id, d.id]);
});
afterEach(async () => {
  await t.db.delete(compos);
  await t.db.update(journees).set({ status: 0 });
  t.setNow(BEFORE);
});
afterAll(() => t.close());

const locked = (p: TestPlayer) => p.clubId === clubA;
const of = (poste: string, lock: boolean) => mine.filter((p) => p.poste === poste && locked(p) === lock);
const first = <T>(xs: readonly T[]): T => {
  const [x] = xs;
  if (x === undefined) throw new Error('empty');
  return x;
};
const swap = (players: readonly TestPlayer[], a: number, b: number) =>
  players.map((p, i) => (i === a ? players[b] : i === b ? players[a] : p) ?? null);
/** A valid 4231 of the pooler, captain the first midfielder. */
const base = () => autoLineup(mine, '4231');
const saveMine = (players: (TestPlayer | null)[], captain: TestPlayer | null = null, formation: '4231' | '433' | '442' | '352' = '4231') =>
  t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j1, formation, players, captain));
const expectRefused = async (res: Awaited<ReturnType<typeof saveMine>>, message: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, status: 'error' });
  expect(res.json().errors ?? [res.json().message]).toContain(message);
};

describe('compos/saveCompo.php and compos/getCompo.php', () => {
  it('saves a valid lineup and answers it back with its slots and captain', async () => {
    const players = base();
    const captain = first(of('MC', false));
    const res = await saveMine(players, captain);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'success', message: MSG.composSaved });
    const body = (await t.as(r.pooler).call(composCalls.getCompo)).json();
    expect(body.journee).toMatchObject({ id: j1.id, numjournee: 1 });
    expect(body.team.count).toBe(20);
    expect(body.compo).toMatchObject({
      composition_id: res.json().composition_id,
      formation: '4231',
      capitaine_lfp_id: captain.lfpId,
      user_id: r.pooler.id,
      total: null,
    });
    expect(body.compo.slots.map((s: { ordre: number; joueur_id: number }) => [s.ordre, s.joueur_id])).toEqual(
      players.map((p, i) => [i, p.id]),
    );
    expect(body.compo.slots[0]).toMatchObject({ poste: 'GB', isLocked: false, kickoff_at: '2026-09-05T15:00:00.000Z', played: false });
    expect(body.locked_joueur_ids).toEqual([]);
  });

  it('answers no lineup before the first save, and the locked players of the team', async () => {
    t.setNow(DURING);
    const body = (await t.as(r.pooler).call(composCalls.getCompo)).json();
    expect(body.compo).toBeNull();
    expect(body.locked_joueur_ids).toEqual(mine.filter(locked).map((p) => p.id));
  });

  it('saves over a previous lineup (one lineup per pooler and matchday)', async () => {
    const first1 = await saveMine(base());
    const again = await saveMine(autoLineup(mine, '442'), null, '442');
    expect(again.json().composition_id).toBe(first1.json().composition_id);
    expect((await t.as(r.pooler).call(composCalls.getCompo)).json().compo.formation).toBe('442');
  });

  it('refuses a lineup without 11 players', async () => {
    const players: (TestPlayer | null)[] = base();
    players[10] = null;
    await expectRefused(await saveMine(players), LINEUP_ERRORS.incomplete);
    await expectRefused(await saveMine([]), LINEUP_ERRORS.incomplete);
  });

  it("refuses another pooler's player and a player not owned at that matchday", async () => {
    const players = base();
    const theirGb = first(theirs.filter((p) => p.poste === 'GB'));
    await expectRefused(await saveMine([theirGb, ...players.slice(1)]), LINEUP_ERRORS.notOwned(theirGb.id, theirGb.name));
    // Joins at matchday 2 / left at matchday 1: not in the team at matchday 1.
    const joining = await createJoueur(t.db, clubA, 'AT');
    await give(t.db, r.pooler.id, [joining], 2);
    await expectRefused(await saveMine([...players.slice(0, 10), joining]), LINEUP_ERRORS.notOwned(joining.id, joining.name));
    const leaving = first(mine.filter((p) => p.poste === 'AT' && !players.includes(p)));
    await t.db.update(teamPlayers).set({ journeeOut: 1 }).where(eq(teamPlayers.joueurId, leaving.id));
    await expectRefused(await saveMine([...players.slice(0, 10), leaving]), LINEUP_ERRORS.notOwned(leaving.id, leaving.name));
    await t.db.update(teamPlayers).set({ journeeOut: null }).where(eq(teamPlayers.joueurId, leaving.id));
  });

  it('refuses a player in a slot of another position', async () => {
    const players = base();
    const dc = first(mine.filter((p) => p.poste === 'DC' && !players.includes(p)));
    // Slot 1 of 4231 is DL.
    await expectRefused(await saveMine([players[0] ?? null, dc, ...players.slice(2)]), LINEUP_ERRORS.wrongPoste(dc.id, 1, 'DL', dc.name));
  });

  it('refuses a player twice, a slot given twice and an unknown player', async () => {
    const players = base();
    const dc = players[2] ?? null;
    await expectRefused(await saveMine([...players.slice(0, 3), dc, ...players.slice(4)]), LINEUP_ERRORS.duplicate(dc?.id ?? 0, dc?.name));
    const payload = compoPayload(r.pooler.id, j1, '4231', players);
    const twice = { ...payload, joueurs: [...payload.joueurs, { ...payload.joueurs[0], lfp_id: payload.joueurs[1]?.lfp_id }] };
    await expectRefused(await t.as(r.pooler).post(composCalls.saveCompo, twice), COMPOS_MSG.duplicateSlot(0));
    const unknown = { ...payload, joueurs: payload.joueurs.map((p, i) => (i === 0 ? { ...p, lfp_id: 'nope' } : p)) };
    await expectRefused(await t.as(r.pooler).call(composCalls.saveCompo, unknown), COMPOS_MSG.unknownPlayer('nope'));
  });

  it('refuses a captain who is not one of the 11', async () => {
    const players = base();
    const bench = first(mine.filter((p) => !players.includes(p)));
    await expectRefused(await saveMine(players, bench), LINEUP_ERRORS.captainOffPitch);
  });

  it('refuses malformed payloads (400): bad formation, slot out of 0..10, missing matchday', async () => {
    const payload = compoPayload(r.pooler.id, j1, '4231', base());
    for (const bad of [
      { ...payload, formation: '541' },
      { ...payload, joueurs: [{ ordre: 11, lfp_id: 'x' }] },
      { ...payload, journee_id: undefined },
      { ...payload, user_id: 'moi' },
    ]) {
      const res = await t.as(r.pooler).post(composCalls.saveCompo, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });

  it("refuses an unknown matchday ('Journée introuvable') and a finished one", async () => {
    const res = await t.as(r.pooler).call(composCalls.saveCompo, { ...compoPayload(r.pooler.id, j1, '4231', base()), journee_id: 99999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.matchdayNotFound);
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.id, j1.id));
    await expectRefused(await saveMine(base()), COMPOS_MSG.journeeFinished);
  });

  it("roles: anonymous 401, a pooler may not save another's lineup (403), an admin may", async () => {
    const payload = compoPayload(r.other.id, j1, '4231', autoLineup(theirs, '4231'));
    const anon = await t.anonymous.call(composCalls.saveCompo, payload);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe(MSG.notLoggedIn);
    const pooler = await t.as(r.pooler).call(composCalls.saveCompo, payload);
    expect(pooler.statusCode).toBe(403);
    expect(pooler.json().message).toBe(SRV.forbiddenOther);
    expect((await t.as(r.admin).call(composCalls.saveCompo, payload)).statusCode).toBe(200);
    expect((await t.as(r.other).call(composCalls.saveCompo, payload)).statusCode).toBe(200);
    const [row] = await t.db.select().from(compos).where(eq(compos.userId, r.other.id));
    expect(row?.updatedBy).toBe(r.other.id);
  });

  it("getCompo: a pooler reads only their own (403), an admin anyone's, anonymous 401", async () => {
    expect((await t.as(r.pooler).call(composCalls.getCompo, { user_id: r.other.id })).statusCode).toBe(403);
    const admin = await t.as(r.admin).call(composCalls.getCompo, { user_id: r.other.id });
    expect(admin.json().team.user_id).toBe(r.other.id);
    expect((await t.anonymous.call(composCalls.getCompo)).statusCode).toBe(401);
  });
});

describe('locks (RULES.md "Lineups")', () => {
  /** A saved lineup at BEFORE with a locked DC in slot 2, a free DC in slot 3 and a locked captain. */
  async function lockedScene() {
    const players = autoLineup(mine, '4231', [first(of('DC', true)), first(of('DC', false)), first(of('MC', true))]);
    const captain = first(of('MC', true));
    expect((await saveMine(players, captain)).statusCode).toBe(200);
    t.setNow(DURING);
    return { players, captain };
  }

  it('shows each slot locked once its club has kicked off', async () => {
    const { players } = await lockedScene();
    const slots = (await t.as(r.pooler).call(composCalls.getCompo)).json().compo.slots as { joueur_id: number; isLocked: boolean }[];
    expect(slots.map((s) => s.isLocked)).toEqual(players.map(locked));
  });

  it('accepts changes of unlocked players around the locked ones', async () => {
    const { players, captain } = await lockedScene();
    const swapAt = players.findIndex((p) => p.poste === 'AT');
    const otherAt = first(mine.filter((p) => p.poste === 'AT' && !locked(p) && !players.includes(p)));
    const changed = players.map((p, i) => (i === swapAt && !locked(p) ? otherAt : p));
    expect((await saveMine(changed, captain)).statusCode).toBe(200);
  });

  it('refuses moving a locked player to another slot (a crafted request)', async () => {
    const { players, captain } = await lockedScene();
    const swapped = swap(players, 2, 3);
    await expectRefused(await saveMine(swapped, captain), LINEUP_ERRORS.lockedMoved(first(of('DC', true)).id, first(of('DC', true)).name));
  });

  it('refuses removing a locked player', async () => {
    const { players, captain } = await lockedScene();
    const replacement = first(mine.filter((p) => p.poste === 'DC' && !players.includes(p)));
    const res = await saveMine(
      players.map((p, i) => (i === 2 ? replacement : p)),
      captain,
    );
    await expectRefused(res, LINEUP_ERRORS.lockedRemoved(first(of('DC', true)).id, first(of('DC', true)).name));
  });

  it('refuses adding a locked player, also on a first save', async () => {
    const { players, captain } = await lockedScene();
    const lockedBench = first(mine.filter((p) => locked(p) && p.poste === 'AT' && !players.includes(p)));
    const atSlot = players.findIndex((p) => p.poste === 'AT');
    const res = await saveMine(
      players.map((p, i) => (i === atSlot ? lockedBench : p)),
      captain,
    );
    expect(res.json().errors).toContain(LINEUP_ERRORS.lockedAdded(lockedBench.id, lockedBench.name));
    await t.db.delete(compos);
    await expectRefused(await saveMine(players), LINEUP_ERRORS.lockedAdded(first(of('DC', true)).id, first(of('DC', true)).name));
  });

  it('refuses making a locked player captain and unmaking a locked captain', async () => {
    const { players } = await lockedScene();
    await expectRefused(await saveMine(players, null), LINEUP_ERRORS.lockedCaptainChanged);
    await expectRefused(await saveMine(players, first(of('MC', false))), LINEUP_ERRORS.lockedCaptainChanged);
    // Same lineup with a free captain before the kickoff, then a locked one after.
    t.setNow(BEFORE);
    expect((await saveMine(players, first(of('MC', false)))).statusCode).toBe(200);
    t.setNow(DURING);
    await expectRefused(
      await saveMine(players, first(of('DC', true))),
      LINEUP_ERRORS.lockedMadeCaptain(first(of('DC', true)).id, first(of('DC', true)).name),
    );
  });

  it('accepts a formation change re-placed by the domain rule (locked players first)', async () => {
    const { players, captain } = await lockedScene();
    const current = { formation: '4231' as const, slots: players.map((p) => ({ id: p.id, poste: p.poste })), captainId: captain.id };
    const moved = replaceForFormation(current, '442', new Set(players.filter(locked).map((p) => p.id)));
    if (!moved.ok) throw new Error(moved.message);
    const byId = new Map(mine.map((p) => [p.id, p]));
    const placed = moved.slots.map((s) => (s ? (byId.get(s.id) ?? null) : null));
    const filled: TestPlayer[] = [];
    placed.forEach((p, i) => {
      filled.push(
        p ?? first(mine.filter((c) => c.poste === FORMATION_SLOTS['442'][i] && !locked(c) && !placed.includes(c) && !filled.includes(c))),
      );
    });
    expect((await saveMine(filled, captain, '442')).statusCode).toBe(200);
  });

  it('binds an admin by the locks too', async () => {
    const { players } = await lockedScene();
    const res = await t.as(r.admin).call(composCalls.saveCompo, compoPayload(r.pooler.id, j1, '4231', players, null));
    await expectRefused(res, LINEUP_ERRORS.lockedCaptainChanged);
  });
});

describe('carry-over (RULES.md "Lineups")', () => {
  it('uses the last saved lineup when a matchday has none, without the players gone since', async () => {
    const players = base();
    const captain = first(of('MC', false));
    const saved = await saveMine(players, captain);
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.id, j1.id));
    const gone = players[10] as TestPlayer;
    await t.db.update(teamPlayers).set({ journeeOut: 2 }).where(eq(teamPlayers.joueurId, gone.id));

    const body = (await t.as(r.pooler).call(composCalls.getCompo)).json();
    expect(body.journee.numjournee).toBe(2);
    expect(body.compo).toMatchObject({ composition_id: null, journee_id: j2.id, formation: '4231', capitaine_lfp_id: captain.lfpId });
    expect(body.compo.slots.map((s: { joueur_id: number }) => s.joueur_id)).toEqual(players.slice(0, 10).map((p) => p.id));
    // The matchday 1 lineup itself is unchanged.
    const j1Compo = (await t.as(r.pooler).call(composCalls.getByJourneeUser, { journee_id: j1.id, user_id: r.pooler.id })).json().compo;
    expect(j1Compo.composition_id).toBe(saved.json().composition_id);
    expect(j1Compo.slots).toHaveLength(11);
    await t.db.update(teamPlayers).set({ journeeOut: null }).where(eq(teamPlayers.joueurId, gone.id));
  });

  it('checks the locks of a matchday against the carried-over lineup', async () => {
    const players = autoLineup(mine, '4231', [first(of('DC', true))]);
    expect((await saveMine(players)).statusCode).toBe(200);
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.id, j1.id));
    t.setNow('2026-09-12T16:00:00Z'); // club A has kicked off on matchday 2
    const swapped = swap(players, 2, 3);
    const res = await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j2, '4231', swapped));
    await expectRefused(res, LINEUP_ERRORS.lockedMoved(first(of('DC', true)).id, first(of('DC', true)).name));
    expect((await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j2, '4231', players))).statusCode).toBe(200);
  });
});

describe('visibility of the lineups', () => {
  async function bothSaved() {
    expect((await saveMine(base())).statusCode).toBe(200);
    expect(
      (await t.as(r.other).call(composCalls.saveCompo, compoPayload(r.other.id, j1, '433', autoLineup(theirs, '433')))).statusCode,
    ).toBe(200);
  }
  const byJourneeUser = (userId: number, who: Who) => t.as(who).call(composCalls.getByJourneeUser, { journee_id: j1.id, user_id: userId });

  it('before the first kickoff a pooler sees only their own lineup; an admin sees all', async () => {
    await bothSaved();
    const pooler = (await t.as(r.pooler).call(composCalls.listActive)).json();
    expect(pooler).toMatchObject({ started: false, journee: { id: j1.id } });
    expect(pooler.compos.map((c: { user_id: number }) => c.user_id)).toEqual([r.pooler.id]);
    const admin = (await t.as(r.admin).call(composCalls.listActive)).json();
    expect(admin.compos.map((c: { user_id: number }) => c.user_id).sort()).toEqual([r.pooler.id, r.other.id].sort());

    const hidden = (await byJourneeUser(r.other.id, r.pooler)).json();
    expect(hidden).toMatchObject({ hidden: true, compo: null, started: false });
    expect(hidden.team.count).toBe(20);
    expect((await byJourneeUser(r.pooler.id, r.pooler)).json()).toMatchObject({ hidden: false, compo: { formation: '4231' } });
    expect((await byJourneeUser(r.other.id, r.admin)).json()).toMatchObject({ hidden: false, compo: { formation: '433' } });
  });

  it('once the first kickoff has passed every pooler sees every lineup', async () => {
    await bothSaved();
    t.setNow('2026-09-05T15:00:00Z');
    const pooler = (await t.as(r.pooler).call(composCalls.listActive)).json();
    expect(pooler.started).toBe(true);
    expect(pooler.compos).toHaveLength(2);
    expect((await byJourneeUser(r.other.id, r.pooler)).json()).toMatchObject({
      hidden: false,
      compo: { formation: '433', username: r.other.nickname },
    });
  });

  it('a matchday an admin set in progress counts as started', async () => {
    await bothSaved();
    await t.db.update(journees).set({ status: 1 }).where(eq(journees.id, j1.id));
    expect((await t.as(r.pooler).call(composCalls.listActive)).json().compos).toHaveLength(2);
  });

  it('getByJourneeUser refuses unknown matchdays and users (404), bad queries (400), anonymous (401)', async () => {
    expect((await t.as(r.pooler).call(composCalls.getByJourneeUser, { journee_id: 99999, user_id: r.pooler.id })).statusCode).toBe(404);
    expect((await t.as(r.pooler).call(composCalls.getByJourneeUser, { journee_id: j1.id, user_id: 99999 })).statusCode).toBe(404);
    expect((await t.as(r.pooler).get(composCalls.getByJourneeUser, { journee_id: j1.id })).statusCode).toBe(400);
    expect((await byJourneeUser(r.pooler.id, null)).statusCode).toBe(401);
    expect((await t.anonymous.call(composCalls.listActive)).statusCode).toBe(401);
  });
});
