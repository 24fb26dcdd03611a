import { ACCOUNT_MSG, accountCalls, authCalls, draftCalls, LIGUES_MSG, liguesCalls, MSG, ROLE } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createJournees, createRencontre, type LoggedIn, loggedIn, seedLeague } from '../../../test/factories/index.js';
import { activeSaisonId } from '../../db/settings.js';
import { draftOrder, draftState, leagueMembers, leagues, sessions } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LOGIN_MAX_PER_IP: '100000' });
  // The season's players: a draft starts only with someone to pick.
  await seedLeague(t.db, 1);
});
afterAll(() => t.close());

/** A new league of its own, with nobody in it yet. */
async function newLeague(nom: string): Promise<number> {
  const [row] = await t.db.insert(leagues).values({ nom }).returning({ id: leagues.id });
  if (!row) throw new Error('no league');
  return row.id;
}

/** A user already made joins another league (a pooler unless told), joining after their other memberships. */
async function join(user: { id: number }, league: number, role: number = ROLE.pooler) {
  await t.db.insert(leagueMembers).values({ leagueId: league, userId: user.id, role, joinedAt: new Date('2030-01-01T00:00:00Z') });
}

/**
 * A league of an admin and poolers, each logged in acting in it (it is their first league), its draft order set by its
 * admin (poolers first, in the order given, then the admin) and not started.
 */
async function leagueWithOrder(nom: string, poolers = 2) {
  const id = await newLeague(nom);
  const admin = await loggedIn(t, { league: id, leagueRole: ROLE.admin });
  const members: LoggedIn[] = [];
  for (let i = 0; i < poolers; i++) members.push(await loggedIn(t, { league: id }));
  const ordre = [...members.map((m) => m.id), admin.id];
  const init = await t.as(admin).call(draftCalls.init, { ordre });
  if (init.statusCode !== 200) throw new Error(init.body);
  return { id, nom, admin, members, ordre };
}

/** Every row the leave could touch in a league: its members, its draft state and order, its users' sessions' league. */
async function rowsOf(league: number) {
  const saisonId = await activeSaisonId(t.db);
  return JSON.stringify(
    await Promise.all([
      t.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, league)).orderBy(asc(leagueMembers.userId)),
      t.db
        .select()
        .from(draftState)
        .where(and(eq(draftState.leagueId, league), eq(draftState.saisonId, saisonId))),
      t.db.select().from(draftOrder).where(eq(draftOrder.leagueId, league)).orderBy(asc(draftOrder.rang)),
      t.db
        .select({ id: sessions.id, league: sessions.leagueId })
        .from(sessions)
        .where(eq(sessions.leagueId, league))
        .orderBy(asc(sessions.id)),
    ]),
  );
}

const membership = async (league: number, user: number) =>
  (
    await t.db
      .select({ role: leagueMembers.role, active: leagueMembers.active })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, league), eq(leagueMembers.userId, user)))
  )[0] ?? null;

describe('leagues/leave.php: I leave one of my leagues before its draft', () => {
  it('leaves a league that is not my session’s: out of its members (its admin sees me gone) and of its order (closed up, its first pooler next)', async () => {
    const l = await leagueWithOrder('Les copains du jeudi', 2);
    const [me, other] = l.members as [LoggedIn, LoggedIn];
    // My session acts in another league of mine, where I play too.
    const home = await newLeague('Ma ligue du bureau');
    await join(me, home);
    await join(l.admin, home, ROLE.admin);
    await t.as(me).call(liguesCalls.switch, { league_id: home });

    const res = await t.as(me).call(accountCalls.leave, { league_id: l.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'success',
      message: ACCOUNT_MSG.left('Les copains du jeudi', null),
      user: { id: me.id, username: me.username, nickname: me.nickname, role: ROLE.pooler },
      league: { id: home, nom: 'Ma ligue du bureau', role: ROLE.pooler },
    });
    expect(await membership(l.id, me.id)).toBeNull();
    // Its admin's list no longer has me; the draft's order closed up, its first pooler the next one to pick.
    const members = (await t.as(l.admin).call(liguesCalls.members)).json().members as { user_id: number }[];
    expect(members.map((m) => m.user_id).sort()).toEqual([l.admin.id, other.id].sort());
    const draft = (await t.as(l.admin).call(draftCalls.get)).json();
    expect(draft.ordre).toEqual([other.id, l.admin.id]);
    expect(draft.gestion).toMatchObject({ status: 'non débuté', prochain_pooler_id: other.id });
    // It starts without me.
    expect((await t.as(l.admin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    expect((await t.as(l.admin).call(draftCalls.get)).json().gestion.prochain_pooler_id).toBe(other.id);
    // My leagues: the other one only; my session still acts in it.
    const mine = (await t.as(me).call(liguesCalls.mine)).json();
    expect(mine).toMatchObject({ leagues: [{ id: home }], active_id: home });
    expect((await t.as(me).call(accountCalls.me)).json().leagues.map((x: { id: number }) => x.id)).toEqual([home]);
  });

  it('moves every session of mine acting in the league I left to another of my leagues; with none left, to none', async () => {
    const l = await leagueWithOrder('La ligue des cousins', 1);
    const [me] = l.members as [LoggedIn];
    const other = await newLeague('Les anciens du lycée');
    await join(me, other);
    await join(l.admin, other, ROLE.admin);
    // A second device of mine, also acting in the league (my first league).
    const phone = await cookieOf(t.app, me);
    expect((await t.as({ cookie: phone }).call(liguesCalls.mine)).json().active_id).toBe(l.id);
    // I am one of its two admins: an admin may leave while another remains.
    await t.as(l.admin).call(liguesCalls.setRole, { user_id: me.id, role: ROLE.admin });

    const res = await t.as(me).call(accountCalls.leave, { league_id: l.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MSG.left('La ligue des cousins', { to: 'Les anciens du lycée' }),
      user: { id: me.id, role: ROLE.pooler },
      league: { id: other, nom: 'Les anciens du lycée', role: ROLE.pooler },
    });
    for (const cookie of [me.cookie, phone]) {
      expect((await t.as({ cookie }).call(liguesCalls.mine)).json().active_id).toBe(other);
      expect((await t.as({ cookie }).call(authCalls.me)).json().user).toMatchObject({ id: me.id, role: ROLE.pooler });
    }

    // My last league left: my sessions act in none, my role is none, a league call says so.
    const last = await t.as(me).call(accountCalls.leave, { league_id: other });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ message: ACCOUNT_MSG.left('Les anciens du lycée', { to: null }), user: { role: 0 }, league: null });
    for (const cookie of [me.cookie, phone]) {
      expect((await t.as({ cookie }).call(liguesCalls.mine)).json()).toMatchObject({ leagues: [], active_id: null });
      expect((await t.as({ cookie }).call(draftCalls.get)).json()).toMatchObject({ code: 'forbidden', message: LIGUES_MSG.noLeague });
    }
    // My account is still mine to read.
    expect((await t.as(me).call(accountCalls.me)).json()).toMatchObject({ leagues: [] });
  });

  it('refuses once the league’s draft has started (409), changing nothing', async () => {
    const l = await leagueWithOrder('Ligue lancée', 2);
    const [me] = l.members as [LoggedIn];
    await t.as(l.admin).call(draftCalls.changeStatus, { status: 'en cours' });
    const before = await rowsOf(l.id);
    const res = await t.as(me).call(accountCalls.leave, { league_id: l.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'conflict', message: ACCOUNT_MSG.leaveBlocked.draft_started });
    expect(await rowsOf(l.id)).toBe(before);
    expect((await t.as(me).call(accountCalls.me)).json().leagues).toEqual([
      expect.objectContaining({ id: l.id, draft_started: true, leave_blocked: 'draft_started' }),
    ]);
    // Paused is started too.
    await t.as(l.admin).call(draftCalls.changeStatus, { status: 'en pause' });
    expect((await t.as(me).call(accountCalls.leave, { league_id: l.id })).statusCode).toBe(409);
    expect(await membership(l.id, me.id)).toEqual({ role: ROLE.pooler, active: true });
  });

  it('refuses the league’s only admin while others remain, and its last member (409, nothing changed); another admin named, the admin leaves', async () => {
    const l = await leagueWithOrder('Ligue à un admin', 1);
    const [pooler] = l.members as [LoggedIn];
    const before = await rowsOf(l.id);
    const res = await t.as(l.admin).call(accountCalls.leave, { league_id: l.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: ACCOUNT_MSG.leaveBlocked.last_admin });
    expect(await rowsOf(l.id)).toBe(before);
    const seen = (who: LoggedIn) =>
      t
        .as(who)
        .call(accountCalls.me)
        .then((r) => r.json().leagues[0]);
    expect(await seen(l.admin)).toMatchObject({ id: l.id, leave_blocked: 'last_admin' });
    expect(await seen(pooler)).toMatchObject({ id: l.id, leave_blocked: null });

    // Another admin named: the first one may go; the league keeps an admin.
    await t.as(l.admin).call(liguesCalls.setRole, { user_id: pooler.id, role: ROLE.admin });
    expect((await t.as(l.admin).call(accountCalls.leave, { league_id: l.id })).statusCode).toBe(200);
    // Now alone, its last member: a league is never left empty (nobody to run it, its invitations still open).
    expect(await seen(pooler)).toMatchObject({ id: l.id, leave_blocked: 'last_member' });
    const alone = await t.as(pooler).call(accountCalls.leave, { league_id: l.id });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'conflict', message: ACCOUNT_MSG.leaveBlocked.last_member });
    expect(await membership(l.id, pooler.id)).toEqual({ role: ROLE.admin, active: true });
  });

  it('answers a league I am not in exactly as one that does not exist (404), changing nothing of it', async () => {
    const mine = await leagueWithOrder('Ma ligue', 1);
    const theirs = await leagueWithOrder('La ligue des voisins', 2);
    const [me] = mine.members as [LoggedIn];
    const before = await rowsOf(theirs.id);
    const ofTheirs = await t.as(me).call(accountCalls.leave, { league_id: theirs.id });
    const missing = await t.as(me).call(accountCalls.leave, { league_id: 999_999 });
    expect(ofTheirs.statusCode).toBe(404);
    expect(ofTheirs.json()).toEqual(missing.json());
    expect(ofTheirs.json()).toMatchObject({ code: 'not_found', message: LIGUES_MSG.notFound });
    expect(await rowsOf(theirs.id)).toBe(before);
    // A league I was deactivated in is not mine either.
    await t.db
      .update(leagueMembers)
      .set({ active: false })
      .where(and(eq(leagueMembers.leagueId, theirs.id), eq(leagueMembers.userId, theirs.members[1]?.id ?? 0)));
    const inactive = await t.as(theirs.members[1] as LoggedIn).call(accountCalls.leave, { league_id: theirs.id });
    expect(inactive.json()).toEqual(missing.json());
  });

  it('keeps a membership its rows hold (a pairing generated early): deactivated, as a pooler, out of the order and of my leagues', async () => {
    const l = await leagueWithOrder('Ligue aux rencontres', 2);
    const [me] = l.members as [LoggedIn];
    await t.as(l.admin).call(liguesCalls.setRole, { user_id: me.id, role: ROLE.admin });
    const journees = await createJournees(t.db, 1, 0);
    await createRencontre(t.db, journees.get(1) ?? 0, 1, me.id, l.admin.id, l.id);
    const res = await t.as(me).call(accountCalls.leave, { league_id: l.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ league: null, user: { role: 0 } });
    expect(await membership(l.id, me.id)).toEqual({ role: ROLE.pooler, active: false });
    const members = (await t.as(l.admin).call(liguesCalls.members)).json().members as { user_id: number; active: boolean }[];
    expect(members.find((m) => m.user_id === me.id)).toMatchObject({ active: false });
    expect((await t.as(l.admin).call(draftCalls.get)).json().ordre).not.toContain(me.id);
  });

  it('answers 401 to a visitor and 400 to a malformed id', async () => {
    const anonymous = await t.anonymous.call(accountCalls.leave, { league_id: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated', message: MSG.notLoggedIn });
    const me = await loggedIn(t);
    expect((await t.as(me).post(accountCalls.leave, { league_id: 'abc' })).statusCode).toBe(400);
    expect((await t.as(me).post(accountCalls.leave, {})).statusCode).toBe(400);
  });

  it('a leave racing the draft’s start: one waits for the other, never a draft started with a member gone', async () => {
    for (let round = 0; round < 3; round++) {
      const l = await leagueWithOrder(`Course ${round}`, 2);
      const [me, other] = l.members as [LoggedIn, LoggedIn];
      const [left, started] = await Promise.all([
        t.as(me).call(accountCalls.leave, { league_id: l.id }),
        t.as(l.admin).call(draftCalls.changeStatus, { status: 'en cours' }),
      ]);
      expect(started.statusCode).toBe(200);
      const draft = (await t.as(l.admin).call(draftCalls.get)).json();
      expect(draft.gestion.status).toBe('en cours');
      if (left.statusCode === 200) {
        // The leave first: the draft started without me.
        expect(await membership(l.id, me.id)).toBeNull();
        expect(draft.ordre).toEqual([other.id, l.admin.id]);
        expect(draft.gestion.prochain_pooler_id).toBe(other.id);
      } else {
        // The start first: the leave refused, I am still in it and in its order.
        expect(left.statusCode).toBe(409);
        expect(left.json().message).toBe(ACCOUNT_MSG.leaveBlocked.draft_started);
        expect(await membership(l.id, me.id)).toEqual({ role: ROLE.pooler, active: true });
        expect(draft.ordre).toEqual(l.ordre);
      }
    }
  });
});
