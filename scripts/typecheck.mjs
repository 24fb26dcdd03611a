#!/usr/bin/env node
// `npm run typecheck`: every TypeScript program of the repository checked by tsc, as many at once as there are cores
// (each tsc uses one), the longest first; the output of each is printed whole once it ends, and any failure fails the run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Three programs: all the code that runs on Node in one (the server, its tests and benches, the browser tests, the
// scripts: the server's sources, which most of them import, checked once and not again by each), the web app (the DOM's
// types), the domain (no platform's types: it runs in both). The longest first, so that two lanes end together.
const PROGRAMS = [
  ['-p', '.'],
  ['-p', 'web', '--noEmit'],
  ['-p', 'domain', '--noEmit'],
];

const run = (args) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.once('close', (code) => resolve({ args, code, out }));
  });

const queue = [...PROGRAMS];
let failed = false;
async function lane() {
  for (let args = queue.shift(); args; args = queue.shift()) {
    const r = await run(args);
    if (r.out) process.stdout.write(r.out);
    if (r.code !== 0) {
      failed = true;
      console.error(`tsc ${r.args.join(' ')} : échec (code ${r.code})`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROGRAMS.length) }, lane));
process.exit(failed ? 1 : 0);
