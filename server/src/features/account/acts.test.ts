import {
  ACTS_MSG,
  accountCalls,
  authCalls,
  invitesCalls,
  LIGUES_MSG,
  liguesCalls,
  LIVE_TOPICS,
  liveCalls,
  ROLE,
  urlOf,
} from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createUser, type LoggedIn, loggedIn, testLeague } from '../../../test/factories/index.js';
import { leagueMembers, leagues } from '../../db/schema.js';

/**
 * What the policy's acts leave behind (RULES.md "Accounts"): the member a password link was made for is told, on his
 * next visit and by mail; every act on another person is in the instance admins' record; a member removed stops hearing
 * the league at once; one deactivated is given no role and comes back by invitation as a pooler.
 */
let t: TestApp;
let league: number;
let superAdmin: LoggedIn;
let admin: LoggedIn;
let instance: LoggedIn;
beforeAll(async () => {
  t = await testApp();
  league = await testLeague(t.db);
  await t.db.update(leagues).set({ nom: 'Les cousins' }).where(eq(leagues.id, league));
  superAdmin = await loggedIn(t, { role: ROLE.superAdmin });
  admin = await loggedIn(t, { role: ROLE.pooler, leagueRole: ROLE.admin, nickname: 'Dam' });
  instance = await loggedIn(t, { role: ROLE.admin, leagueRole: ROLE.pooler });
});
afterAll(() => t.close());

const otherLeague = async (nom: string) => (await t.db.insert(leagues).values({ nom }).returning({ id: leagues.id }))[0]?.id ?? 0;

describe('the takeover found from outside: a league admin and the accounts above his', () => {
  it('a league admin gets no password link for the super admin, an instance admin, or a member who plays elsewhere', async () => {
    for (const above of [superAdmin, instance]) {
      const res = await t.as(admin).call(liguesCalls.resetLink, { user_id: above.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ACTS_MSG.above(above.nickname));
    }
    const shared = await loggedIn(t);
    await t.db.insert(leagueMembers).values({ leagueId: await otherLeague('Le bureau'), userId: shared.id });
    const res = await t.as(admin).call(liguesCalls.resetLink, { user_id: shared.id });
    expect(res.json()).toMatchObject({ code: 'forbidden', message: ACTS_MSG.sharedAccount(shared.nickname) });
    // The instance admin, above him, may.
    expect((await t.as(instance).call(liguesCalls.resetLink, { user_id: shared.id })).statusCode).toBe(200);
  });

  it('the members page says, for each member, which act the policy refuses the caller and why', async () => {
    const plain = await loggedIn(t, { nickname: 'Paul' });
    const { members } = (await t.as(admin).call(liguesCalls.members)).json();
    const row = (id: number) => members.find((m: { user_id: number }) => m.user_id === id)?.refused;
    const above = ACTS_MSG.above(superAdmin.nickname);
    expect(row(superAdmin.id)).toEqual({ role: above, remove: above, link: above });
    expect(row(plain.id)).toEqual({ role: null, remove: null, link: null });
    expect(row(admin.id)).toEqual({ role: null, remove: null, link: null });
    // The instance admin sees the league admin below him.
    const seen = (await t.as(instance).call(liguesCalls.members)).json().members;
    expect(seen.find((m: { user_id: number }) => m.user_id === admin.id)?.refused).toEqual({ role: null, remove: null, link: null });
  });

  it('a pooler made admin of another league only is above a league admin here', async () => {
    const cousin = await loggedIn(t);
    await t.db.insert(leagueMembers).values({ leagueId: await otherLeague('La famille'), userId: cousin.id, role: ROLE.admin });
    for (const call of [liguesCalls.resetLink, liguesCalls.removeMember]) {
      const res = await t.as(admin).call(call, { user_id: cousin.id });
      expect(res.json().message).toBe(ACTS_MSG.above(cousin.nickname));
    }
  });
});

describe('the member a password link was made for is told; the instance admins see every act', () => {
  it('the member reads it on his next visit (auth/me.php) and by mail, until he says he has seen it', async () => {
    const zoe = await loggedIn(t, { nickname: 'Zoé' });
    expect((await t.as(zoe).call(authCalls.me)).json().notice).toBeNull();
    t.mails.length = 0;
    const made = await t.as(admin).call(liguesCalls.resetLink, { user_id: zoe.id });
    expect(made.json().message).toBe(LIGUES_MSG.resetLinkMade);
    const notice = (await t.as(zoe).call(authCalls.me)).json().notice;
    expect(notice).toContain('Dam a créé le');
    await expect.poll(() => t.mails.find((m) => m.to === zoe.email)?.subject).toBe(ACTS_MSG.resetMailSubject);
    expect(t.mails.find((m) => m.to === zoe.email)?.text).toContain('Dam, admin de « Les cousins »');
    const mine = (await t.as(zoe).call(accountCalls.actsOnMe, {})).json();
    expect(mine.acts[0]).toMatchObject({
      actor: 'Dam',
      target: 'Zoé',
      league: 'Les cousins',
      label: 'Lien de mot de passe créé',
      seen: false,
    });
    expect((await t.as(zoe).call(accountCalls.actsSeen)).json().message).toBe(ACTS_MSG.seenDone);
    expect((await t.as(zoe).call(authCalls.me)).json().notice).toBeNull();
    expect((await t.as(zoe).call(accountCalls.actsOnMe, {})).json().acts[0].seen).toBe(true);
  });

  it('every act on another person is in the instance’s record (who, on whom, where, what, when), for its admins only', async () => {
    const yan = await loggedIn(t, { nickname: 'Yan' });
    await t.as(admin).call(liguesCalls.setRole, { user_id: yan.id, role: ROLE.admin });
    const record = (await t.as(instance).call(accountCalls.acts, {})).json();
    expect(record.acts[0]).toMatchObject({ actor: 'Dam', target: 'Yan', league: 'Les cousins', label: 'Rôle changé' });
    expect(Date.parse(record.acts[0].at)).toBe(t.now().getTime());
    expect((await t.as(admin).call(accountCalls.acts, {})).statusCode).toBe(403);
    // A refused act leaves no line; one on himself neither.
    const before = record.acts.length;
    await t.as(admin).call(liguesCalls.resetLink, { user_id: superAdmin.id });
    await t.as(admin).call(liguesCalls.resetLink, { user_id: admin.id });
    expect((await t.as(instance).call(accountCalls.acts, {})).json().acts).toHaveLength(before);
  });

  it('the record is read a page at a time, the newest first', async () => {
    const many = await loggedIn(t);
    for (let i = 0; i < 31; i += 1) await t.as(admin).call(liguesCalls.setRole, { user_id: many.id, role: ROLE.pooler });
    const first = (await t.as(superAdmin).call(accountCalls.acts, {})).json();
    expect(first.acts).toHaveLength(30);
    expect(first.more).toBe(true);
    const next = (await t.as(superAdmin).call(accountCalls.acts, { before_id: first.acts[29].id })).json();
    expect(next.acts[0].id).toBeLessThan(first.acts[29].id);
  });
});

describe('a member out of the league', () => {
  it('removed, he stops hearing the league at once: his live stream ends and his session acts elsewhere', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const leo = await loggedIn(t);
    const res = await fetch(`${base}${urlOf(liveCalls.stream)}?topics=${LIVE_TOPICS.join(',')}`, { headers: { cookie: leo.cookie } });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    await reader.read();
    expect((await t.as(admin).call(liguesCalls.removeMember, { user_id: leo.id })).statusCode).toBe(200);
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
    expect((await t.as(leo).call(authCalls.me)).json().user.role).toBe(0);
  });

  it('deactivated, he is given no role; back by an invitation, he is a pooler', async () => {
    const max = await createUser(t.db, { leagueRole: ROLE.admin });
    await t.db
      .update(leagueMembers)
      .set({ active: false })
      .where(and(eq(leagueMembers.leagueId, league), eq(leagueMembers.userId, max.id)));
    const refused = await t.as(instance).call(liguesCalls.setRole, { user_id: max.id, role: ROLE.admin });
    expect(refused.json()).toMatchObject({ code: 'conflict', message: ACTS_MSG.inactive(max.nickname) });
    const { token } = (await t.as(admin).call(invitesCalls.create, {})).json();
    const back = await t.as({ cookie: await cookieOf(t.app, max) }).call(invitesCalls.accept, { token });
    expect(back.json().league.role).toBe(ROLE.pooler);
    const [row] = await t.db
      .select()
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, league), eq(leagueMembers.userId, max.id)));
    expect(row).toMatchObject({ active: true, role: ROLE.pooler });
  });
});
