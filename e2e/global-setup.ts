import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, RUN_DIR, WEB_DIST } from './env';

/**
 * Builds what `npm start` runs, each part only when its sources changed (scripts/build.mjs: the web app, the server's
 * one-file bundle, the empty migrated database), then gives the run its own copy of the web app (a spec file changes its
 * service worker). Each spec file then starts its own server from them (server.ts), as `npm start` does.
 */
export default async function globalSetup() {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const build = pathToFileURL(join(ROOT, 'scripts', 'build.mjs')).href;
  const { buildAll } = await import(build);
  await buildAll();
  cpSync(join(ROOT, 'web', 'dist'), WEB_DIST, { recursive: true, filter: (src) => !src.endsWith('.sources-hash') });
}
