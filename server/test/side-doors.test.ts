import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { authCalls, SRV } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type TestApp, testApp } from './app.js';
import { cookieOf, createUser, roles } from './factories/index.js';

/**
 * Side doors an attacker got through (RULES.md "Accounts": sessions, rate limits, roles), each closed.
 * Every test here failed before its fix.
 */
const login = (t: TestApp, email: string, password: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/backend/api/auth/login.php', payload: { email, password }, ...extra });
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('proxy trust', () => {
  it('believes only the hops it is told to: a client cannot choose its own address to escape the login limit', async () => {
    const t = await testApp({ TRUST_PROXY: '1', LOGIN_MAX_PER_IP: '5', LOGIN_MAX_PER_ACCOUNT: '1000' });
    try {
      // The one proxy in front appends the real client address; what the client wrote before it is its own.
      const through = (spoofed: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` } });
      for (let i = 0; i < 5; i++) expect((await login(t, `x${i}@poolfoot.test`, 'faux', through(`10.9.9.${i}`))).statusCode).toBe(401);
      expect((await login(t, 'y@poolfoot.test', 'faux', through('10.9.9.99'))).statusCode).toBe(429);
      // Another real client behind the same proxy is not blocked.
      const other = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.1' } };
      expect((await login(t, 'y@poolfoot.test', 'faux', other)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("a list of proxy addresses is trusted, and 'true' (every hop) is refused at start with a clear message", async () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*nombre de proxys/s);
    const t = await testApp({ TRUST_PROXY: '10.0.0.0/8', LOGIN_MAX_PER_IP: '2', LOGIN_MAX_PER_ACCOUNT: '1000' });
    try {
      const viaProxy = { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.8' } };
      for (let i = 0; i < 2; i++) expect((await login(t, 'z@poolfoot.test', 'faux', viaProxy)).statusCode).toBe(401);
      expect((await login(t, 'z@poolfoot.test', 'faux', viaProxy)).statusCode).toBe(429);
      // Not from a trusted proxy: its X-Forwarded-For is ignored, the connection's address counts.
      const direct = { remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': '203.0.113.8' } };
      expect((await login(t, 'z@poolfoot.test', 'faux', direct)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('request size and speed', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp({ REQUEST_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS: '3' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a public call refuses a big body (413 in French) before reading it; only the admin imports take large files', async () => {
    const big = JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(4 * 1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/auth/login.php',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Requête trop volumineuse.' });
    const admin = (await roles(t)).admin.cookie;
    const joueurs = Array.from({ length: 4000 }, (_, i) => ({
      nom: `Joueur ${i}`,
      lfp_id: `l${i}`,
      short_opta_id: `p${i}`,
      club_id: 999_999,
      poste: 'AT',
      saison_id: 2026,
    }));
    const file = JSON.stringify({ joueurs, note: 'x'.repeat(300 * 1024) });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/backend/api/joueurs/import.php',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: file,
    });
    expect(imported.statusCode).not.toBe(413);
    expect(imported.statusCode).toBeLessThan(500);
    // A visitor's large body on the same call is refused on its access, before the body is read.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/backend/api/joueurs/import.php',
      headers: { 'content-type': 'application/json' },
      payload: file,
    });
    expect(visitor.statusCode).toBe(401);
  });

  /** A raw connection to the listening server, with what it received and whether it was closed. */
  function rawConnection() {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      received += d;
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    return { socket, closed, received: () => received };
  }

  it('a body dripped byte by byte is cut when its time is up (408 in French), the connection closed', async () => {
    const c = rawConnection();
    c.socket.write(
      'POST /backend/api/auth/login.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const drip = setInterval(() => c.socket.writable && c.socket.write(' '), 200);
    await c.closed;
    clearInterval(drip);
    expect(c.received()).toMatch(/^HTTP\/1.1 408/);
    expect(c.received()).toContain(SRV.requestTimeout);
  });

  it('connections beyond the cap are closed at once', async () => {
    const held = [rawConnection(), rawConnection(), rawConnection()];
    await new Promise((r) => setTimeout(r, 100));
    const extra = rawConnection();
    extra.socket.write('GET /backend/api/auth/me.php HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
  });
});

describe('reset links and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const tokenOf = (text: string) => /reset-password\/([\w-]+)/.exec(text)?.[1] ?? '';
  async function resetLink(email: string) {
    const before = t.mails.length;
    await t.anonymous.call(authCalls.requestReset, { email });
    for (let i = 0; i < 200 && t.mails.length <= before; i++) await new Promise((r) => setTimeout(r, 5));
    return tokenOf(t.mails[before]?.text ?? '');
  }
  const reset = (token: string, password: string) => t.anonymous.call(authCalls.resetPassword, { token, password });

  it('a successful reset spends every older link of the account', async () => {
    const u = await createUser(t.db);
    const older = await resetLink(u.email);
    const newer = await resetLink(u.email);
    expect((await reset(newer, 'nouveau-secret-1')).statusCode).toBe(200);
    const replay = await reset(older, 'pirate-secret-2');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(SRV.resetInvalid);
    expect((await login(t, u.email, 'nouveau-secret-1')).statusCode).toBe(200);
  });

  it('the logout cookie has the session cookie’s attributes (SameSite=Strict, HttpOnly)', async () => {
    const u = await createUser(t.db);
    const cookie = await cookieOf(t.app, u);
    const out = await t.as({ cookie }).call(authCalls.logout);
    expect(out.cookies.find((c) => c.name === 'poolfoot_session')).toMatchObject({ sameSite: 'Strict', httpOnly: true, path: '/' });
  });

  it('the cross-site check compares the scheme too: an https origin on this http host is another site', async () => {
    const r = await roles(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/clubs/create.php',
      headers: { cookie: r.admin.cookie, host: 'poolfoot.test', origin: 'https://poolfoot.test' },
      payload: { name: 'Club du schéma', saison_id: 2026 },
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/backend/api/clubs/create.php',
      headers: { cookie: r.admin.cookie, host: 'poolfoot.test', origin: 'http://poolfoot.test' },
      payload: { name: 'Club du schéma', saison_id: 2026 },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('login lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ LOGIN_MAX_PER_ACCOUNT: '10', LOGIN_MAX_PER_ACCOUNT_ANYWHERE: '30', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it("a stranger's wrong passwords lock the stranger out, not the owner", async () => {
    const owner = await createUser(t.db);
    const known = cookiesOf(await login(t, owner.email, owner.password, { remoteAddress: '198.51.100.10' }));
    const stranger = { remoteAddress: '203.0.113.66' };
    for (let i = 0; i < 10; i++) expect((await login(t, owner.email, 'devine', stranger)).statusCode).toBe(401);
    expect((await login(t, owner.email, owner.password, stranger)).statusCode).toBe(429);
    // The owner, from their usual browser and from a new one elsewhere, still gets in.
    expect((await login(t, owner.email, owner.password, { remoteAddress: '198.51.100.10', headers: { cookie: known } })).statusCode).toBe(
      200,
    );
    expect((await login(t, owner.email, owner.password, { remoteAddress: '198.51.100.11' })).statusCode).toBe(200);
  });

  it('guessing from many addresses stays expensive: past the account limit only its known browsers get in', async () => {
    const owner = await createUser(t.db);
    const known = cookiesOf(await login(t, owner.email, owner.password, { remoteAddress: '198.51.100.20' }));
    for (let i = 0; i < 30; i++) await login(t, owner.email, `devine-${i}`, { remoteAddress: `203.0.113.${100 + i}` });
    const unknownBrowser = await login(t, owner.email, owner.password, { remoteAddress: '203.0.113.200' });
    expect(unknownBrowser.statusCode).toBe(429);
    expect(unknownBrowser.json().message).toBe(SRV.tooManyAttempts);
    expect((await login(t, owner.email, owner.password, { remoteAddress: '198.51.100.20', headers: { cookie: known } })).statusCode).toBe(
      200,
    );
  });

  it("a known browser's own failures are limited too", async () => {
    const owner = await createUser(t.db);
    const known = cookiesOf(await login(t, owner.email, owner.password));
    for (let i = 0; i < 10; i++) expect((await login(t, owner.email, 'faux', { headers: { cookie: known } })).statusCode).toBe(401);
    expect((await login(t, owner.email, owner.password, { headers: { cookie: known } })).statusCode).toBe(429);
  });
});

describe('live streams end with their session', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await testApp({ LIVE_STREAMS_PER_SESSION: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const open = (cookie: string) => fetch(`${base}/backend/api/live/stream.php?topics=draft`, { headers: { cookie } });
  async function untilEnd(res: Response) {
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += new TextDecoder().decode(value);
    }
  }

  it('a stream opened before logout ends at logout; another session’s stream goes on', async () => {
    const u = await createUser(t.db);
    const [a, b] = [await cookieOf(t.app, u), await cookieOf(t.app, u)];
    const streamA = await open(a);
    const streamB = await open(b);
    const endedA = untilEnd(streamA);
    await t.as({ cookie: a }).call(authCalls.logout);
    expect(await endedA).toContain('event: ready');
    const readerB = streamB.body?.getReader();
    const still = await Promise.race([readerB?.read().then(() => 'open'), new Promise((r) => setTimeout(() => r('timeout'), 200))]);
    expect(still).toBe('open');
    await readerB?.cancel();
  });

  it('a new password ends every stream of the account', async () => {
    const u = await createUser(t.db);
    const cookie = await cookieOf(t.app, u);
    const ended = untilEnd(await open(cookie));
    const before = t.mails.length;
    await t.anonymous.call(authCalls.requestReset, { email: u.email });
    for (let i = 0; i < 200 && t.mails.length <= before; i++) await new Promise((r) => setTimeout(r, 5));
    const token = /reset-password\/([\w-]+)/.exec(t.mails[before]?.text ?? '')?.[1] ?? '';
    await t.anonymous.call(authCalls.resetPassword, { token, password: 'tout-nouveau-1' });
    expect(await ended).toContain('event: ready');
  });

  it('a session holds a few streams at most (429 in French)', async () => {
    const cookie = await cookieOf(t.app, await createUser(t.db));
    const held = [await open(cookie), await open(cookie)];
    const third = await open(cookie);
    expect(third.status).toBe(429);
    expect((await third.json()).message).toBe(SRV.tooManyStreams);
    for (const h of held) await h.body?.cancel();
  });
});
