import { authCalls, draftCalls, invitesCalls, LIGUES_MSG, liguesCalls, ROLE, urlOf } from '@poolfoot/domain';
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

  it('names a pooler admin and back; the league keeps an admin; another league’s user is not found', async () => {
    const bea = await loggedIn(t);
    const up = await t.as(admin).call(liguesCalls.setRole, { user_id: bea.id, role: 4 });
    expect(up.json()).toMatchObject({ message: LIGUES_MSG.roleSet(bea.nickname, 4), member: { user_id: bea.id, role: 4 } });
    expect((await t.as(bea).call(authCalls.me)).json().user.role).toBe(ROLE.admin);
    await t.as(admin).call(liguesCalls.setRole, { user_id: bea.id, role: 1 });
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
});
