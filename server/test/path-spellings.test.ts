import { rmSync } from 'node:fs';
import { SRV } from '@poolfoot/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, type TestApp, testApp } from './app.js';
import { roles } from './factories/index.js';

/**
 * Access is decided by the route that matched, never by the text of the URL: every route of the route
 * table, spelled every way the router may read it, answers a visitor and a pooler exactly as its plain
 * path does, or, when the router does not read that spelling as the route, with the 404 envelope.
 * Generated from the route table, so a new route is covered by itself. The web app is served (a built
 * index.html), as in production: a path that is no route must not fall through to the page.
 */
let t: TestApp;
let web: string;
let pooler: string;

beforeAll(async () => {
  web = fakeWebDist();
  t = await testApp({ WEB_DIST: web, LOGIN_MAX_PER_IP: '100000' });
  pooler = (await roles(t)).pooler.cookie;
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const encodeLetter = (segment: string) => segment.replace(/[a-z]/i, (c) => `%${c.charCodeAt(0).toString(16)}`);
const encodeAll = (segment: string) => segment.replace(/[a-z]/gi, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The spellings of a path: [name, url, whether the router must read it as the same route]. */
function spellings(path: string): [string, string, boolean][] {
  const segs = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const out: [string, string, boolean][] = [];
  segs.forEach((_, i) => {
    out.push([`lettre encodée (segment ${i + 1})`, join(segs.map((s, j) => (j === i ? encodeLetter(s) : s))), true]);
    out.push([`double barre (avant le segment ${i + 1})`, join(segs.map((s, j) => (j === i ? `/${s}` : s))), false]);
    out.push([`point encodé (avant le segment ${i + 1})`, join(segs.flatMap((s, j) => (j === i ? ['%2e', s] : [s]))), false]);
    out.push([`point-point encodé (segment ${i + 1})`, join(segs.flatMap((s, j) => (j === i ? ['x', '%2E%2E', s] : [s]))), false]);
  });
  out.push(['tout encodé', join(segs.map(encodeAll)), true]);
  out.push(['barre finale', `${path}/`, false]);
  out.push(['chaîne de requête', `${path}?x=1`, true]);
  out.push(['chaîne de requête vide', `${path}?`, true]);
  out.push(['point', path.replace('/api/', '/api/./'), false]);
  out.push(['mélange', `/${encodeLetter(segs[0] ?? '')}//${segs.slice(1).map(encodeLetter).join('/')}?a=b`, false]);
  out.push(['mélange lu', `/${segs.map(encodeLetter).join('/')}?a=%62`, true]);
  return out;
}

type Answer = { status: number; body: string; csp: string | undefined };
const answerOf = (res: LightMyRequestResponse): Answer => ({
  status: res.statusCode,
  body: res.body,
  csp: res.headers['content-security-policy'] as string | undefined,
});

async function ask(method: string, url: string, cookie?: string): Promise<Answer> {
  const opts: InjectOptions = { method: method as InjectOptions['method'], url, headers: cookie ? { cookie } : {} };
  if (method === 'POST') opts.payload = {};
  return answerOf(await t.app.inject(opts));
}

describe('every route, every spelling', () => {
  it('the curl lines of the report are refused', async () => {
    expect((await ask('GET', '/%62ackend/api/god/backup.php')).status).toBe(401);
    expect((await ask('POST', '/%62ackend/api/draft/initDraft.php')).status).toBe(401);
    expect((await ask('GET', '//backend/api/draft/get.php')).status).toBe(404);
    expect((await ask('GET', '/%62ackend/api/god/backup.php', pooler)).status).toBe(403);
  });

  it('a visitor and a pooler get from each spelling exactly what the plain path gets, or a 404 envelope', async () => {
    const notFound = JSON.stringify({ success: false, status: 'error', code: 'not_found', message: SRV.notFoundRoute });
    const failures: string[] = [];
    // Logout ends the pooler's session: asked as a visitor only (the visitor's answers are the same for it).
    const routes = t.app.routeTable.filter((r) => !r.url.endsWith('/logout.php'));
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      // The live stream stays open for a logged-in user: a visitor's refusal is what matters there.
      const who = route.url.endsWith('/live/stream.php')
        ? [['visiteur', undefined]]
        : [
            ['visiteur', undefined],
            ['pooler', pooler],
          ];
      for (const [label, cookie] of who as [string, string | undefined][]) {
        const plain = await ask(route.method, route.url, cookie);
        for (const [name, url, read] of spellings(route.url)) {
          const got = await ask(route.method, url, cookie);
          const same = got.status === plain.status && got.body === plain.body && got.csp === plain.csp;
          const refused = got.status === 404 && got.body === notFound;
          // A route with its own limit (push/test.php: a few a window) refuses the repeated asks with 429: the spelling
          // was read as that route, and counted against its limit.
          const limited = got.status === 429 && got.body.includes('"code":"too_many"') && plain.status === 200;
          if (read ? !(same || limited) : !(same || refused || limited)) {
            failures.push(`${route.method} ${url} (${name}, ${label}) : ${got.status} ${got.body.slice(0, 80)} — attendu ${plain.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a path that is no route gets the 404 envelope and the API headers, not the page', async () => {
    for (const url of ['/backend/api/nope.php', '/%62ackend/api/nope.php', '//backend/api/draft/get.php']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, message: SRV.notFoundRoute });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
    expect((await t.app.inject({ url: '/home' })).body).toContain('<title>Poolfoot</title>');
  });
});
