import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, RUN_DIR, WEB_DIST } from './env';

export type E2eServer = { url: string; log: string; stop(): Promise<void> };

/** Starts the real server on a fresh embedded database with the demo, serving the built web app. */
export async function startServer(port: number): Promise<E2eServer> {
  const dir = join(RUN_DIR, `server-${port}`);
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'server.log');
  const out = createWriteStream(log);
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`le port ${port} est déjà pris (un serveur d'un run précédent ?) : arrêtez-le`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'server.ts')], {
    cwd: join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      DEMO: 'draft',
      // The real time, until a spec moves it forward (tests/season.ts clockPastMatchday) to play a matchday.
      DEMO_CLOCK: 'settable',
      APP_URL: url,
      SMTP_URL: '',
      WEB_DIST,
      LOGIN_MAX_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur e2e s'est arrêté (voir ${log})`);
    if ((await answers(url)) && child.exitCode === null) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur e2e ne répond pas (voir ${log})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    log,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function answers(url: string) {
  try {
    return (await fetch(`${url}/backend/api/auth/me.php`)).ok;
  } catch {
    return false;
  }
}
