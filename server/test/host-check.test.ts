import { authCalls, SRV, urlOf } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories/index.js';
import { fakeWebDist, type TestApp, testApp } from './app.js';

/**
 * A page on another name, its name then pointed at this machine (DNS rebinding), reaches the server as any page of its
 * own would, the demo's published password included: every request naming another host is refused, before anything.
 */
describe('the Host a request names', () => {
  let t: TestApp;
  let user: { email: string; password: string };
  beforeAll(async () => {
    // APP_URL is http://poolfoot.test (test/app.ts).
    t = await testApp({ ALLOWED_HOSTS: 'pool.maison, Autre.Lan', WEB_DIST: fakeWebDist(), LOGIN_MAX_PER_ACCOUNT: '1000' });
    user = await createUser(t.db);
  });
  afterAll(() => t.close());

  const login = (host: string) =>
    t.app.inject({
      method: 'POST',
      url: urlOf(authCalls.login),
      headers: { host },
      payload: { email: user.email, password: user.password },
    });

  it('refuses another name: a 400 in French, no session opened, whatever the call or page', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', 'poolfoot.test.evil.example']) {
      const res = await login(host);
      expect(res.statusCode, host).toBe(400);
      expect(res.json(), host).toMatchObject({ success: false, code: 'bad_request', message: SRV.unknownHost });
      expect(res.cookies, host).toEqual([]);
    }
    for (const url of ['/', '/admin', '/backend/api/auth/me.php', '/nulle-part', '/demo-league/championship-clubs']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(SRV.unknownHost);
    }
  });

  it('refuses a Host that is no name: a user part, a path, a bad port, an IP spelled otherwise', async () => {
    for (const host of ['user@localhost', 'localhost/x', 'localhost:port', '[::1', '0x7f.1:3000', '[evil.example]:3000']) {
      expect((await login(host)).statusCode, host).toBe(400);
    }
  });

  it('accepts localhost, any IP literal (v4 or v6), APP_URL’s host and ALLOWED_HOSTS’ names, in any case', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'LOCALHOST:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      '192.168.1.20:3000',
      '[fe80::1]',
      '10.0.0.5',
      'poolfoot.test',
      'POOLFOOT.test:8080',
      'pool.maison',
      'autre.lan:3000',
    ]) {
      const res = await login(host);
      expect(res.statusCode, `${host}: ${res.body}`).toBe(200);
    }
    // The page, on an accepted name.
    expect((await t.app.inject({ method: 'GET', url: '/admin', headers: { host: '192.168.1.20:3000' } })).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('judges the host the trusted proxy forwards (X-Forwarded-Host), and ignores that header from anyone else', async () => {
    const behind = await testApp({ TRUST_PROXY: '1' });
    const direct = await testApp();
    try {
      const me = (app: TestApp, forwarded: string) =>
        app.app.inject({ method: 'GET', url: urlOf(authCalls.me), headers: { host: 'localhost:3000', 'x-forwarded-host': forwarded } });
      expect((await me(behind, 'evil.example')).statusCode).toBe(400);
      expect((await me(behind, 'poolfoot.test')).statusCode).toBe(200);
      expect((await me(direct, 'evil.example')).statusCode).toBe(200);
    } finally {
      await behind.close();
      await direct.close();
    }
  });
});
