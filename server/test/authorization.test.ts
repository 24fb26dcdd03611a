import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, IDENTITY_CALLS } from './authorization-matrix.js';
import { type TestApp, testApp } from './app.js';
import type { Who } from './caller.js';
import { type LoggedIn, loggedIn, roles } from './factories/index.js';

/**
 * The authorization matrix (SPEC.md §6): every call of the route table × every role. The expected
 * access of each call is written in authorization-matrix.ts; a route with no entry fails the test.
 */
type Route = { method: string; url: string };
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
/** A league's admin who is no instance admin: runs the league, not the real league's data. */
let leagueAdmin: LoggedIn;

beforeAll(async () => {
  t = await testApp({ LOGIN_MAX_PER_IP: '100000' });
  r = await roles(t);
  leagueAdmin = await loggedIn(t, { role: 1, leagueRole: 4 });
});
afterAll(() => t.close());

// Logout ends the session it is called with: it goes last so the other calls keep theirs.
const apiRoutes = () => [...t.app.routeTable].sort((a, b) => Number(a.url.endsWith('/logout.php')) - Number(b.url.endsWith('/logout.php')));

/** A route of the table called by its own method and URL (a POST with this body). */
const call = (route: Route, who: Who, payload: object = {}) =>
  route.method === 'POST' ? t.as(who).post(route.url, payload) : t.as(who).get(route.url);

describe('authorization matrix', () => {
  it('every API route has an entry in the matrix, and every entry is a served route', () => {
    const served = apiRoutes().map((x) => `${x.method} ${x.url}`);
    const missing = served.filter((k) => !(k in ACCESS_MATRIX));
    expect(missing, 'routes without an entry in test/authorization-matrix.ts').toEqual([]);
    const stale = Object.keys(ACCESS_MATRIX).filter((k) => !served.includes(k));
    expect(stale, 'entries that no route serves').toEqual([]);
  });

  it('each call answers each role as the matrix says (401 unauthenticated visitor, 403 forbidden lower role, otherwise past the guard)', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const key = `${route.method} ${route.url}`;
      const need = ACCESS_MATRIX[key];
      if (need !== route.access) failures.push(`${key} déclare '${route.access}', la matrice attend '${need}'`);
      if (!need || route.url.includes('live/stream')) continue;
      const who = [
        ['anonyme', null, need === 'public' ? 'pass' : 401],
        ['pooler', r.pooler, need === 'public' || need === 'account' || need === 'user' ? 'pass' : 403],
        ['admin de ligue', leagueAdmin, need === 'instance' || need === 'super' ? 403 : 'pass'],
        ['admin', r.admin, need === 'super' ? 403 : 'pass'],
        ['super admin', r.superAdmin, 'pass'],
      ] as const;
      for (const [label, caller, expected] of who) {
        const res = await call(route, caller);
        const ok =
          expected === 'pass'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected && res.json().code === (expected === 401 ? 'unauthenticated' : 'forbidden');
        if (!ok) failures.push(`${key} en ${label} : ${res.statusCode} (attendu ${expected})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a pooler cannot act for someone else; an admin can (calls carrying a user id)', async () => {
    const failures: string[] = [];
    r = await roles(t); // the matrix above ended the previous sessions with logout
    for (const [key, payloadFor] of Object.entries(IDENTITY_CALLS)) {
      const [method, url] = key.split(' ') as [string, string];
      const route = { method, url };
      const asOther = await call(route, r.pooler, payloadFor(r.other.id));
      if (asOther.statusCode !== 403) failures.push(`${key} : un pooler agissant pour un autre obtient ${asOther.statusCode}`);
      const asAdmin = await call(route, r.admin, payloadFor(r.other.id));
      if (asAdmin.statusCode === 403 || asAdmin.statusCode === 401 || asAdmin.statusCode >= 500) {
        failures.push(`${key} : un admin agissant pour un pooler obtient ${asAdmin.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
