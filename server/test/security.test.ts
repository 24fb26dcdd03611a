import { authCalls, SRV } from '@poolfoot/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../src/features/backup/index.js';
import { fakeWebDist, type TestApp, testApp } from './app.js';
import { cookieOf, createUser, roles } from './factories/index.js';

/**
 * RULES.md "Accounts": sessions, reset tokens, rate limits, headers and cross-site calls, seen from the
 * outside (answers, cookies, headers, the database). The per-feature auth tests cover the basic flows.
 */
let t: TestApp;
beforeAll(async () => {
  // Bursts of calls from one address here test the attempt limits, not each caller's share of the server (CALLS_WAITING).
  t = await testApp({ LOGIN_MAX_PER_IP: '40', LOGIN_MAX_PER_ACCOUNT: '1000', CALLS_WAITING: '100', WEB_DIST: fakeWebDist() });
});
afterAll(() => t.close());

const login = (email: string, password: string, extra: InjectOptions = {}) =>
  t.app.inject({ method: 'POST', url: '/backend/api/auth/login.php', payload: { email, password }, ...extra });
const sessionCookie = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'poolfoot_session');
const me = async (cookie: string) => (await t.as({ cookie }).call(authCalls.me)).json().user;

describe('sessions', () => {
  it('logging in always starts a new session and ends the one the browser held (no fixation)', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const planted = await cookieOf(t.app, a);
    const res = await login(b.email, b.password, { headers: { cookie: planted } });
    const fresh = sessionCookie(res);
    expect(fresh?.value).toBeTruthy();
    expect(`poolfoot_session=${fresh?.value}`).not.toBe(planted);
    expect(await me(planted)).toBeNull();
    expect(await me(`poolfoot_session=${fresh?.value}`)).toMatchObject({ id: b.id });
  });

  it('a session cookie is HttpOnly, SameSite=Strict, path /, 90 days at most, and Secure behind HTTPS', async () => {
    const u = await createUser(t.db);
    const plain = sessionCookie(await login(u.email, u.password));
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 90 * 24 * 3600 });
    const behindHttps = await testApp({ TRUST_PROXY: '1' });
    try {
      const v = await createUser(behindHttps.db);
      const res = await behindHttps.app.inject({
        method: 'POST',
        url: '/backend/api/auth/login.php',
        payload: { email: v.email, password: v.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await behindHttps.close();
    }
  });

  it('a logged-out cookie stays dead, even replayed on a call that would change data', async () => {
    const u = await createUser(t.db, { role: 9 });
    const cookie = await cookieOf(t.app, u);
    await t.as({ cookie }).call(authCalls.logout);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/backend/api/clubs/create.php',
      headers: { cookie },
      payload: { name: 'Club fantôme', saison_id: 2026 },
    });
    expect(replay.statusCode).toBe(401);
    const clubs = (await dumpDatabase(t.db, t.now())).tables.clubs ?? [];
    expect(JSON.stringify(clubs)).not.toContain('Club fantôme');
  });

  it('a session ends 30 days unused, and 90 days after the login even when used every day', async () => {
    const u = await createUser(t.db);
    const idle = await cookieOf(t.app, u);
    const daily = await cookieOf(t.app, u);
    const start = t.now().getTime();
    const day = 24 * 3600 * 1000;
    for (let d = 1; d < 90; d++) {
      t.setNow(new Date(start + d * day));
      expect(await me(daily), `jour ${d}`).toMatchObject({ id: u.id });
    }
    expect(await me(idle)).toBeNull();
    t.setNow(new Date(start + 90 * day + 1000));
    expect(await me(daily)).toBeNull();
  });
});

describe('login and reset: no enumeration, rate limits', () => {
  /** Median time of each kind of request, interleaved so machine load hits both alike. */
  async function medians(a: () => Promise<unknown>, b: () => Promise<unknown>, rounds = 12) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < rounds; i++) {
      for (const [k, f] of [a, b].entries()) {
        const t0 = performance.now();
        await f();
        times[k as 0 | 1].push(performance.now() - t0);
      }
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    return [median(times[0]), median(times[1])] as const;
  }

  it('a wrong password and an unknown email cost the same time (the hash is checked either way)', async () => {
    const u = await createUser(t.db);
    const ip = { remoteAddress: '10.0.0.1' };
    const [known, unknown] = await medians(
      () => login(u.email, 'mauvais-mot-de-passe', ip),
      () => login('personne-ici@poolfoot.test', 'mauvais-mot-de-passe', ip),
    );
    // Without the dummy hash an unknown email would answer tens of times faster.
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });

  it('a reset request for an account and for no account answer alike, in the same time', async () => {
    const u = await createUser(t.db);
    const reset = (email: string, i: number) =>
      t.app.inject({ method: 'POST', url: '/backend/api/auth/request_reset.php', payload: { email }, remoteAddress: `10.0.1.${i}` });
    let i = 0;
    const answers: string[] = [];
    const [known, unknown] = await medians(
      async () => answers.push((await reset(u.email, i++)).body),
      async () => answers.push((await reset(`absent${i}@poolfoot.test`, i++)).body),
      6,
    );
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] ?? '{}')).toMatchObject({ success: true, message: SRV.resetNoMail });
    expect(unknown / known).toBeGreaterThan(0.33);
    expect(unknown / known).toBeLessThan(3);
  });

  it('limits login attempts per address, whatever the accounts tried (429 in French)', async () => {
    const u = await createUser(t.db);
    const ip = { remoteAddress: '10.0.2.1' };
    for (let i = 0; i < 40; i++) {
      expect((await login(`essai${i}@poolfoot.test`, 'x', ip)).statusCode).toBe(401);
    }
    const blocked = await login(u.email, u.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: SRV.tooManyAttempts });
    expect(sessionCookie(blocked)).toBeUndefined();
    expect((await login(u.email, u.password, { remoteAddress: '10.0.2.2' })).statusCode).toBe(200);
  });

  it('made-up reset tokens are counted per address: after the limit a 429, another address still served', async () => {
    const attempt = (remoteAddress: string, token = 'b'.repeat(43)) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/auth/reset_password.php',
        payload: { token, password: 'nouveau-secret' },
        remoteAddress,
      });
    const answers = await Promise.all(Array.from({ length: 48 }, () => attempt('10.0.3.1')));
    const codes = answers.map((a) => a.statusCode);
    // The limit is 40 per address and window here (LOGIN_MAX_PER_IP): every attempt beyond it is refused before any work.
    expect(codes.filter((c) => c === 400)).toHaveLength(40);
    expect(codes.filter((c) => c === 429)).toHaveLength(8);
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toBe(SRV.tooManyAttempts);
    const other = await attempt('10.0.3.2');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(SRV.resetInvalid);
  });

  it('a made-up reset token is refused (expiry and single use: see the auth tests)', async () => {
    const madeUp = await t.app.inject({
      method: 'POST',
      url: '/backend/api/auth/reset_password.php',
      payload: { token: 'a'.repeat(43), password: 'nouveau-secret' },
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(SRV.resetInvalid);
  });
});

describe('the web app', () => {
  it('a page address answers the app, a real file itself, a path out of its folder nothing; no listener piles up', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      for (const url of ['/login', '/classement', '/home', '/admin/journees/manage/3', '/index.html']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Poolfoot</title>');
      }
      for (const url of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
        expect((await t.app.inject({ url })).body, url).not.toContain('root:');
      }
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });
});

describe('headers and cross-site calls', () => {
  it('every page carries a CSP without inline scripts, no framing, a same-origin referrer and nosniff', async () => {
    for (const url of ['/classement', '/login']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toBe("'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('every API answer, refusals included, lets nothing run or frame it, is never sniffed nor cached', async () => {
    for (const url of ['/backend/api/auth/me.php', '/backend/api/draft/get.php', '/backend/api/inconnu.php']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('calls that change data through GET are unreachable from another site, even for an admin', async () => {
    const r = await roles(t);
    const before = await dumpDatabase(t.db, t.now());
    for (const site of ['cross-site', 'same-site']) {
      for (const url of ['/backend/api/clubs/grab_effectif_l1.php', '/backend/api/matchlfps/import_lfp.php?journee=1']) {
        const res = await t.app.inject({ url, headers: { cookie: r.superAdmin.cookie, 'sec-fetch-site': site } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: SRV.csrf });
      }
      const backup = await t.app.inject({
        url: '/backend/api/god/backup.php',
        headers: { cookie: r.superAdmin.cookie, 'sec-fetch-site': site },
      });
      expect(backup.statusCode).toBe(403);
    }
    expect(await dumpDatabase(t.db, t.now())).toEqual(before);
    const own = await t.app.inject({
      url: '/backend/api/auth/me.php',
      headers: { cookie: r.admin.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json().user).toMatchObject({ id: r.admin.id });
    const typed = await t.app.inject({ url: '/backend/api/auth/me.php', headers: { cookie: r.admin.cookie, 'sec-fetch-site': 'none' } });
    expect(typed.statusCode).toBe(200);
  });

  it('a POST from another origin, an opaque or a malformed origin is refused before anything happens', async () => {
    const r = await roles(t);
    for (const origin of ['https://evil.example', 'http://evil.example', 'null', 'garbage', 'http://']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/api/clubs/create.php',
        headers: { cookie: r.admin.cookie, origin },
        payload: { name: 'Club du pirate', saison_id: 2026 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SRV.csrf);
    }
    expect(JSON.stringify((await dumpDatabase(t.db, t.now())).tables.clubs ?? [])).not.toContain('pirate');
  });

  it('an origin of the same host but the other scheme is another site; the same scheme and host is this one', async () => {
    const r = await roles(t);
    const post = (origin: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/clubs/create.php',
        headers: { cookie: r.admin.cookie, host: 'poolfoot.test', origin },
        payload: { name, saison_id: 2026 },
      });
    const other = await post('https://poolfoot.test', 'Club du schéma');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SRV.csrf);
    expect((await post('http://poolfoot.test', 'Club du site')).statusCode).toBe(200);
    const clubs = JSON.stringify((await dumpDatabase(t.db, t.now())).tables.clubs ?? []);
    expect(clubs).toContain('Club du site');
    expect(clubs).not.toContain('Club du schéma');
  });
});
