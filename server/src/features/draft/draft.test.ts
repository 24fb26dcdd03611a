import { DRAFT_ERRORS, DRAFT_MSG, MSG, SRV } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { draftPicks, draftState, teamPlayers } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import { type Caller, draftApi, loggedIn, seedLeague, type WorldPlayer } from './test-world.js';

let t: TestApp;
let api: ReturnType<typeof draftApi>;
let admin: Caller;
let p: Caller[];
let players: WorldPlayer[];
let otherSeasonPlayer: WorldPlayer;

beforeAll(async () => {
  t = await testApp();
  api = draftApi(t);
  admin = await loggedIn(t, 4);
  p = [await loggedIn(t), await loggedIn(t), await loggedIn(t)];
  players = await seedLeague(t, 6);
  await t.db.execute("insert into seasons (id, nom) values (2025, 'Saison 2024/2025')");
  [otherSeasonPlayer] = (await seedLeague(t, 1, 2025)) as [WorldPlayer];
});
afterAll(() => t.close());

const pooler = (i: number) => p[i] as Caller;
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
    expect((await api.get()).statusCode).toBe(401);
    const s = await api.state(pooler(0));
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
    expect((await api.post('init.php', { ordre })).statusCode).toBe(401);
    expect((await api.post('init.php', { ordre }, pooler(0))).statusCode).toBe(403);
    expect(body(await api.post('init.php', { ordre }, pooler(0))).message).toBe(SRV.forbiddenRole);
    expect((await api.post('init.php', { ordre: [] }, admin)).statusCode).toBe(400);
    expect((await api.post('init.php', { ordre: 'x' }, admin)).statusCode).toBe(400);
    const dup = await api.post('init.php', { ordre: [ordre[0], ordre[0]] }, admin);
    expect(dup.statusCode).toBe(400);
    expect(body(dup).message).toContain('deux fois');
    const unknown = await api.post('init.php', { ordre: [...ordre, 99999] }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe(DRAFT_MSG.unknownUsers([99999]));
  });

  it('saves the order and makes its first pooler the next to pick', async () => {
    const ordre = [pooler(1).id, pooler(0).id, pooler(2).id];
    await api.post('init.php', { ordre }, admin);
    const res = await api.post('init.php', { ordre: [pooler(0).id, pooler(1).id, pooler(2).id] }, admin);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, message: MSG.orderSaved });
    const s = await api.state(pooler(2));
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
    for (const status of ['en pause', 'terminé', 'non débuté']) {
      const res = await api.post('changeStatus.php', { status }, admin);
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(DRAFT_MSG.transition('non débuté', status as 'en pause'));
    }
    expect((await api.post('changeStatus.php', { status: 'en cours' }, pooler(0))).statusCode).toBe(403);
    expect((await api.post('changeStatus.php', { status: 'en cours' })).statusCode).toBe(401);
    expect((await api.post('changeStatus.php', { status: 'fini' }, admin)).statusCode).toBe(400);
  });

  it('refuses a pick before the start', async () => {
    const res = await api.post('pick.php', { playerId: players[0]?.id }, pooler(0));
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(DRAFT_MSG.notRunning);
  });

  it('starts (Démarrer), pauses (Pause) and resumes (Reprise); the order is then locked', async () => {
    const start = await api.post('changeStatus.php', { status: 'en cours' }, admin);
    expect(start.statusCode).toBe(200);
    expect((await api.state(pooler(0))).gestion).toMatchObject({ status: 'en cours', tour: 1, choix: 1, prochain_pooler_id: pooler(0).id });
    expect((await api.post('changeStatus.php', { status: 'en cours' }, admin)).statusCode).toBe(409);
    expect((await api.post('changeStatus.php', { status: 'non débuté' }, admin)).statusCode).toBe(409);
    const locked = await api.post('init.php', { ordre: [pooler(2).id] }, admin);
    expect(locked.statusCode).toBe(409);
    expect(body(locked).message).toBe(DRAFT_MSG.alreadyStarted);

    expect((await api.post('changeStatus.php', { status: 'en pause' }, admin)).statusCode).toBe(200);
    expect((await api.state(pooler(0))).gestion.status).toBe('en pause');
    const paused = await api.post('pick.php', { playerId: fresh('AT').id }, pooler(0));
    expect(paused.statusCode).toBe(409);
    expect(body(paused).message).toBe(DRAFT_MSG.notRunning);
    expect((await api.post('changeStatus.php', { status: 'en pause' }, admin)).statusCode).toBe(409);
    expect((await api.post('changeStatus.php', { status: 'en cours' }, admin)).statusCode).toBe(200);
    expect((await api.state(pooler(0))).gestion).toMatchObject({ status: 'en cours', prochain_pooler_id: pooler(0).id });
  });
});

describe('draft/pick.php', () => {
  it('refuses anonymous callers, a pooler picking for someone else, and bad bodies', async () => {
    const player = fresh('AT');
    expect((await api.post('pick.php', { playerId: player.id })).statusCode).toBe(401);
    const other = await api.post('pick.php', { userId: pooler(1).id, playerId: player.id }, pooler(0));
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe(SRV.forbiddenOther);
    expect((await api.post('pick.php', { playerId: 'x' }, pooler(0))).statusCode).toBe(400);
    expect((await api.post('pick.php', {}, pooler(0))).statusCode).toBe(400);
    const unknown = await api.post('pick.php', { playerId: 999999 }, pooler(0));
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(DRAFT_MSG.playerNotFound);
    const otherSeason = await api.post('pick.php', { playerId: otherSeasonPlayer.id }, pooler(0));
    expect(otherSeason.statusCode).toBe(404);
    taken.delete(player.id);
  });

  it('refuses a pooler whose turn it is not, and an admin picking for a pooler not on the clock', async () => {
    const res = await api.post('pick.php', { playerId: fresh('AT').id }, pooler(1));
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(DRAFT_MSG.notYourTurn);
    const adminFor = await api.post('pick.php', { userId: pooler(1).id, playerId: fresh('AT').id }, admin);
    expect(adminFor.statusCode).toBe(409);
    expect(body(adminFor).message).toBe(DRAFT_MSG.notPoolerTurn);
  });

  it('takes the pick of the pooler on the clock, then snakes: 1 2 3 | 3 2 1', async () => {
    const gb1 = fresh('GB');
    const first = await api.post('pick.php', { playerId: gb1.id }, pooler(0));
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
    const viaAdmin = await api.post('pick.php', { userId: pooler(1).id, playerId: fresh('DC').id }, admin);
    expect(viaAdmin.statusCode).toBe(200);
    expect((await api.post('pick.php', { playerId: fresh('DC').id }, pooler(2))).statusCode).toBe(200);
    const s = await api.state(pooler(0));
    expect(s.gestion).toMatchObject({ tour: 2, choix: 1, prochain_pooler_id: pooler(2).id });
    // Round 2 is reversed: pooler 3 picks again.
    const drafted = await api.post('pick.php', { playerId: gb1.id }, pooler(2));
    expect(drafted.statusCode).toBe(409);
    expect(body(drafted).message).toBe(DRAFT_ERRORS.drafted);
    expect((await api.post('pick.php', { playerId: fresh('DC').id }, pooler(2))).statusCode).toBe(200);
    expect((await api.state(pooler(0))).gestion.prochain_pooler_id).toBe(pooler(1).id);
    expect((await api.post('pick.php', { playerId: fresh('DC').id }, pooler(1))).statusCode).toBe(200);
    const gb2 = fresh('GB', gb1.clubId);
    expect((await api.post('pick.php', { playerId: gb2.id }, pooler(0))).statusCode).toBe(200);
    const after = await api.state(pooler(0));
    expect(after.gestion).toMatchObject({ tour: 3, choix: 1, prochain_pooler_id: pooler(0).id });
    expect(after.choix['1']['1']).toEqual({ userId: pooler(0).id, playerId: gb1.id, auto: false });
    expect(after.choix['2']['3']).toEqual({ userId: pooler(0).id, playerId: gb2.id, auto: false });
    expect(after.drafted_playerIds).toHaveLength(6);
    expect(after.bilan_poolers[pooler(0).id].nb_joueurs_poste.GB).toBe(2);
  });

  it('refuses a third goalkeeper (position full) and a fourth player of one club', async () => {
    const full = await api.post('pick.php', { playerId: fresh('GB').id }, pooler(0));
    expect(full.statusCode).toBe(400);
    expect(body(full).message).toBe(DRAFT_ERRORS.poste('GB', 2));
    // Pooler 0 holds two goalkeepers of one club: a third player of that club is the limit.
    const club = (await api.state(pooler(0))).bilan_poolers[pooler(0).id].nb_joueurs_club;
    expect(Object.values(club)).toEqual([2]);
    const clubId = Number(Object.keys(club)[0]);
    expect((await api.post('pick.php', { playerId: fresh('AT', clubId).id }, pooler(0))).statusCode).toBe(200);
    for (const who of [pooler(1), pooler(2), pooler(2), pooler(1)]) {
      expect((await api.post('pick.php', { playerId: fresh('MC').id }, who)).statusCode).toBe(200);
    }
    const fourth = await api.post('pick.php', { playerId: fresh('MO', clubId).id }, pooler(0));
    expect(fourth.statusCode).toBe(400);
    expect(body(fourth).message).toBe(DRAFT_ERRORS.club(3));
    expect((await api.post('pick.php', { playerId: fresh('MO').id }, pooler(0))).statusCode).toBe(200);
    expect((await api.state(pooler(0))).gestion).toMatchObject({ tour: 5, choix: 1 });
  });
});

describe('draft/editChoix.php', () => {
  const edit = (b: object, who: Caller | null = admin) => api.post('editChoix.php', b, who ?? undefined);
  const pickAt = async (tour: number, rang: number) => (await api.state(admin)).choix[tour]?.[rang];

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
    const s = await api.state(admin);
    expect(s.choix['1']['1']).toEqual({ userId: pooler(0).id, playerId: newGb.id, auto: false });
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
    expect((await api.post('deleteChoix.php', { tour: 2, rang: 2 })).statusCode).toBe(401);
    expect((await api.post('deleteChoix.php', { tour: 2, rang: 2 }, pooler(1))).statusCode).toBe(403);
    expect((await api.post('deleteChoix.php', { tour: 'a', rang: 2 }, admin)).statusCode).toBe(400);
    const before = await api.state(admin);
    const res = await api.post('deleteChoix.php', { tour: 2, rang: 2 }, admin);
    expect(res.statusCode).toBe(200);
    const after = await api.state(admin);
    expect(after.gestion).toEqual(before.gestion);
    expect(after.choix['2']['2']).toBeUndefined();
    expect(after.bilan_poolers[pooler(1).id].nb_joueurs).toBe(before.bilan_poolers[pooler(1).id].nb_joueurs - 1);
    const again = await api.post('deleteChoix.php', { tour: 2, rang: 2 }, admin);
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe(DRAFT_MSG.slotNotFound);
    const fill = await api.post('editChoix.php', { tour: 2, rang: 2, playerId: fresh('DL').id }, admin);
    expect(fill.statusCode).toBe(200);
    expect(fill.json().userId).toBe(pooler(1).id);
  });
});

describe('draft/simulate.php', () => {
  it('picks a random valid player for the pooler on the clock, named in the message', async () => {
    expect((await api.post('simulate.php', {})).statusCode).toBe(401);
    expect((await api.post('simulate.php', {}, pooler(0))).statusCode).toBe(403);
    const res = await api.post('simulate.php', {}, admin);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ tour: 5, rang: 1, userId: pooler(0).id });
    expect(r.message).toBe(DRAFT_MSG.simulated(r.player, pooler(0).nickname));
    const s = await api.state(admin);
    expect(s.choix['5']['1'].playerId).toBe(r.playerId);
    expect(s.gestion).toMatchObject({ tour: 5, choix: 2, prochain_pooler_id: pooler(1).id });
  });

  it("answers 'Aucun joueur valide pour ce pooler' when no player fits, and refuses when paused", async () => {
    await setSetting(t.db, 'max_joueurs_poste', { GB: 0, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 });
    const none = await api.post('simulate.php', {}, admin);
    await setSetting(t.db, 'max_joueurs_poste', { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 });
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toBe(MSG.noValidPlayer);
    await api.post('changeStatus.php', { status: 'en pause' }, admin);
    const paused = await api.post('simulate.php', {}, admin);
    expect(paused.statusCode).toBe(409);
    expect(body(paused).message).toBe(DRAFT_MSG.notRunning);
    await api.post('changeStatus.php', { status: 'en cours' }, admin);
  });
});

describe('draft/setClock.php', () => {
  it('sets the pick clock (admins only) and gives the current pick a deadline', async () => {
    expect((await api.post('setClock.php', { minutes: 5 })).statusCode).toBe(401);
    expect((await api.post('setClock.php', { minutes: 5 }, pooler(0))).statusCode).toBe(403);
    expect((await api.post('setClock.php', { minutes: -1 }, admin)).statusCode).toBe(400);
    expect((await api.post('setClock.php', { minutes: 1.5 }, admin)).statusCode).toBe(400);
    const res = await api.post('setClock.php', { minutes: 5 }, admin);
    expect(body(res)).toMatchObject({ success: true, message: DRAFT_MSG.clockSet(5) });
    const g = (await api.state(pooler(0))).gestion;
    expect(g.pick_clock_minutes).toBe(5);
    expect(g.pick_deadline).toBe(new Date(t.now().getTime() + 5 * 60_000).toISOString());
    await api.post('setClock.php', { minutes: 0 }, admin);
    expect((await api.state(pooler(0))).gestion).toMatchObject({ pick_clock_minutes: 0, pick_deadline: null });
  });
});

describe('draft/initDraft.php', () => {
  it('deletes every pick and returns to non débuté with the order kept (admins only)', async () => {
    expect((await api.post('initDraft.php', {})).statusCode).toBe(401);
    expect((await api.post('initDraft.php', {}, pooler(0))).statusCode).toBe(403);
    const res = await api.post('initDraft.php', {}, admin);
    expect(body(res)).toMatchObject({ success: true, message: DRAFT_MSG.reset });
    const s = await api.state(pooler(0));
    expect(s.gestion).toMatchObject({ status: 'non débuté', tour: 1, choix: 1, prochain_pooler_id: pooler(0).id });
    expect(s.ordre).toEqual([pooler(0).id, pooler(1).id, pooler(2).id]);
    expect(s).toMatchObject({ choix: {}, drafted_playerIds: [] });
    expect(await t.db.$count(draftPicks)).toBe(0);
    // The order may change again.
    expect((await api.post('init.php', { ordre: [pooler(2).id, pooler(0).id] }, admin)).statusCode).toBe(200);
    const [row] = await t.db.select().from(draftState).where(eq(draftState.saisonId, 2026));
    expect(row?.prochainPoolerId).toBe(pooler(2).id);
    expect(await t.db.$count(teamPlayers, and(eq(teamPlayers.saisonId, 2026)))).toBe(0);
  });
});
