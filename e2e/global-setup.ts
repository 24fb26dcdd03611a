import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, E2E_PORT, ROOT, RUN_DIR, SERVER_LOG } from './env';

/** Starts the real server, serving the built web app, on a fresh embedded database with the demo. */
export default async function globalSetup() {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const webDist = join(RUN_DIR, 'web');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error("la construction de l'application web a échoué");
  const log = createWriteStream(SERVER_LOG);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'server.ts')], {
    cwd: join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(RUN_DIR, 'data'),
      DATABASE_URL: '',
      DEMO: 'draft',
      APP_URL: BASE_URL,
      SMTP_URL: '',
      WEB_DIST: webDist,
      LOGIN_MAX_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`le serveur e2e s'est arrêté (voir ${SERVER_LOG})`);
    try {
      const res = await fetch(`${BASE_URL}/backend/api/auth/me.php`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('le serveur e2e ne répond pas');
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
}
