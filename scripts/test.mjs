#!/usr/bin/env node
// `npm test`: lint, comments that cite no ticket, the layout docs/ARCHITECTURE.md names, import rules
// (.dependency-cruiser.cjs), types, domain, server (API on PGlite, or PostgreSQL with DATABASE_URL), web, then the
// browser tests when a Chromium is found. REQUIRE_E2E=1 makes a missing Chromium a failure (CI).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
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

// The browser tests write their failures there, a line each (e2e/failures-reporter.ts), printed after the summary.
const failures = join(tmpdir(), `poolfoot-e2e-failures-${process.pid}.txt`);
const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium ?? '', E2E_FAILURES: failures } });
  results.push([name, r.status === 0, Math.round((Date.now() - started) / 1000)]);
  if (r.status !== 0) break;
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
process.exit(results.every(([, ok]) => ok) && results.length === steps.length ? 0 : 1);
