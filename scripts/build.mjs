#!/usr/bin/env node
// What `npm start` needs built, each only when its sources changed since it was last built (stamp.mjs): the web app
// (web/dist), the server in one JavaScript file (server/dist/server.mjs), and an empty database with the migrations
// applied (server/dist/data-template) that a first start copies instead of creating and migrating one (seconds of
// PGlite's initdb). Run by `npm install` (the root `prepare` script) so that a fresh clone's first `npm start` only
// starts; run again by start.mjs, where it finds everything current.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, SERVER_BUNDLE, SERVER_INPUTS } from './server-bundle.mjs';
import { ROOT, sourcesHash, stampOf, writeStamp } from './stamp.mjs';

const WEB = join(ROOT, 'web');
/** web/ and domain/ whole (sources, configs, .env files, package files), the lock file, the shared TypeScript options. */
const WEB_INPUTS = ['web', 'domain', 'package-lock.json', 'tsconfig.base.json'];
/** The migrations, and the lock file (PGlite's version decides the files' format). */
const TEMPLATE_INPUTS = ['server/drizzle', 'package-lock.json', 'scripts/build.mjs'];
const DATA_TEMPLATE = join(ROOT, 'server', 'dist', 'data-template');

function buildWeb() {
  const dist = join(WEB, 'dist');
  const hash = sourcesHash(WEB_INPUTS);
  if (stampOf(dist) === hash) return;
  console.log('Application web : construction (ses sources ont changé depuis la dernière, ou première fois)…');
  const vite = join(dirname(createRequire(join(WEB, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
  if (build.status !== 0) throw new Error("la construction de l'application web a échoué");
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

/** The empty migrated database, made by the server's own PGlite and drizzle migrator, closed cleanly. */
async function buildDataTemplate() {
  const hash = sourcesHash(TEMPLATE_INPUTS);
  if (stampOf(DATA_TEMPLATE) === hash) return;
  console.log('Base embarquée : préparation d’une base vide migrée (première fois, ou migrations changées)…');
  const fromServer = createRequire(join(ROOT, 'server', 'package.json'));
  const load = (name) => import(pathToFileURL(fromServer.resolve(name)).href);
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    load('@electric-sql/pglite'),
    load('drizzle-orm/pglite'),
    load('drizzle-orm/pglite/migrator'),
  ]);
  const building = `${DATA_TEMPLATE}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const client = new PGlite(building);
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: join(ROOT, 'server', 'drizzle') });
  await client.close();
  rmSync(DATA_TEMPLATE, { recursive: true, force: true });
  cpSync(building, DATA_TEMPLATE, { recursive: true });
  rmSync(building, { recursive: true, force: true });
  writeStamp(DATA_TEMPLATE, hash);
}

/**
 * A first start on an embedded database (no DATABASE_URL) whose folder does not exist yet, or is empty, gets a copy of
 * the template when it is current; the server then finds its migrations applied. Anything else is left alone.
 */
export function seedDataDir(env = process.env) {
  if (env.DATABASE_URL) return;
  const dataDir = env.DATA_DIR ?? './data';
  if (dataDir === ':memory:') return;
  // As the server reads it (server/src/config.ts): relative to where `npm …` was typed.
  const dir = isAbsolute(dataDir) ? dataDir : resolve(env.INIT_CWD ?? process.cwd(), dataDir);
  if (existsSync(dir) && readdirSync(dir).length) return;
  if (stampOf(DATA_TEMPLATE) !== sourcesHash(TEMPLATE_INPUTS)) return;
  cpSync(DATA_TEMPLATE, dir, { recursive: true, filter: (src) => !src.endsWith('.sources-hash') });
}

export async function buildAll() {
  buildWeb();
  await compileServer();
  await buildDataTemplate();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // At install (`prepare`): a failed build does not fail the install; `npm start` says it again and stops.
  await buildAll().catch((err) => {
    console.error(`Construction à l'installation non faite (${err.message}) : npm start la refera.`);
  });
}
