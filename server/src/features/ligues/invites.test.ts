import { authCalls, INVITES_MSG, invitesCalls, liguesCalls, ROLE } from '@poolfoot/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createUser, loggedIn, testLeague } from '../../../test/factories/index.js';
import { invites, leagueMembers, leagues, users } from '../../db/schema.js';

let t: TestApp;
let league: number;
let admin: Awaited<ReturnType<typeof loggedIn>>;
beforeAll(async () => {
  t = await testApp({ RATE_WINDOW_SECONDS: '600' });
  league = await testLeague(t.db);
  await t.db.update(leagues).set({ nom: 'La ligue du jeudi' }).where(eq(leagues.id, league));
  admin = await loggedIn(t, { role: 4 });
});
afterAll(() => t.close());

const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
  `poolfoot_session=${res.cookies.find((c) => c.name === 'poolfoot_session')?.value}`;
const newInvite = async (over: { expires_days?: number; max_uses?: number } = {}) => {
  const res = await t.as(admin).call(invitesCalls.create, over);
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; url: string; invite: { id: number; max_uses: number; expires_at: string } };
};
const friend = (n: string) => ({ username: n, email: `${n.toLowerCase()}@exemple.fr`, password: 'un-mot-de-passe' });

describe('invites: a league admin makes a link, a friend opens it and is in', () => {
  it('a new friend creates an account from the link: in the league at once, logged in there', async () => {
    const { token, url, invite } = await newInvite();
    expect(url).toBe(`http://poolfoot.test/invite/${token}`);
    expect(invite.max_uses).toBe(10);
    expect(new Date(invite.expires_at).getTime() - t.now().getTime()).toBe(7 * 24 * 3600 * 1000);
    expect((await t.anonymous.call(invitesCalls.get, { token })).json()).toMatchObject({
      league: { nom: 'La ligue du jeudi' },
      closed: null,
    });

    const res = await t.anonymous.call(invitesCalls.accept, { token, ...friend('Bruno') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: INVITES_MSG.joined('La ligue du jeudi'),
      user: { username: 'Bruno', role: ROLE.pooler },
      league: { id: league, nom: 'La ligue du jeudi', role: ROLE.pooler },
    });
    const bruno = t.as({ cookie: sessionOf(res) });
    expect((await bruno.call(liguesCalls.mine)).json()).toMatchObject({ leagues: [{ id: league }], active_id: league });
    expect((await bruno.call(authCalls.me)).json().user).toMatchObject({ username: 'Bruno', role: ROLE.pooler });
    const [row] = await t.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.uses).toBe(1);
    // The list shows it to the league's admins, its token never again.
    const list = (await t.as(admin).call(invitesCalls.list)).json();
    expect(list.invites[0]).toMatchObject({ id: invite.id, uses: 1, closed: null, created_by: admin.nickname });
    expect(JSON.stringify(list)).not.toContain(token);
  });

  it('someone of another league, logged in, joins with the link and acts in it; a member again counts no use', async () => {
    const [famille] = await t.db.insert(leagues).values({ nom: 'Famille' }).returning();
    const chloe = await loggedIn(t, { league: famille?.id ?? 0 });
    const { token, invite } = await newInvite();
    const res = await t.as(chloe).call(invitesCalls.accept, { token });
    expect(res.json()).toMatchObject({ message: INVITES_MSG.joined('La ligue du jeudi'), league: { id: league } });
    const mine = (await t.as(chloe).call(liguesCalls.mine)).json();
    expect(mine.leagues.map((l: { nom: string }) => l.nom).sort()).toEqual(['Famille', 'La ligue du jeudi']);
    expect(mine.active_id).toBe(league);
    const again = await t.as(chloe).call(invitesCalls.accept, { token });
    expect(again.json().message).toBe(INVITES_MSG.alreadyMember('La ligue du jeudi'));
    expect((await t.db.select().from(invites).where(eq(invites.id, invite.id)))[0]?.uses).toBe(1);
  });

  it('a use is counted on the invite accepted, never on the league’s other invites', async () => {
    const taken = await newInvite();
    const other = await newInvite();
    expect((await t.anonymous.call(invitesCalls.accept, { token: taken.token, ...friend('Gaspard') })).statusCode).toBe(200);
    const uses = async (id: number) => (await t.db.select().from(invites).where(eq(invites.id, id)))[0]?.uses;
    expect(await uses(taken.invite.id)).toBe(1);
    expect(await uses(other.invite.id)).toBe(0);
  });

  it('an expired, used up or revoked link says which, and lets nobody in', async () => {
    const once = await newInvite({ max_uses: 1 });
    expect((await t.anonymous.call(invitesCalls.accept, { token: once.token, ...friend('David') })).statusCode).toBe(200);
    const usedUp = await t.anonymous.call(invitesCalls.accept, { token: once.token, ...friend('Eva') });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json()).toMatchObject({ code: 'conflict', message: INVITES_MSG.closed.used_up });

    const revoked = await newInvite();
    expect((await t.as(admin).call(invitesCalls.revoke, { id: revoked.invite.id })).json().message).toBe(INVITES_MSG.revoked);
    expect((await t.anonymous.call(invitesCalls.get, { token: revoked.token })).json().closed).toBe('revoked');
    expect((await t.anonymous.call(invitesCalls.accept, { token: revoked.token, ...friend('Eva') })).json().message).toBe(
      INVITES_MSG.closed.revoked,
    );

    // An invite is expired from its expiry instant itself on.
    const old = await newInvite({ expires_days: 1 });
    const today = t.now();
    t.setNow(new Date(new Date(old.invite.expires_at).getTime() - 1));
    try {
      expect((await t.anonymous.call(invitesCalls.get, { token: old.token })).json().closed).toBeNull();
      t.setNow(old.invite.expires_at);
      expect((await t.anonymous.call(invitesCalls.get, { token: old.token })).json().closed).toBe('expired');
      expect((await t.anonymous.call(invitesCalls.accept, { token: old.token, ...friend('Eva') })).json().message).toBe(
        INVITES_MSG.closed.expired,
      );
    } finally {
      t.setNow(today);
    }
    // Eva was never made: each refusal wrote nothing.
    expect(await t.db.$count(users, eq(users.username, 'Eva'))).toBe(0);
  });

  it('refuses what cannot be done, clearly: no account given, an email taken, an unknown link, bad limits', async () => {
    const { token, invite } = await newInvite();
    const bare = await t.anonymous.call(invitesCalls.accept, { token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(INVITES_MSG.accountNeeded);
    const taken = await t.anonymous.call(invitesCalls.accept, { token, ...friend('Autre'), email: admin.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(INVITES_MSG.emailTaken);
    expect((await t.db.select().from(invites).where(eq(invites.id, invite.id)))[0]?.uses).toBe(0);
    const unknown = await t.anonymous.call(invitesCalls.get, { token: 'inconnu' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: INVITES_MSG.unknownLink });
    for (const [over, message] of [
      [{ expires_days: 0 }, INVITES_MSG.expiresDays],
      [{ max_uses: 51 }, INVITES_MSG.maxUses],
    ] as const) {
      const res = await t.as(admin).call(invitesCalls.create, over);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses a username that is another account’s in another case (409), nothing made, the link not used', async () => {
    const { token, invite } = await newInvite();
    expect((await t.anonymous.call(invitesCalls.accept, { token, ...friend('Hector') })).statusCode).toBe(200);
    for (const username of ['HECTOR', 'hector', ' hEcToR ']) {
      const res = await t.anonymous.call(invitesCalls.accept, { token, ...friend(username), email: 'autre-hector@exemple.fr' });
      expect(res.statusCode, username).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: INVITES_MSG.usernameTaken });
    }
    expect(await t.db.$count(users, sql`lower(${users.username}) = 'hector'`)).toBe(1);
    expect(await t.db.$count(users, eq(users.email, 'autre-hector@exemple.fr'))).toBe(0);
    expect((await t.db.select().from(invites).where(eq(invites.id, invite.id)))[0]?.uses).toBe(1);
  });

  it('each link says who made it (his display name), and none once his account is gone', async () => {
    const other = await loggedIn(t, { role: 4 });
    await t.db.update(users).set({ nickname: 'Gégé' }).where(eq(users.id, other.id));
    const made = (await t.as(other).call(invitesCalls.create, {})).json();
    expect(made.invite.created_by).toBe('Gégé');
    const listed = async () =>
      (await t.as(admin).call(invitesCalls.list)).json().invites.find((i: { id: number }) => i.id === made.invite.id);
    expect(await listed()).toMatchObject({ created_by: 'Gégé' });
    await t.db.delete(users).where(eq(users.id, other.id));
    expect(await listed()).toMatchObject({ created_by: null });
  });

  it('another league’s invite cannot be listed nor revoked: it answers as a missing one', async () => {
    const [voisins] = await t.db.insert(leagues).values({ nom: 'Voisins' }).returning();
    const theirAdmin = await createUser(t.db, { role: 1, league: null, password: 'un-mot-de-passe' });
    await t.db.insert(leagueMembers).values({ leagueId: voisins?.id ?? 0, userId: theirAdmin.id, role: ROLE.admin });
    const theirs = t.as({ cookie: await cookieOf(t.app, theirAdmin) });
    const made = (await theirs.call(invitesCalls.create, {})).json();
    const mine = (await t.as(admin).call(invitesCalls.list)).json();
    expect(mine.invites.map((i: { id: number }) => i.id)).not.toContain(made.invite.id);
    const revoke = await t.as(admin).call(invitesCalls.revoke, { id: made.invite.id });
    const missing = await t.as(admin).call(invitesCalls.revoke, { id: 999_999 });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual(missing.json());
    expect((await theirs.call(invitesCalls.list)).json().invites[0]).toMatchObject({ id: made.invite.id, closed: null });
  });
});
