import { authCalls, gameCalls, MSG, SRV } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createUser } from '../../../test/factories/index.js';
import { smtpTestServer } from '../../../test/smtp.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

const tokenOf = (text: string) => /reset-password\/([\w-]+)/.exec(text)?.[1] ?? '';
/** The reset mail is prepared after the answer: wait until it has been handed to the mailer. */
async function mailsAfter(before: number, count = 1) {
  for (let i = 0; i < 200 && t.mails.length < before + count; i++) await new Promise((r) => setTimeout(r, 5));
  return t.mails.slice(before);
}

describe('auth/login.php', () => {
  it('logs in with email and password, sets an HttpOnly SameSite cookie, answers the public user', async () => {
    const u = await createUser(t.db, { email: 'Alice@Poolfoot.test'.toLowerCase(), username: 'alice', role: 4 });
    const res = await t.anonymous.call(authCalls.login, { email: 'ALICE@poolfoot.test', password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'success', user: { id: u.id, username: 'alice', role: 4 } });
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'poolfoot_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('refuses a wrong password and an unknown email with the same French message (401)', async () => {
    const u = await createUser(t.db);
    const wrong = await t.anonymous.call(authCalls.login, { email: u.email, password: 'pas-le-bon' });
    const unknown = await t.anonymous.call(authCalls.login, { email: 'personne@poolfoot.test', password: 'pas-le-bon' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, status: 'error', message: SRV.badCredentials });
    }
  });

  it('validates its input in French (400) and never answers 5xx to junk', async () => {
    for (const payload of [{}, { email: 'pas-un-email', password: 'x' }, { email: 'a@b.fr' }, { email: 42, password: [] }]) {
      const res = await t.anonymous.post(authCalls.login, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Données invalides|Requête invalide/);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/backend/api/auth/login.php',
      headers: { 'content-type': 'text/plain' },
      payload: 'texte',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/^Données invalides/);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/backend/api/auth/login.php',
      headers: { 'content-type': 'application/json' },
      payload: '{pas du json',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().message).toBe('Requête invalide (JSON mal formé).');
  });

  it('rate limits failed logins per account (429) and a success resets the counter', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 3; i++)
      expect((await t.anonymous.call(authCalls.login, { email: u.email, password: 'faux' })).statusCode).toBe(401);
    const blocked = await t.anonymous.call(authCalls.login, { email: u.email, password: u.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SRV.tooManyAttempts);
    t.setNow(new Date(t.now().getTime() + 16 * 60 * 1000));
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  it('a successful login resets the failure count of the account within the window', async () => {
    const u = await createUser(t.db);
    const attempt = async (password: string) => (await t.anonymous.call(authCalls.login, { email: u.email, password })).statusCode;
    // LOGIN_MAX_PER_ACCOUNT is 3 here; the clock does not move: everything happens in one window.
    expect([await attempt('faux'), await attempt('faux'), await attempt(u.password)]).toEqual([401, 401, 200]);
    expect([await attempt('faux'), await attempt('faux'), await attempt(u.password)]).toEqual([401, 401, 200]);
  });
});

describe('sessions and auth/logout.php', () => {
  it('me.php reflects the session; logout ends it on the server (the old cookie no longer works)', async () => {
    const u = await createUser(t.db);
    const cookie = await cookieOf(t.app, u);
    const me = await t.as({ cookie }).call(authCalls.me);
    expect(me.json().user).toMatchObject({ id: u.id });
    const out = await t.as({ cookie }).call(authCalls.logout);
    expect(out.statusCode).toBe(200);
    const again = await t.as({ cookie }).call(authCalls.me);
    expect(again.json().user).toBeNull();
    const ctx = await t.as({ cookie }).call(gameCalls.context, {});
    expect(ctx.statusCode).toBe(401);
    expect(ctx.json().message).toBe(MSG.notLoggedIn);
  });

  it('a session expires after 30 days unused', async () => {
    const u = await createUser(t.db);
    const cookie = await cookieOf(t.app, u);
    t.setNow(new Date(t.now().getTime() + 31 * 24 * 3600 * 1000));
    expect((await t.as({ cookie }).call(gameCalls.context, {})).statusCode).toBe(401);
  });

  it('ignores a session token the client made up (no fixation)', async () => {
    const res = await t.as({ cookie: 'poolfoot_session=invented-token' }).call(gameCalls.context, {});
    expect(res.statusCode).toBe(401);
  });

  it('refuses a state-changing call from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/auth/logout.php',
      headers: { origin: 'https://evil.example', host: 'poolfoot.test' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SRV.csrf);
  });
});

describe('password reset', () => {
  it('request_reset answers the same for a known and an unknown email; only the known one gets a mail with APP_URL', async () => {
    const u = await createUser(t.db);
    const before = t.mails.length;
    const unknown = await t.anonymous.call(authCalls.requestReset, { email: 'inconnu@poolfoot.test' });
    const known = await t.anonymous.call(authCalls.requestReset, { email: u.email });
    expect(known.json()).toEqual(unknown.json());
    // This app has no SMTP_URL (its mails go to the log, here to t.mails): the answer says whom to ask instead.
    expect(known.json()).toMatchObject({ success: true, message: SRV.resetNoMail });
    expect(SRV.resetNoMail).toMatch(/n’envoie pas de mails.*admin de votre ligue.*« La ligue »/);
    const sent = await mailsAfter(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(u.email);
    expect(sent[0]?.text).toContain('http://poolfoot.test/login/reset-password/');
  });

  it('resets the password once with a valid token; the token cannot be reused; old sessions end', async () => {
    const u = await createUser(t.db);
    const oldCookie = await cookieOf(t.app, u);
    const before = t.mails.length;
    await t.anonymous.call(authCalls.requestReset, { email: u.email });
    const token = tokenOf((await mailsAfter(before))[0]?.text ?? '');
    const res = await t.anonymous.call(authCalls.resetPassword, { token, password: 'nouveau-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.passwordChanged });
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: 'nouveau-secret' })).statusCode).toBe(200);
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await t.as({ cookie: oldCookie }).call(gameCalls.context, {})).statusCode).toBe(401);
    const reuse = await t.anonymous.call(authCalls.resetPassword, { token, password: 'encore-autre' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ success: false, message: SRV.resetInvalid });
  });

  it('refuses an expired token (after one hour) and a too short password', async () => {
    const u = await createUser(t.db);
    const before = t.mails.length;
    await t.anonymous.call(authCalls.requestReset, { email: u.email });
    const token = tokenOf((await mailsAfter(before))[0]?.text ?? '');
    const short = await t.anonymous.call(authCalls.resetPassword, { token, password: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(SRV.passwordTooShort);
    t.setNow(new Date(t.now().getTime() + 61 * 60 * 1000));
    const expired = await t.anonymous.call(authCalls.resetPassword, { token, password: 'assez-long-ici' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(SRV.resetInvalid);
  });

  it('with SMTP_URL: the same answer for any email says the link was sent, and the mail reaches the SMTP server', async () => {
    const smtp = await smtpTestServer();
    const mailing = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Poolfoot <no-reply@poolfoot.test>' });
    try {
      const u = await createUser(mailing.db);
      const unknown = await mailing.anonymous.call(authCalls.requestReset, { email: 'inconnu@poolfoot.test' });
      const known = await mailing.anonymous.call(authCalls.requestReset, { email: u.email });
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toMatchObject({ success: true, message: SRV.resetRequested });
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
      expect(smtp.received[0]).toContain(u.email);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it('rate limits reset requests per account', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await t.anonymous.call(authCalls.requestReset, { email: u.email })).statusCode).toBe(200);
    expect((await t.anonymous.call(authCalls.requestReset, { email: u.email })).statusCode).toBe(429);
  });
});
