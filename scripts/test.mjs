#!/usr/bin/env node
// `npm test`: lint, comments that cite no ticket, the layout docs/ARCHITECTURE.md names, import rules
// (.dependency-cruiser.cjs), types, domain, server (API on PGlite, or PostgreSQL with DATABASE_URL), web, then the
// browser tests when a Chromium is found; with PG_URL, the API tests on that PostgreSQL and the crash test as well.
// REQUIRE_E2E=1 makes a missing Chromium a failure (CI).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['comments', 'node', ['scripts/no-issue-refs.mjs']],
  ['layout', 'node', ['scripts/docs-layout.mjs']],
  ['imports', 'npm', ['run', '--silent', 'lint:imports']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['domain', 'npm', ['test', '--workspace', 'domain']],
  ['server', 'npm', ['test', '--workspace', 'server']],
  ['web', 'npm', ['test', '--workspace', 'web']],
];
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (chromium) steps.push(['browser', 'npm', ['run', 'test:e2e']]);

// With PG_URL (CI), the API tests on that PostgreSQL and the crash test (PGlite and PostgreSQL) run too: beside the
// browser tests, at the lowest CPU priority, since those mostly wait (about 0.8 of CI's two cores) and these take what
// they leave; one after the other, each with its output kept and printed once the browser tests are over.
const withPostgres = process.env.PG_URL
  ? [
      ['server-pg', 'npm', ['test', '--workspace', 'server'], { DATABASE_URL: process.env.PG_URL }],
      ['crash', 'npm', ['run', '--silent', 'test:crash'], {}],
    ]
  : [];
// Without a browser to wait on, they are steps like the others.
const beside = chromium ? withPostgres : [];
if (!chromium) steps.push(...withPostgres);

// The browser tests write their failures there, a line each (e2e/failures-reporter.ts), printed after the summary.
const failures = join(tmpdir(), `poolfoot-e2e-failures-${process.pid}.txt`);
const env = { ...process.env, CHROME_PATH: chromium ?? '', E2E_FAILURES: failures };

/** Runs a command to its end: whether it passed, in how many seconds. */
function run(cmd, args, options) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, options);
    child.on('error', () => resolve([false, 0]));
    child.on('close', (code) => resolve([code === 0, Math.round((Date.now() - started) / 1000)]));
  });
}

/** The steps beside the browser tests, one after the other, niced, each one's output in its own file. */
async function runBeside() {
  const done = [];
  for (const [name, cmd, args, extra] of beside) {
    const log = join(tmpdir(), `poolfoot-${name}-${process.pid}.log`);
    const fd = openSync(log, 'w');
    const [ok, seconds] = await run('nice', ['-n', '19', cmd, ...args], { stdio: ['ignore', fd, fd], env: { ...env, ...extra } });
    closeSync(fd);
    done.push({ name, ok, seconds, log });
    if (!ok) break;
  }
  return done;
}

const results = [];
for (const [name, cmd, args, extra] of steps) {
  console.log(`\n=== ${name} ===`);
  const alongside = name === 'browser' && beside.length ? runBeside() : null;
  const [ok, seconds] = await run(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  results.push([name, ok, seconds]);
  if (alongside) {
    for (const { name: other, ok: passed, seconds: took, log } of await alongside) {
      console.log(`\n=== ${other} (à côté des tests navigateur) ===\n${readFileSync(log, 'utf8')}`);
      rmSync(log);
      results.push([other, passed, took]);
    }
  }
  if (!results.every(([, passed]) => passed)) break;
}

console.log('\n=== résumé ===');
for (const [name, ok, seconds] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(8)} ${seconds} s`);
if (existsSync(failures)) {
  const lines = readFileSync(failures, 'utf8');
  if (lines) console.log(`\n=== tests navigateur en échec ===\n${lines}`);
  rmSync(failures);
}
if (!chromium) {
  console.log('\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
  console.log("!!! LES TESTS NAVIGATEUR N'ONT PAS TOURNÉ : aucun Chromium (CHROME_PATH ou /usr/bin/chromium).");
  console.log('!!! Installez-le : apt-get install -y chromium');
  console.log('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
  if (process.env.REQUIRE_E2E === '1') process.exit(1);
}
process.exit(results.every(([, ok]) => ok) && results.length === steps.length + beside.length ? 0 : 1);
