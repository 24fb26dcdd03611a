import { ACCOUNT_MSG, accountCalls, authCalls, MSG, SRV, urlOf } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createUser, type TestUser, testLeague } from '../../../test/factories/index.js';
import { activeSaisonId } from '../../db/settings.js';
import { draftState, leagueMembers, leagues, sessions } from '../../db/schema.js';
import { deviceLabel } from './device.js';
import { PASSWORD_CHANGES_PER_WINDOW } from './service.js';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/131.0.2903.86`;

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '100000' });
});
afterAll(() => t.close());

/** Logs in from a browser of this user agent (the real login call) and answers the cookie to send. */
async function loginFrom(user: { email: string; password: string }, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: urlOf(authCalls.login),
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password: user.password },
  });
  const c = res.cookies.find((k) => k.name === 'poolfoot_session');
  if (res.statusCode !== 200 || !c) throw new Error(`login failed: ${res.body}`);
  return `poolfoot_session=${c.value}`;
}

/** Whether a cookie's session still counts: a call of any account answers 200, else 401. */
const statusOf = async (cookie: string) => (await t.as({ cookie }).call(accountCalls.me)).statusCode;

/** The id of the session a cookie holds, as its own list says. */
async function sessionIdOf(cookie: string): Promise<number> {
  const list = (await t.as({ cookie }).call(accountCalls.sessions)).json().sessions as { id: number; current: boolean }[];
  const id = list.find((s) => s.current)?.id;
  if (id === undefined) throw new Error('no current session');
  return id;
}

describe('users/me.php: my account and my leagues', () => {
  it('answers my name, email and account role, and each league I am in: my role there, its draft started, the one my session acts in', async () => {
    const first = await testLeague(t.db);
    const u = await createUser(t.db, { username: 'elise', nickname: 'Lili', email: 'elise@exemple.fr' });
    const [other] = await t.db.insert(leagues).values({ nom: 'Les copains du jeudi' }).returning({ id: leagues.id });
    const second = other?.id ?? 0;
    await t.db.insert(leagueMembers).values({ leagueId: second, userId: u.id, role: 4 });
    await t.db.insert(draftState).values({ leagueId: second, saisonId: await activeSaisonId(t.db), status: 'en cours' });
    // A league left after its draft (deactivated) is not one of mine any more.
    const [left] = await t.db.insert(leagues).values({ nom: 'Ancienne ligue' }).returning({ id: leagues.id });
    await t.db.insert(leagueMembers).values({ leagueId: left?.id ?? 0, userId: u.id, active: false });

    const res = await t.as({ cookie: await cookieOf(t.app, u) }).call(accountCalls.me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      status: 'success',
      account: { id: u.id, username: 'elise', nickname: 'Lili', email: 'elise@exemple.fr', role: 1 },
      leagues: [
        { id: first, nom: expect.any(String), role: 1, draft_started: false, current: true, leave_blocked: 'last_member' },
        { id: second, nom: 'Les copains du jeudi', role: 4, draft_started: true, current: false, leave_blocked: 'draft_started' },
      ],
    });
    expect(res.body).not.toContain('password');
  });

  it('answers an account in no league (its leagues empty), and 401 to a visitor', async () => {
    const u = await createUser(t.db, { league: null, role: 4 });
    const res = await t.as({ cookie: await cookieOf(t.app, u) }).call(accountCalls.me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: { id: u.id, role: 4 }, leagues: [] });
    const visitor = await t.anonymous.call(accountCalls.me);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'unauthenticated', message: MSG.notLoggedIn });
  });
});

describe('users/update_me.php: my display name, my email with my password', () => {
  it('changes my display name (trimmed) without a password; the session shows it at once', async () => {
    const u = await createUser(t.db);
    const cookie = await cookieOf(t.app, u);
    const res = await t.as({ cookie }).call(accountCalls.updateMe, { nickname: '  Le Goleador  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MSG.updated, account: { nickname: 'Le Goleador', email: u.email } });
    expect((await t.as({ cookie }).call(authCalls.me)).json().user).toMatchObject({ nickname: 'Le Goleador' });
    // The same again changes nothing; an empty name leaves the username shown.
    expect((await t.as({ cookie }).call(accountCalls.updateMe, { nickname: 'Le Goleador' })).json().message).toBe(ACCOUNT_MSG.unchanged);
    expect((await t.as({ cookie }).call(accountCalls.updateMe, { nickname: '' })).json().account.nickname).toBe('');
  });

  it('changes my email with my current password: I log in with the new one, no longer with the old one', async () => {
    const u = await createUser(t.db);
    const cookie = await cookieOf(t.app, u);
    const res = await t.as({ cookie }).call(accountCalls.updateMe, { email: ' Nouvel.Email@Exemple.FR ', current_password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.email).toBe('nouvel.email@exemple.fr');
    const login = (email: string) => t.anonymous.call(authCalls.login, { email, password: u.password });
    expect((await login('nouvel.email@exemple.fr')).statusCode).toBe(200);
    expect((await login(u.email)).statusCode).toBe(401);
    // My own email again needs no password.
    const same = await t.as({ cookie }).call(accountCalls.updateMe, { email: 'nouvel.email@exemple.fr' });
    expect(same.json()).toMatchObject({ success: true, message: ACCOUNT_MSG.unchanged });
  });

  it('refuses a new email without my password or with a wrong one (400, the session kept), and writes nothing of the request', async () => {
    const u = await createUser(t.db, { nickname: 'Avant' });
    const cookie = await cookieOf(t.app, u);
    const none = await t.as({ cookie }).call(accountCalls.updateMe, { nickname: 'Après', email: 'autre@exemple.fr' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'bad_request', message: ACCOUNT_MSG.emailNeedsPassword });
    const wrong = await t.as({ cookie }).call(accountCalls.updateMe, {
      nickname: 'Après',
      email: 'autre@exemple.fr',
      current_password: 'pas-le-bon',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'bad_request', message: ACCOUNT_MSG.currentPasswordWrong });
    expect((await t.as({ cookie }).call(accountCalls.me)).json().account).toMatchObject({ nickname: 'Avant', email: u.email });
  });

  it('refuses an email that is another account’s (409, whatever its case), nothing changed', async () => {
    const taken = await createUser(t.db, { email: 'pris@exemple.fr' });
    const u = await createUser(t.db, { nickname: 'Avant' });
    const cookie = await cookieOf(t.app, u);
    const res = await t
      .as({ cookie })
      .call(accountCalls.updateMe, { nickname: 'Après', email: 'PRIS@exemple.fr', current_password: u.password });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'conflict', message: ACCOUNT_MSG.emailTaken });
    expect((await t.as({ cookie }).call(accountCalls.me)).json().account).toMatchObject({ nickname: 'Avant', email: u.email });
    expect((await t.anonymous.call(authCalls.login, { email: taken.email, password: taken.password })).statusCode).toBe(200);
  });

  it('validates in French: an invalid email, a name too long (400)', async () => {
    const u = await createUser(t.db);
    const caller = t.as({ cookie: await cookieOf(t.app, u) });
    const bad = await caller.call(accountCalls.updateMe, { email: 'pas-un-email', current_password: u.password });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(SRV.emailInvalid);
    const long = await caller.call(accountCalls.updateMe, { nickname: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(ACCOUNT_MSG.nicknameTooLong);
    expect((await t.anonymous.call(accountCalls.updateMe, { nickname: 'Moi' })).statusCode).toBe(401);
  });

  it('counts the password checks of an account: past the limit even the right one waits (429)', async () => {
    const u = await createUser(t.db);
    const caller = t.as({ cookie: await cookieOf(t.app, u) });
    const attempt = async (current_password: string) =>
      (await caller.call(accountCalls.updateMe, { email: `nouveau-${u.id}@exemple.fr`, current_password })).statusCode;
    // LOGIN_MAX_PER_ACCOUNT is 3 here.
    expect([await attempt('faux'), await attempt('faux'), await attempt('faux'), await attempt(u.password)]).toEqual([400, 400, 400, 429]);
    t.setNow(new Date(t.now().getTime() + 16 * 60 * 1000));
    expect(await attempt(u.password)).toBe(200);
  });
});

describe('auth/change_password.php', () => {
  it('changes my password with the current one: my other sessions end (their cookies answer 401), this one is kept', async () => {
    const u = await createUser(t.db);
    const bystander = await createUser(t.db);
    const [here, phone, laptop, theirs] = [
      await cookieOf(t.app, u),
      await loginFrom(u, FIREFOX_ANDROID),
      await loginFrom(u, CHROME_WINDOWS),
      await cookieOf(t.app, bystander),
    ];
    const res = await t
      .as({ cookie: here })
      .call(accountCalls.changePassword, { current_password: u.password, new_password: 'un-tout-nouveau' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, ended: 2, message: ACCOUNT_MSG.passwordChanged(2) });
    expect([await statusOf(here), await statusOf(phone), await statusOf(laptop), await statusOf(theirs)]).toEqual([200, 401, 401, 200]);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: 'un-tout-nouveau' })).statusCode).toBe(200);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: u.password })).statusCode).toBe(401);
  });

  it('refuses a wrong current password (400: the session is still good), nothing changed, no session ended', async () => {
    const u = await createUser(t.db);
    const [here, phone] = [await cookieOf(t.app, u), await loginFrom(u, FIREFOX_ANDROID)];
    const res = await t
      .as({ cookie: here })
      .call(accountCalls.changePassword, { current_password: 'pas-le-bon', new_password: 'un-tout-nouveau' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'bad_request', message: ACCOUNT_MSG.currentPasswordWrong });
    expect([await statusOf(here), await statusOf(phone)]).toEqual([200, 200]);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  it('limits the changes of an account over the window, the right password included: past it a clear 429, nothing changed', async () => {
    const u = await createUser(t.db);
    const here = await cookieOf(t.app, u);
    const change = (current: string, next: string) =>
      t.as({ cookie: here }).call(accountCalls.changePassword, { current_password: current, new_password: next });
    let password = u.password;
    for (let i = 1; i <= PASSWORD_CHANGES_PER_WINDOW; i++) {
      const next = `nouveau-mot-de-passe-${i}`;
      expect((await change(password, next)).statusCode).toBe(200);
      password = next;
    }
    const phone = await loginFrom({ email: u.email, password }, FIREFOX_ANDROID);
    const refused = await change(password, 'encore-un-autre');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many', message: ACCOUNT_MSG.tooManyPasswordChanges(15) });
    // Nothing changed: the password is the last one, the other session still open.
    expect([await statusOf(here), await statusOf(phone)]).toEqual([200, 200]);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: 'encore-un-autre' })).statusCode).toBe(401);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password })).statusCode).toBe(200);
    // The next window allows changes again.
    t.setNow(new Date(t.now().getTime() + 16 * 60 * 1000));
    expect((await change(password, 'encore-un-autre')).statusCode).toBe(200);
  });

  it('holds a new password to the rules of the reset and the registration (at least 8 characters), and needs the current one', async () => {
    const u = await createUser(t.db);
    const caller = t.as({ cookie: await cookieOf(t.app, u) });
    const short = await caller.call(accountCalls.changePassword, { current_password: u.password, new_password: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(SRV.passwordTooShort);
    const missing = await caller.post(accountCalls.changePassword, { new_password: 'un-tout-nouveau' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(ACCOUNT_MSG.currentPasswordRequired);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: u.password })).statusCode).toBe(200);
    const visitor = await t.anonymous.call(accountCalls.changePassword, { current_password: u.password, new_password: 'un-tout-nouveau' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('auth/sessions.php', () => {
  it('lists my open sessions, this one first: where (the browser shortened, the address), when; none of another user’s, no token', async () => {
    const u = await createUser(t.db);
    const phone = await loginFrom(u, FIREFOX_ANDROID);
    t.setNow(new Date(t.now().getTime() + 2 * 3600 * 1000));
    const here = await loginFrom(u, SAFARI_IPHONE);
    await cookieOf(t.app, await createUser(t.db));
    const res = await t.as({ cookie: here }).call(accountCalls.sessions);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        created_at: t.now().toISOString(),
        last_seen_at: t.now().toISOString(),
        device: 'Safari 17 sur iPhone',
        ip: '127.0.0.1',
        current: true,
      },
      {
        id: expect.any(Number),
        created_at: new Date(t.now().getTime() - 2 * 3600 * 1000).toISOString(),
        last_seen_at: new Date(t.now().getTime() - 2 * 3600 * 1000).toISOString(),
        device: 'Firefox 128 sur Android',
        ip: '127.0.0.1',
        current: false,
      },
    ]);
    for (const cookie of [here, phone]) expect(res.body).not.toContain(cookie.split('=')[1]);
    expect(res.body).not.toContain('token');
    // From the phone, the phone's is the current one.
    expect((await t.as({ cookie: phone }).call(accountCalls.sessions)).json().sessions.map((s: { current: boolean }) => s.current)).toEqual(
      [true, false],
    );
  });

  it('shows a session opened before places were kept with no place, and no longer a session past its lifetime', async () => {
    const u = await createUser(t.db);
    const old = await loginFrom(u, CHROME_WINDOWS);
    await t.db
      .update(sessions)
      .set({ userAgent: null, ip: null })
      .where(eq(sessions.id, await sessionIdOf(old)));
    t.setNow(new Date(t.now().getTime() + 29 * 24 * 3600 * 1000));
    const here = await cookieOf(t.app, u);
    const seen = (await t.as({ cookie: here }).call(accountCalls.sessions)).json().sessions;
    // app.inject's own agent, unknown, is shown as it is.
    expect(seen.map((s: { device: string | null; ip: string | null }) => [s.device, s.ip])).toEqual([
      ['lightMyRequest', '127.0.0.1'],
      [null, null],
    ]);
    // 31 days after it was last used, the old one is gone from the list (and no longer counts).
    t.setNow(new Date(t.now().getTime() + 2 * 24 * 3600 * 1000));
    expect((await t.as({ cookie: here }).call(accountCalls.sessions)).json().sessions).toHaveLength(1);
    expect(await statusOf(old)).toBe(401);
    expect((await t.anonymous.call(accountCalls.sessions)).statusCode).toBe(401);
  });
});

describe('auth/end_sessions.php', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await createUser(t.db);
  });

  it('ends one of my other sessions by its id: its cookie answers 401, the others and this one stay', async () => {
    const [here, phone, laptop] = [await cookieOf(t.app, u), await loginFrom(u, FIREFOX_ANDROID), await loginFrom(u, EDGE_WINDOWS)];
    const res = await t.as({ cookie: here }).call(accountCalls.endSessions, { id: await sessionIdOf(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, ended: 1, message: ACCOUNT_MSG.sessionsEnded(1) });
    expect([await statusOf(here), await statusOf(phone), await statusOf(laptop)]).toEqual([200, 401, 200]);
    // Ended once: the same id again is a missing one.
    const again = await t.as({ cookie: here }).call(accountCalls.endSessions, { id: (await sessionIdOf(laptop)) + 100_000 });
    expect(again.statusCode).toBe(404);
  });

  it('ends all my other sessions without an id, this one kept; none left answers 0', async () => {
    const [here, phone, laptop] = [await cookieOf(t.app, u), await loginFrom(u, FIREFOX_ANDROID), await loginFrom(u, CHROME_WINDOWS)];
    const res = await t.as({ cookie: here }).call(accountCalls.endSessions, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect([await statusOf(here), await statusOf(phone), await statusOf(laptop)]).toEqual([200, 401, 401]);
    expect((await t.as({ cookie: here }).call(accountCalls.sessions)).json().sessions).toHaveLength(1);
    const none = await t.as({ cookie: here }).call(accountCalls.endSessions, {});
    expect(none.json()).toMatchObject({ ended: 0, message: ACCOUNT_MSG.sessionsEnded(0) });
  });

  it('never ends another user’s session: its id answers 404 exactly as a missing one, and it still counts', async () => {
    const here = await cookieOf(t.app, u);
    const theirs = await loginFrom(await createUser(t.db), FIREFOX_ANDROID);
    const theirId = await sessionIdOf(theirs);
    const ofOther = await t.as({ cookie: here }).call(accountCalls.endSessions, { id: theirId });
    const missing = await t.as({ cookie: here }).call(accountCalls.endSessions, { id: 2_000_000_000 });
    expect(ofOther.statusCode).toBe(404);
    expect(ofOther.json()).toEqual({ success: false, status: 'error', code: 'not_found', message: ACCOUNT_MSG.sessionNotFound });
    expect(missing.body).toBe(ofOther.body);
    expect(await statusOf(theirs)).toBe(200);
  });

  it('refuses this session’s own id (logout ends it: 400), a malformed id (400), a visitor (401)', async () => {
    const here = await cookieOf(t.app, u);
    const own = await t.as({ cookie: here }).call(accountCalls.endSessions, { id: await sessionIdOf(here) });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(ACCOUNT_MSG.sessionIsCurrent);
    expect(await statusOf(here)).toBe(200);
    expect((await t.as({ cookie: here }).post(accountCalls.endSessions, { id: 'abc' })).statusCode).toBe(400);
    expect((await t.anonymous.call(accountCalls.endSessions, {})).statusCode).toBe(401);
  });
});

describe('deviceLabel: where a session was opened, shortened', () => {
  it('names the browser and its version, and the system', () => {
    expect(deviceLabel(FIREFOX_ANDROID)).toBe('Firefox 128 sur Android');
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari 17 sur iPhone');
    expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome 131 sur Windows');
    expect(deviceLabel(EDGE_WINDOWS)).toBe('Edge 131 sur Windows');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 sur Linux');
    expect(
      deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'),
    ).toBe('Safari 18 sur macOS');
  });

  it('an iPhone’s home-screen app (no Version/ nor Safari/) is Safari of its system’s version, never the raw agent', () => {
    // Poolfoot added to the home screen, and the apps' own browsers: what a phone's sessions showed raw.
    const homeScreen = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect(deviceLabel(homeScreen)).toBe('Safari 17 sur iPhone');
    expect(deviceLabel('Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148')).toBe(
      'Safari 18 sur iPad',
    );
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Bizarre/2.0')).toBe(
      'Navigateur inconnu sur Android',
    );
  });

  it('cuts an unknown agent to 60 characters, and has nothing to say of none', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceLabel('x'.repeat(100))).toBe(`${'x'.repeat(59)}…`);
    expect(deviceLabel(null)).toBeNull();
    expect(deviceLabel('  ')).toBeNull();
  });
});
