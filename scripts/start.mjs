#!/usr/bin/env node
// `npm start`: builds the web app and compiles the server only when their sources changed since their
// last build (stamp.mjs), then runs the compiled server in this same process.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, SERVER_BUNDLE, SERVER_INPUTS } from './server-bundle.mjs';
import { ROOT, sourcesHash, stampOf, writeStamp } from './stamp.mjs';

const WEB = join(ROOT, 'web');
/** web/ and domain/ whole (sources, configs, .env files, package files), the lock file, the shared TypeScript options. */
const WEB_INPUTS = ['web', 'domain', 'package-lock.json', 'tsconfig.base.json'];

function buildWeb() {
  const dist = join(WEB, 'dist');
  const hash = sourcesHash(WEB_INPUTS);
  if (stampOf(dist) === hash) return;
  console.log('Application web : construction (ses sources ont changé depuis la dernière, ou première fois)…');
  const vite = join(dirname(createRequire(join(WEB, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(dist, hash);
}

async function compileServer() {
  const hash = sourcesHash(SERVER_INPUTS);
  const dist = dirname(SERVER_BUNDLE);
  if (stampOf(dist) === hash) return;
  console.log('Serveur : compilation (ses sources ont changé depuis la dernière, ou première fois)…');
  await bundleServer();
  writeStamp(dist, hash);
}

buildWeb();
await compileServer();
// A relative DATA_DIR is read from where `npm start` was typed (INIT_CWD, set by npm), as before.
process.env.INIT_CWD ??= process.cwd();
process.chdir(join(ROOT, 'server'));
// Stack traces name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them to the sources (slower start).
await import(pathToFileURL(SERVER_BUNDLE).href);
