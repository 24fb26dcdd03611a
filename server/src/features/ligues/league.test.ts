import { ACTS_MSG, authCalls, draftCalls, invitesCalls, LIGUES_MSG, liguesCalls, ROLE, urlOf } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createJournee,
  createRencontre,
  createUser,
  type LoggedIn,
  loggedIn,
  testLeague,
  testSeason,
} from '../../../test/factories/index.js';
import { draftOrder, draftState, leagueMembers, leagues } from '../../db/schema.js';

let t: TestApp;
let league: number;
/** The league's own admin (instance role 1), and an instance admin who plays in it as a pooler. */
let admin: LoggedIn;
let instance: LoggedIn;
beforeAll(async () => {
  t = await testApp();
  league = await testLeague(t.db);
  await t.db.update(leagues).set({ nom: 'La ligue du jeudi' }).where(eq(leagues.id, league));
  admin = await loggedIn(t, { role: 1, leagueRole: 4 });
  instance = await loggedIn(t, { role: 4, leagueRole: 1 });
});
afterAll(() => t.close());

const membership = async (leagueId: number, userId: number) =>
  (
    await t.db
      .select()
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
  )[0];

describe('a league’s settings (leagues/get.php, leagues/update.php)', () => {
  it('reads the name, the settings with their defaults, the members and whether the draft started', async () => {
    const res = await t.as(admin).call(liguesCalls.get);
    expect(res.json().league).toMatchObject({
      id: league,
      nom: 'La ligue du jeudi',
      settings: {
        max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
        max_par_club: 3,
        pick_clock_minutes: 0,
        max_poolers: 20,
      },
      members: 2,
      draft_started: false,
    });
  });

  it('its admin renames it and changes its limits before the draft; the draft reads them', async () => {
    const res = await t.as(admin).call(liguesCalls.update, {
      nom: '  Les amis du jeudi ',
      max_joueurs_poste: { GB: 1, DC: 2, DL: 2, MC: 2, MO: 2, AT: 2 },
      max_par_club: 2,
      max_poolers: 12,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: LIGUES_MSG.updated,
      league: { nom: 'Les amis du jeudi', settings: { max_par_club: 2, max_poolers: 12, max_joueurs_poste: { GB: 1 } } },
    });
    const draft = (await t.as(admin).call(draftCalls.get)).json();
    expect(draft.gestion).toMatchObject({ max_par_club: 2, max_tours: 11 });
  });

  it('refuses bad values with a clear message, changing nothing', async () => {
    for (const [input, message] of [
      [{ max_par_club: 0 }, LIGUES_MSG.maxParClub],
      [{ max_poolers: 21 }, LIGUES_MSG.maxPoolers],
      [{ max_joueurs_poste: { GB: 11, DC: 2, DL: 2, MC: 2, MO: 2, AT: 2 } }, LIGUES_MSG.maxParPoste('GB')],
      [{ nom: ' ' }, LIGUES_MSG.nameRequired],
    ] as const) {
      const res = await t.as(admin).post(urlOf(liguesCalls.update), input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    await createUser(t.db);
    const tooFew = await t.as(admin).call(liguesCalls.update, { max_poolers: 2 });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toBe(LIGUES_MSG.tooFewPlaces(3));
    // As many places as members is enough.
    const exact = await t.as(admin).call(liguesCalls.update, { max_poolers: 3 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().league.settings.max_poolers).toBe(3);
    expect((await t.as(admin).call(liguesCalls.update, { max_poolers: 12 })).statusCode).toBe(200);
    expect((await t.as(admin).call(liguesCalls.get)).json().league).toMatchObject({
      nom: 'Les amis du jeudi',
      settings: { max_poolers: 12 },
    });
  });

  it('a pooler reads the settings but cannot change them', async () => {
    const pooler = await loggedIn(t);
    expect((await t.as(pooler).call(liguesCalls.get)).statusCode).toBe(200);
    expect((await t.as(pooler).call(liguesCalls.update, { max_poolers: 10 })).statusCode).toBe(403);
  });

  it('leaves the pick clock to the draft board: a pick_clock_minutes sent here changes nothing', async () => {
    await t.as(admin).post(urlOf(liguesCalls.update), { pick_clock_minutes: 5 });
    expect((await t.as(admin).call(liguesCalls.get)).json().league.settings.pick_clock_minutes).toBe(0);
  });
});

describe('members (leagues/members.php, set_role.php, remove_member.php, reset_link.php)', () => {
  it('lists the members with their role, email, when they joined and were last seen in the league', async () => {
    const res = await t.as(admin).call(liguesCalls.members);
    const me = res.json().members.find((m: { user_id: number }) => m.user_id === admin.id);
    expect(me).toMatchObject({ role: ROLE.admin, active: true, email: admin.email });
    expect(me.last_seen).not.toBeNull();
  });

  it('lists the members by name in French order: accents and case after the letters (« Léa » before « Lili »)', async () => {
    const [cousins] = await t.db.insert(leagues).values({ nom: 'Cousins' }).returning();
    const id = cousins?.id ?? 0;
    const boss = await loggedIn(t, { role: 1, leagueRole: 4, league: id, nickname: 'Zoé' });
    for (const nickname of ['Lili', 'Léa', 'émile', 'Ethan', 'lucas']) await createUser(t.db, { league: id, nickname });
    const names = (await t.as(boss).call(liguesCalls.members)).json().members.map((m: { nickname: string }) => m.nickname);
    expect(names).toEqual(['émile', 'Ethan', 'Léa', 'Lili', 'lucas', 'Zoé']);
  });

  it('names a pooler admin, and only one above both names her back; the league keeps an admin; another league’s user is not found', async () => {
    const bea = await loggedIn(t);
    const up = await t.as(admin).call(liguesCalls.setRole, { user_id: bea.id, role: 4 });
    expect(up.json()).toMatchObject({ message: LIGUES_MSG.roleSet(bea.nickname, 4), member: { user_id: bea.id, role: 4 } });
    expect((await t.as(bea).call(authCalls.me)).json().user.role).toBe(ROLE.admin);
    // An admin acts on those below him: his fellow admin is not, the instance admin is above both.
    const equal = await t.as(admin).call(liguesCalls.setRole, { user_id: bea.id, role: 1 });
    expect(equal.statusCode).toBe(403);
    expect(equal.json().message).toBe(ACTS_MSG.above(bea.nickname));
    expect((await t.as(instance).call(liguesCalls.setRole, { user_id: bea.id, role: 1 })).statusCode).toBe(200);
    const last = await t.as(admin).call(liguesCalls.setRole, { user_id: admin.id, role: 1 });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LIGUES_MSG.lastAdmin);
    const [other] = await t.db.insert(leagues).values({ nom: 'Famille' }).returning();
    const stranger = await createUser(t.db, { league: other?.id ?? 0 });
    const missing = await t.as(admin).call(liguesCalls.setRole, { user_id: stranger.id, role: 4 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LIGUES_MSG.memberNotFound);
    expect((await membership(other?.id ?? 0, stranger.id))?.role).toBe(ROLE.pooler);
    const bad = await t.as(admin).post(urlOf(liguesCalls.setRole), { user_id: bea.id, role: 9 });
    expect(bad.json().code).toBe('bad_request');
    expect(bad.json().message).toContain(LIGUES_MSG.roleInvalid);
  });

  it('an instance admin who is no admin of the league cannot remove its only admin: the league keeps one', async () => {
    const [solo] = await t.db.insert(leagues).values({ nom: 'Solo' }).returning();
    const only = await createUser(t.db, { role: 1, league: solo?.id ?? 0, leagueRole: 4 });
    const above = await loggedIn(t, { role: 4, league: solo?.id ?? 0, leagueRole: 1 });
    const removal = await t.as(above).call(liguesCalls.removeMember, { user_id: only.id });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(LIGUES_MSG.lastAdmin);
    expect(await membership(solo?.id ?? 0, only.id)).toMatchObject({ role: ROLE.admin, active: true });
  });

  it('removes a member before the draft (out of the order too); their session no longer acts in the league', async () => {
    const carl = await loggedIn(t);
    await t.db.insert(draftOrder).values({ ...(await testSeason(t.db)), rang: 1, userId: carl.id });
    const res = await t.as(admin).call(liguesCalls.removeMember, { user_id: carl.id });
    expect(res.json()).toMatchObject({ removed: 'removed', message: LIGUES_MSG.removed(carl.nickname) });
    expect(await membership(league, carl.id)).toBeUndefined();
    expect(await t.db.select().from(draftOrder).where(eq(draftOrder.userId, carl.id))).toEqual([]);
    const after = await t.as(carl).call(draftCalls.get);
    expect(after.json()).toMatchObject({ code: 'forbidden', message: LIGUES_MSG.noLeague });
    const self = await t.as(admin).call(liguesCalls.removeMember, { user_id: admin.id });
    expect(self.json().message).toBe(LIGUES_MSG.notYourself);
  });

  it('before the draft, a member with rows in the league (a pairing made early) is deactivated, never a failure', async () => {
    const finn = await loggedIn(t);
    const journee = await createJournee(t.db, 30);
    await createRencontre(t.db, journee.id, 1, finn.id, admin.id, league);
    const res = await t.as(admin).call(liguesCalls.removeMember, { user_id: finn.id });
    expect(res.json()).toMatchObject({ removed: 'deactivated', message: LIGUES_MSG.deactivated(finn.nickname) });
    expect(await membership(league, finn.id)).toMatchObject({ active: false });
  });

  it('after the draft started, deactivates instead: the member is kept, out of the league’s lists', async () => {
    const dora = await loggedIn(t);
    await t.db.insert(draftState).values({ ...(await testSeason(t.db)), status: 'en cours' });
    const res = await t.as(admin).call(liguesCalls.removeMember, { user_id: dora.id });
    expect(res.json()).toMatchObject({ removed: 'deactivated', message: LIGUES_MSG.deactivated(dora.nickname) });
    expect(await membership(league, dora.id)).toMatchObject({ active: false });
    const members = (await t.as(admin).call(liguesCalls.members)).json().members;
    expect(members.find((m: { user_id: number }) => m.user_id === dora.id)).toMatchObject({ active: false });
    const limits = await t.as(admin).call(liguesCalls.update, { max_par_club: 4 });
    expect(limits.json()).toMatchObject({ code: 'conflict', message: LIGUES_MSG.limitsLocked });
  });

  it('makes a one-time password link for a member: it sets a new password once', async () => {
    const eve = await loggedIn(t);
    const res = await t.as(admin).call(liguesCalls.resetLink, { user_id: eve.id });
    expect(res.json().message).toBe(LIGUES_MSG.resetLinkMade);
    const token = String(res.json().url).split('/reset-password/')[1] ?? '';
    expect(new Date(res.json().expires_at).getTime() - t.now().getTime()).toBe(24 * 3600 * 1000);
    expect((await t.anonymous.call(authCalls.resetPassword, { token, password: 'un-nouveau-mot' })).statusCode).toBe(200);
    expect((await t.anonymous.call(authCalls.login, { email: eve.email, password: 'un-nouveau-mot' })).statusCode).toBe(200);
    expect((await t.anonymous.call(authCalls.resetPassword, { token, password: 'encore-un-autre' })).statusCode).not.toBe(200);
  });
});

describe('a member of two leagues', () => {
  it('named admin, then removed here (deactivated: the draft started), he is as he was in the other', async () => {
    const [other] = await t.db.insert(leagues).values({ nom: 'Les voisins' }).returning();
    const both = await loggedIn(t);
    await t.db.insert(leagueMembers).values({ leagueId: other?.id ?? 0, userId: both.id });
    expect((await t.as(admin).call(liguesCalls.setRole, { user_id: both.id, role: ROLE.admin })).statusCode).toBe(200);
    expect(await membership(other?.id ?? 0, both.id)).toMatchObject({ role: ROLE.pooler, active: true });
    const removed = await t.as(instance).call(liguesCalls.removeMember, { user_id: both.id });
    expect(removed.json()).toMatchObject({ removed: 'deactivated' });
    expect(await membership(league, both.id)).toMatchObject({ role: ROLE.pooler, active: false });
    expect(await membership(other?.id ?? 0, both.id)).toMatchObject({ role: ROLE.pooler, active: true });
  });
});

describe('a new league (leagues/create.php) and a full one', () => {
  it('an instance admin makes a league: its admin, acting in it at once', async () => {
    const res = await t.as(instance).call(liguesCalls.create, { nom: 'La famille' });
    expect(res.json()).toMatchObject({ message: LIGUES_MSG.created('La famille'), league: { nom: 'La famille', role: ROLE.admin } });
    const made = res.json().league.id as number;
    expect((await t.as(instance).call(liguesCalls.mine)).json()).toMatchObject({ active_id: made, instance_admin: true });
    expect((await t.as(instance).call(liguesCalls.get)).json().league).toMatchObject({ id: made, members: 1, draft_started: false });
    expect((await t.as(admin).call(liguesCalls.create, { nom: 'La mienne' })).statusCode).toBe(403);
  });

  it('an invite to a full league is refused, saying so', async () => {
    const [small] = await t.db
      .insert(leagues)
      .values({ nom: 'Petite', settings: { max_poolers: 2 } })
      .returning();
    const owner = await loggedIn(t, { role: 1, league: small?.id ?? 0, leagueRole: 4 });
    await createUser(t.db, { league: small?.id ?? 0 });
    const { token } = (await t.as(owner).call(invitesCalls.create, {})).json();
    const res = await t.anonymous.call(invitesCalls.accept, {
      token,
      username: 'Zoe',
      email: 'zoe@exemple.fr',
      password: 'un-mot-de-passe',
    });
    expect(res.json()).toMatchObject({ code: 'conflict', message: LIGUES_MSG.full('Petite') });
  });

  it('a member deactivated takes no place: a league full only by its deactivated ones lets a friend in', async () => {
    const [small] = await t.db
      .insert(leagues)
      .values({ nom: 'Réduite', settings: { max_poolers: 2 } })
      .returning();
    const owner = await loggedIn(t, { role: 1, league: small?.id ?? 0, leagueRole: 4 });
    const gone = await createUser(t.db, { league: small?.id ?? 0 });
    await t.db
      .update(leagueMembers)
      .set({ active: false })
      .where(and(eq(leagueMembers.leagueId, small?.id ?? 0), eq(leagueMembers.userId, gone.id)));
    const { token } = (await t.as(owner).call(invitesCalls.create, {})).json();
    const res = await t.anonymous.call(invitesCalls.accept, {
      token,
      username: 'Yann',
      email: 'yann@exemple.fr',
      password: 'un-mot-de-passe',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().league).toMatchObject({ id: small?.id, role: ROLE.pooler });
  });
});
