import { authCalls, invitesCalls, liguesCalls, SRV, urlOf } from '@poolfoot/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createUser, type LoggedIn, loggedIn } from '../../../test/factories/index.js';

/**
 * The address friends get in links (invites, a member's password link, mails): APP_URL when it is set, else the address
 * the admin is using, as their browser reached the server.
 */
describe('without APP_URL: links on the address the admin is using', () => {
  let t: TestApp;
  let instance: LoggedIn;
  let leagueAdmin: LoggedIn;
  let pooler: LoggedIn;
  beforeAll(async () => {
    t = await testApp({ APP_URL: '', PORT: '3000', TRUST_PROXY: '1', ALLOWED_HOSTS: 'pool.maison' });
    instance = await loggedIn(t, { role: 4 });
    leagueAdmin = await loggedIn(t, { role: 1, leagueRole: 4 });
    pooler = await loggedIn(t, { role: 1 });
  });
  afterAll(() => t.close());

  /** A call as `who`, reaching the server at `host` (the Host header), through a proxy when `forwarded` is given. */
  const as = (who: LoggedIn, host: string, forwarded: Record<string, string> = {}) => ({
    async call(url: string, method: InjectOptions['method'], payload?: object) {
      const headers = { cookie: who.cookie, host, ...forwarded };
      return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    },
  });
  const invite = async (who: LoggedIn, host: string, forwarded?: Record<string, string>) =>
    (await as(who, host, forwarded).call(urlOf(invitesCalls.create), 'POST', {})).json() as { token: string; url: string };
  const address = async (who: LoggedIn, host: string, forwarded?: Record<string, string>) =>
    (await as(who, host, forwarded).call(urlOf(invitesCalls.address), 'GET')).json();

  it('an invite made on http://192.168.1.20:3000 links there; behind the proxy, to the https address it was reached on', async () => {
    const lan = await invite(leagueAdmin, '192.168.1.20:3000');
    expect(lan.url).toBe(`http://192.168.1.20:3000/invite/${lan.token}`);
    const proxied = await invite(leagueAdmin, 'localhost:3000', { 'x-forwarded-host': 'pool.maison', 'x-forwarded-proto': 'https' });
    expect(proxied.url).toBe(`https://pool.maison/invite/${proxied.token}`);
  });

  it('a member’s password link (leagues/reset_link.php) too', async () => {
    const friend = await createUser(t.db);
    const res = await as(leagueAdmin, '[fd00::20]:3000').call(urlOf(liguesCalls.resetLink), 'POST', { user_id: friend.id });
    expect(res.json().url).toMatch(/^http:\/\/\[fd00::20\]:3000\/login\/reset-password\/[\w-]+$/);
  });

  it('invites/address.php tells an admin the address friends will get and what is wrong with it; a pooler is refused', async () => {
    expect(await address(leagueAdmin, 'localhost:3000')).toMatchObject({ url: 'http://localhost:3000', warnings: ['loopback', 'http'] });
    expect((await address(leagueAdmin, '127.0.0.1:3000')).warnings).toEqual(['loopback', 'http']);
    expect(await address(leagueAdmin, '192.168.1.20:3000')).toMatchObject({ url: 'http://192.168.1.20:3000', warnings: ['http'] });
    const https = await address(leagueAdmin, 'localhost:3000', { 'x-forwarded-host': 'pool.maison', 'x-forwarded-proto': 'https' });
    expect(https).toMatchObject({ url: 'https://pool.maison', warnings: [] });
    const refused = await as(pooler, 'localhost:3000').call(urlOf(invitesCalls.address), 'GET');
    expect(refused.statusCode).toBe(403);
  });

  it('mails sent outside an admin’s request (a reset asked by anyone) use the last address an instance admin used', async () => {
    const friend = await createUser(t.db);
    const resetMail = async (host: string) => {
      const before = t.mails.length;
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(authCalls.requestReset),
        headers: { host },
        payload: { email: friend.email },
      });
      expect(res.statusCode).toBe(200);
      // The mail of this reset (the admin's link of an earlier test tells its member by mail too).
      const mine = () => t.mails.slice(before).find((m) => m.subject === SRV.resetMailSubject);
      await expect.poll(mine, { timeout: 10_000 }).toBeDefined();
      return /(\S+)\/login\/reset-password\//.exec(mine()?.text ?? '')?.[1];
    };
    // Whoever asks, from whatever address (any IP is accepted), never chooses where the link leads.
    await address(leagueAdmin, '10.6.6.6:3000');
    expect(await resetMail('10.6.6.6:3000')).toBe('http://localhost:3000');
    await address(instance, '192.168.1.20:3000');
    expect(await resetMail('10.6.6.6:3000')).toBe('http://192.168.1.20:3000');
    await invite(instance, 'localhost:3000', { 'x-forwarded-host': 'pool.maison', 'x-forwarded-proto': 'https' });
    expect(await resetMail('localhost:3000')).toBe('https://pool.maison');
  });
});

describe('with APP_URL', () => {
  it('every link is on APP_URL, whatever address the admin is using, and its warnings are APP_URL’s', async () => {
    const t = await testApp({ APP_URL: 'https://pool.exemple.fr/' });
    try {
      const admin = await loggedIn(t, { role: 4 });
      const headers = { cookie: admin.cookie, host: '192.168.1.20:3000' };
      const made = (await t.app.inject({ method: 'POST', url: urlOf(invitesCalls.create), headers, payload: {} })).json();
      expect(made.url).toBe(`https://pool.exemple.fr/invite/${made.token}`);
      const seen = (await t.app.inject({ method: 'GET', url: urlOf(invitesCalls.address), headers })).json();
      expect(seen).toMatchObject({ url: 'https://pool.exemple.fr', warnings: [] });
    } finally {
      await t.close();
    }
  });
});
