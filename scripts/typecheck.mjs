#!/usr/bin/env node
// `npm run typecheck`: every TypeScript program of the repository checked by TypeScript 7's native tsc (the package
// `typescript-native`; 5.9, `typescript`, stays for dependency-cruiser, which parses with its compiler API), as many at
// once as there are cores, each on one thread (on two cores, its own threads only fought the other lane's: the Node
// program in 6.8 s single-threaded against 9.9 s), the longest first; the output of each is printed whole once it
// ends, and any failure fails the run. 40 s with 5.9's tsc, 7.4 s so, on this machine (docs/mesures.md).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

const TSC = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

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
    const child = spawn(process.execPath, [TSC, '--singleThreaded', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
