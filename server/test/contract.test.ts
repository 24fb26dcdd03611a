import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_CALLS, urlOf } from '@poolfoot/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from './app.js';

/**
 * One declaration per call: the server serves exactly the calls of the contract (domain/src/api), with
 * the access each declares, and no call path is written anywhere else in the server or the web.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

it('the route table is the contract: every endpoint served, with its methods and access, and nothing else', () => {
  const served = t.app.routeTable.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
  const declared = ALL_CALLS.flatMap((e) => e.methods.map((m) => `${m} ${urlOf(e)} ${e.access}`)).sort();
  expect(served).toEqual(declared);
  expect(new Set(ALL_CALLS.map((e) => e.path)).size, 'a path declared twice').toBe(ALL_CALLS.length);
});

it('every call answers through its declared response schema: what a handler returns beyond it never leaves the server', async () => {
  // The response schema taken off route() was caught only by the OpenAPI test; without it a handler
  // returning a row would send its internal columns.
  const byRoute = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.output]));
  for (const e of ALL_CALLS) {
    for (const m of e.methods) expect(byRoute.get(`${m} ${urlOf(e)}`), `${m} ${urlOf(e)}`).toBe(e.response);
  }
  // And a schema keeps only its fields: the envelope of any answer with an internal column added.
  const sample = ALL_CALLS.find((e) => e.path === 'auth/me.php')?.response;
  expect(sample?.parse({ success: true, status: 'success', user: null, password_hash: 'x' })).toEqual({
    success: true,
    status: 'success',
    user: null,
  });
});

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEST_FILE = /(\.test\.tsx?$|^test-[\w-]+\.ts$)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !TEST_FILE.test(d.name) ? [path] : [];
  });
}

it('no call path is written outside its endpoint object (server and web sources)', () => {
  // A string literal naming a call: '/backend/api/…' or 'feature/name.php'.
  const literal = /(['"`])[^'"`\n]*(\/backend\/api\/|\b[a-zA-Z_]+\/[\w]+\.php\b)[^'"`\n]*\1/g;
  const found = [join(ROOT, 'server', 'src'), join(ROOT, 'web', 'src')].flatMap(sources).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const code = line
          .replace(/\/\*.*?(\*\/|$)/g, '')
          .replace(/\/\/.*$/, '')
          .replace(/^\s*\*.*$/, '');
        return code.match(literal) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [];
      }),
  );
  expect(found).toEqual([]);
});
