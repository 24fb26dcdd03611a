import { DRAFT_ERRORS, DRAFT_MSG, draftCalls, MSG, type RequestOf, SRV } from '@poolfoot/domain';
import { setLeagueSetting } from '../ligues/index.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  draftSeenBy,
  type LoggedIn,
  loggedIn,
  otherSeason,
  seedLeague,
  testLeague,
  type WorldPlayer,
} from '../../../test/factories/index.js';
import { draftPicks, draftState, teamPlayers } from '../../db/schema.js';

let t: TestApp;
let admin: LoggedIn;
let p: LoggedIn[];
let players: WorldPlayer[];
let otherSeasonPlayer: WorldPlayer;

beforeAll(async () => {
  t = await testApp();
  admin = await loggedIn(t, { role: 4 });
  p = [await loggedIn(t), await loggedIn(t), await loggedIn(t)];
  players = await seedLeague(t.db, 6);
  await otherSeason(t.db);
  [otherSeasonPlayer] = (await seedLeague(t.db, 1, 2025)) as [WorldPlayer];
});
afterAll(() => t.close());

const pooler = (i: number) => p[i] as LoggedIn;
const byPoste = (poste: string) => players.filter((x) => x.poste === poste);
const taken = new Set<number>();
const usedClubs = new Map<number, number>();
/** A player not used yet by these tests, of a position and a club (else of the least used club). */
function fresh(poste: string, clubId?: number): WorldPlayer {
  const uses = (x: WorldPlayer) => usedClubs.get(x.clubId) ?? 0;
  const found = byPoste(poste)
    .filter((x) => !taken.has(x.id) && (clubId === undefined || x.clubId === clubId))
    .sort((a, b) => uses(a) - uses(b))[0];
  if (!found) throw new Error(`no player ${poste}`);
  usedClubs.set(found.clubId, uses(found) + 1);
  taken.add(found.id);
  return found;
}
const body = (res: { json(): unknown }) => res.json() as { message: string; success: boolean };

describe('draft/get.php', () => {
  it('refuses anonymous callers and shows an empty draft before any order', async () => {
    expect((await t.anonymous.call(draftCalls.get)).statusCode).toBe(401);
    const s = await draftSeenBy(t, pooler(0));
    expect(s.gestion).toMatchObject({
      status: 'non débuté',
      tour: 1,
      choix: 1,
      max_tours: 20,
      prochain_pooler_id: null,
      max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
      max_par_club: 3,
      pick_clock_minutes: 0,
      pick_deadline: null,
    });
    expect(s).toMatchObject({ ordre: [], choix: {}, drafted_playerIds: [], bilan_poolers: {} });
  });
});

describe('draft/init.php', () => {
  it('refuses anonymous callers, poolers, and bad orders', async () => {
    const ordre = p.map((u) => u.id);
    expect((await t.anonymous.call(draftCalls.init, { ordre })).statusCode).toBe(401);
    expect((await t.as(pooler(0)).call(draftCalls.init, { ordre })).statusCode).toBe(403);
    expect(body(await t.as(pooler(0)).call(draftCalls.init, { ordre })).message).toBe(SRV.forbiddenRole);
    expect((await t.as(admin).call(draftCalls.init, { ordre: [] })).statusCode).toBe(400);
    expect((await t.as(admin).post(draftCalls.init, { ordre: 'x' })).statusCode).toBe(400);
    const dup = await t.as(admin).post(draftCalls.init, { ordre: [ordre[0], ordre[0]] });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).message).toContain('deux fois');
    const unknown = await t.as(admin).call(draftCalls.init, { ordre: [...ordre, 99999] });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe(DRAFT_MSG.unknownUsers([99999]));
  });

  it('saves the order and makes its first pooler the next to pick', async () => {
    const ordre = [pooler(1).id, pooler(0).id, pooler(2).id];
    await t.as(admin).call(draftCalls.init, { ordre });
    const res = await t.as(admin).call(draftCalls.init, { ordre: [pooler(0).id, pooler(1).id, pooler(2).id] });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, message: MSG.orderSaved });
    const s = await draftSeenBy(t, pooler(2));
    expect(s.ordre).toEqual([pooler(0).id, pooler(1).id, pooler(2).id]);
    expect(s.gestion).toMatchObject({ status: 'non débuté', prochain_pooler_id: pooler(0).id });
    expect(Object.keys(s.bilan_poolers)).toHaveLength(3);
    expect(s.bilan_poolers[pooler(0).id]).toEqual({
      nb_joueurs: 0,
      nb_joueurs_poste: { GB: 0, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 },
      nb_joueurs_club: {},
    });
  });
});

describe('draft/changeStatus.php', () => {
  it('refuses every transition SPEC.md §4 does not give, poolers, and unknown statuses', async () => {
    for (const status of ['en pause', 'terminé', 'non débuté'] as const) {
      const res = await t.as(admin).call(draftCalls.changeStatus, { status });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(DRAFT_MSG.transition('non débuté', status));
    }
    expect((await t.as(pooler(0)).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(403);
    expect((await t.anonymous.call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(401);
    expect((await t.as(admin).post(draftCalls.changeStatus, { status: 'fini' })).statusCode).toBe(400);
  });

  it('refuses a pick before the start', async () => {
    const res = await t.as(pooler(0)).call(draftCalls.pick, { playerId: (players[0] as WorldPlayer).id });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(DRAFT_MSG.notRunning);
  });

  it('starts (Démarrer), pauses (Pause) and resumes (Reprise); the order is then locked', async () => {
    const start = await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
    expect(start.statusCode).toBe(200);
    expect((await draftSeenBy(t, pooler(0))).gestion).toMatchObject({
      status: 'en cours',
      tour: 1,
      choix: 1,
      prochain_pooler_id: pooler(0).id,
    });
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(409);
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'non débuté' })).statusCode).toBe(409);
    const locked = await t.as(admin).call(draftCalls.init, { ordre: [pooler(2).id] });
    expect(locked.statusCode).toBe(409);
    expect(body(locked).message).toBe(DRAFT_MSG.alreadyStarted);

    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en pause' })).statusCode).toBe(200);
    expect((await draftSeenBy(t, pooler(0))).gestion.status).toBe('en pause');
    const paused = await t.as(pooler(0)).call(draftCalls.pick, { playerId: fresh('AT').id });
    expect(paused.statusCode).toBe(409);
    expect(body(paused).message).toBe(DRAFT_MSG.notRunning);
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en pause' })).statusCode).toBe(409);
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    expect((await draftSeenBy(t, pooler(0))).gestion).toMatchObject({ status: 'en cours', prochain_pooler_id: pooler(0).id });
  });
});

describe('draft/pick.php', () => {
  it('refuses anonymous callers, a pooler picking for someone else, and bad bodies', async () => {
    const player = fresh('AT');
    expect((await t.anonymous.call(draftCalls.pick, { playerId: player.id })).statusCode).toBe(401);
    const other = await t.as(pooler(0)).call(draftCalls.pick, { userId: pooler(1).id, playerId: player.id });
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe(SRV.forbiddenOther);
    expect((await t.as(pooler(0)).call(draftCalls.pick, { playerId: 'x' })).statusCode).toBe(400);
    expect((await t.as(pooler(0)).post(draftCalls.pick, {})).statusCode).toBe(400);
    const unknown = await t.as(pooler(0)).call(draftCalls.pick, { playerId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(DRAFT_MSG.playerNotFound);
    const ofOtherSeason = await t.as(pooler(0)).call(draftCalls.pick, { playerId: otherSeasonPlayer.id });
    expect(ofOtherSeason.statusCode).toBe(404);
    taken.delete(player.id);
  });

  it('refuses a pooler whose turn it is not, and an admin picking for a pooler not on the clock', async () => {
    const res = await t.as(pooler(1)).call(draftCalls.pick, { playerId: fresh('AT').id });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(DRAFT_MSG.notYourTurn);
    const adminFor = await t.as(admin).call(draftCalls.pick, { userId: pooler(1).id, playerId: fresh('AT').id });
    expect(adminFor.statusCode).toBe(409);
    expect(body(adminFor).message).toBe(DRAFT_MSG.notPoolerTurn);
  });

  it('takes the pick of the pooler on the clock, then snakes: 1 2 3 | 3 2 1', async () => {
    const gb1 = fresh('GB');
    const first = await t.as(pooler(0)).call(draftCalls.pick, { playerId: gb1.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: MSG.pickSuccess(gb1.name),
      tour: 1,
      rang: 1,
      userId: pooler(0).id,
      player: gb1.name,
    });
    // An admin picks for the pooler on the clock.
    const viaAdmin = await t.as(admin).call(draftCalls.pick, { userId: pooler(1).id, playerId: fresh('DC').id });
    expect(viaAdmin.statusCode).toBe(200);
    expect((await t.as(pooler(2)).call(draftCalls.pick, { playerId: fresh('DC').id })).statusCode).toBe(200);
    const s = await draftSeenBy(t, pooler(0));
    expect(s.gestion).toMatchObject({ tour: 2, choix: 1, prochain_pooler_id: pooler(2).id });
    // Round 2 is reversed: pooler 3 picks again.
    const drafted = await t.as(pooler(2)).call(draftCalls.pick, { playerId: gb1.id });
    expect(drafted.statusCode).toBe(409);
    expect(body(drafted).message).toBe(DRAFT_ERRORS.drafted);
    expect((await t.as(pooler(2)).call(draftCalls.pick, { playerId: fresh('DC').id })).statusCode).toBe(200);
    expect((await draftSeenBy(t, pooler(0))).gestion.prochain_pooler_id).toBe(pooler(1).id);
    expect((await t.as(pooler(1)).call(draftCalls.pick, { playerId: fresh('DC').id })).statusCode).toBe(200);
    const gb2 = fresh('GB', gb1.clubId);
    expect((await t.as(pooler(0)).call(draftCalls.pick, { playerId: gb2.id })).statusCode).toBe(200);
    const after = await draftSeenBy(t, pooler(0));
    expect(after.gestion).toMatchObject({ tour: 3, choix: 1, prochain_pooler_id: pooler(0).id });
    expect(after.choix['1']['1']).toEqual({ userId: pooler(0).id, playerId: gb1.id, auto: false, from_list: false });
    expect(after.choix['2']['3']).toEqual({ userId: pooler(0).id, playerId: gb2.id, auto: false, from_list: false });
    expect(after.drafted_playerIds).toHaveLength(6);
    expect(after.bilan_poolers[pooler(0).id].nb_joueurs_poste.GB).toBe(2);
  });

  it('refuses a third goalkeeper (position full) and a fourth player of one club', async () => {
    const full = await t.as(pooler(0)).call(draftCalls.pick, { playerId: fresh('GB').id });
    expect(full.statusCode).toBe(400);
    expect(body(full).message).toBe(DRAFT_ERRORS.poste('GB', 2));
    // Pooler 0 holds two goalkeepers of one club: a third player of that club is the limit.
    const club = (await draftSeenBy(t, pooler(0))).bilan_poolers[pooler(0).id].nb_joueurs_club;
    expect(Object.values(club)).toEqual([2]);
    const clubId = Number(Object.keys(club)[0]);
    expect((await t.as(pooler(0)).call(draftCalls.pick, { playerId: fresh('AT', clubId).id })).statusCode).toBe(200);
    for (const who of [pooler(1), pooler(2), pooler(2), pooler(1)]) {
      expect((await t.as(who).call(draftCalls.pick, { playerId: fresh('MC').id })).statusCode).toBe(200);
    }
    const fourth = await t.as(pooler(0)).call(draftCalls.pick, { playerId: fresh('MO', clubId).id });
    expect(fourth.statusCode).toBe(400);
    expect(body(fourth).message).toBe(DRAFT_ERRORS.club(3));
    expect((await t.as(pooler(0)).call(draftCalls.pick, { playerId: fresh('MO').id })).statusCode).toBe(200);
    expect((await draftSeenBy(t, pooler(0))).gestion).toMatchObject({ tour: 5, choix: 1 });
  });
});

describe('draft/editChoix.php', () => {
  const edit = (b: RequestOf<typeof draftCalls.editChoix>, who: LoggedIn | null = admin) => t.as(who).call(draftCalls.editChoix, b);
  const pickAt = async (tour: number, rang: number) => (await draftSeenBy(t, admin)).choix[tour]?.[rang];

  it('refuses anonymous callers, poolers, unknown and future slots, and the wrong pooler', async () => {
    const playerId = fresh('DL').id;
    expect((await edit({ tour: 1, rang: 1, playerId }, null)).statusCode).toBe(401);
    expect((await edit({ tour: 1, rang: 1, playerId }, pooler(0))).statusCode).toBe(403);
    expect((await edit({ tour: 0, rang: 1, playerId })).statusCode).toBe(400);
    expect((await edit({ tour: 1, rang: 4, playerId })).statusCode).toBe(404);
    expect((await edit({ tour: 21, rang: 1, playerId })).statusCode).toBe(404);
    const future = await edit({ tour: 5, rang: 1, playerId });
    expect(future.statusCode).toBe(409);
    expect(body(future).message).toBe(DRAFT_MSG.slotFuture);
    const wrong = await edit({ tour: 1, rang: 1, userId: pooler(1).id, playerId });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe(DRAFT_MSG.slotPooler(pooler(0).nickname));
    const other = await pickAt(1, 2);
    const drafted = await edit({ tour: 1, rang: 1, playerId: other.playerId });
    expect(drafted.statusCode).toBe(409);
    expect(body(drafted).message).toBe(DRAFT_ERRORS.drafted);
  });

  it('re-checks the limits without the replaced pick', async () => {
    // Pooler 0: GB (1,1) and (2,3) of one club, AT (3,1) of that club, MO (4,3).
    const gb = (await pickAt(1, 1)).playerId;
    const club = players.find((x) => x.id === gb)?.clubId as number;
    // A goalkeeper for a goalkeeper at the GB maximum: accepted.
    const newGb = fresh('GB', club);
    const res = await edit({ tour: 1, rang: 1, userId: pooler(0).id, playerId: newGb.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.editPickSuccess, tour: 1, rang: 1, userId: pooler(0).id, playerId: newGb.id });
    const s = await draftSeenBy(t, admin);
    expect(s.choix['1']['1']).toEqual({ userId: pooler(0).id, playerId: newGb.id, auto: false, from_list: false });
    expect(s.drafted_playerIds).not.toContain(gb);
    // A goalkeeper for the attacker: GB full.
    const gbFull = await edit({ tour: 3, rang: 1, playerId: fresh('GB').id });
    expect(gbFull.statusCode).toBe(400);
    expect(body(gbFull).message).toBe(DRAFT_ERRORS.poste('GB', 2));
    // The attacker of the club for another of the same club: 3 stays 3.
    expect((await edit({ tour: 3, rang: 1, playerId: fresh('AT', club).id })).statusCode).toBe(200);
    // The MO (other club) for a fourth player of the club: refused.
    const clubFull = await edit({ tour: 4, rang: 3, playerId: fresh('MO', club).id });
    expect(clubFull.statusCode).toBe(400);
    expect(body(clubFull).message).toBe(DRAFT_ERRORS.club(3));
    // The same player again: accepted, nothing changes.
    expect((await edit({ tour: 1, rang: 1, playerId: newGb.id })).statusCode).toBe(200);
  });
});

describe('draft/deleteChoix.php', () => {
  it('deletes a pick without moving the cursor; editChoix re-fills the hole', async () => {
    expect((await t.anonymous.call(draftCalls.deleteChoix, { tour: 2, rang: 2 })).statusCode).toBe(401);
    expect((await t.as(pooler(1)).call(draftCalls.deleteChoix, { tour: 2, rang: 2 })).statusCode).toBe(403);
    expect((await t.as(admin).call(draftCalls.deleteChoix, { tour: 'a', rang: 2 })).statusCode).toBe(400);
    const before = await draftSeenBy(t, admin);
    const res = await t.as(admin).call(draftCalls.deleteChoix, { tour: 2, rang: 2 });
    expect(res.statusCode).toBe(200);
    const after = await draftSeenBy(t, admin);
    expect(after.gestion).toEqual(before.gestion);
    expect(after.choix['2']['2']).toBeUndefined();
    expect(after.bilan_poolers[pooler(1).id].nb_joueurs).toBe(before.bilan_poolers[pooler(1).id].nb_joueurs - 1);
    const again = await t.as(admin).call(draftCalls.deleteChoix, { tour: 2, rang: 2 });
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe(DRAFT_MSG.slotNotFound);
    const fill = await t.as(admin).call(draftCalls.editChoix, { tour: 2, rang: 2, playerId: fresh('DL').id });
    expect(fill.statusCode).toBe(200);
    expect(fill.json().userId).toBe(pooler(1).id);
  });
});

describe('draft/simulate.php', () => {
  it('picks a random valid player for the pooler on the clock, named in the message', async () => {
    expect((await t.anonymous.call(draftCalls.simulate)).statusCode).toBe(401);
    expect((await t.as(pooler(0)).call(draftCalls.simulate)).statusCode).toBe(403);
    const res = await t.as(admin).call(draftCalls.simulate);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ tour: 5, rang: 1, userId: pooler(0).id });
    expect(r.message).toBe(DRAFT_MSG.simulated(r.player, pooler(0).nickname));
    const s = await draftSeenBy(t, admin);
    expect(s.choix['5']['1'].playerId).toBe(r.playerId);
    expect(s.gestion).toMatchObject({ tour: 5, choix: 2, prochain_pooler_id: pooler(1).id });
  });

  it("answers 'Aucun joueur valide pour ce pooler' when no player fits, and refuses when paused", async () => {
    await setLeagueSetting(t.db, await testLeague(t.db), 'max_joueurs_poste', { GB: 0, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 });
    const none = await t.as(admin).call(draftCalls.simulate);
    await setLeagueSetting(t.db, await testLeague(t.db), 'max_joueurs_poste', { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 });
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toBe(MSG.noValidPlayer);
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en pause' });
    const paused = await t.as(admin).call(draftCalls.simulate);
    expect(paused.statusCode).toBe(409);
    expect(body(paused).message).toBe(DRAFT_MSG.notRunning);
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
  });
});

describe('draft/setClock.php', () => {
  it('sets the pick clock (admins only) and gives the current pick a deadline', async () => {
    expect((await t.anonymous.call(draftCalls.setClock, { minutes: 5 })).statusCode).toBe(401);
    expect((await t.as(pooler(0)).call(draftCalls.setClock, { minutes: 5 })).statusCode).toBe(403);
    expect((await t.as(admin).call(draftCalls.setClock, { minutes: -1 })).statusCode).toBe(400);
    expect((await t.as(admin).call(draftCalls.setClock, { minutes: 1.5 })).statusCode).toBe(400);
    const res = await t.as(admin).call(draftCalls.setClock, { minutes: 5 });
    expect(body(res)).toMatchObject({ success: true, message: DRAFT_MSG.clockSet(5) });
    const g = (await draftSeenBy(t, pooler(0))).gestion;
    expect(g.pick_clock_minutes).toBe(5);
    expect(g.pick_deadline).toBe(new Date(t.now().getTime() + 5 * 60_000).toISOString());
    await t.as(admin).call(draftCalls.setClock, { minutes: 0 });
    expect((await draftSeenBy(t, pooler(0))).gestion).toMatchObject({ pick_clock_minutes: 0, pick_deadline: null });
  });
});

describe('draft/initDraft.php', () => {
  it('deletes every pick and returns to non débuté with the order kept (admins only)', async () => {
    expect((await t.anonymous.call(draftCalls.initDraft)).statusCode).toBe(401);
    expect((await t.as(pooler(0)).call(draftCalls.initDraft)).statusCode).toBe(403);
    const res = await t.as(admin).call(draftCalls.initDraft);
    expect(body(res)).toMatchObject({ success: true, message: DRAFT_MSG.reset });
    const s = await draftSeenBy(t, pooler(0));
    expect(s.gestion).toMatchObject({ status: 'non débuté', tour: 1, choix: 1, prochain_pooler_id: pooler(0).id });
    expect(s.ordre).toEqual([pooler(0).id, pooler(1).id, pooler(2).id]);
    expect(s).toMatchObject({ choix: {}, drafted_playerIds: [] });
    expect(await t.db.$count(draftPicks)).toBe(0);
    // The order may change again.
    expect((await t.as(admin).call(draftCalls.init, { ordre: [pooler(2).id, pooler(0).id] })).statusCode).toBe(200);
    const [row] = await t.db.select().from(draftState).where(eq(draftState.saisonId, 2026));
    expect(row?.prochainPoolerId).toBe(pooler(2).id);
    expect(await t.db.$count(teamPlayers, and(eq(teamPlayers.saisonId, 2026)))).toBe(0);
  });
});
