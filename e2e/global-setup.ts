import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, RUN_DIR, WEB_DIST } from './env';

/** Builds the web app once for the run; each spec file then starts its own server (fixtures.ts). */
export default async function globalSetup() {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const build = spawnSync('npx', ['vite', 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error("la construction de l'application web a échoué");
}
