import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedDataDir } from '../scripts/build.mjs';
import { SERVER_BUNDLE } from '../scripts/server-bundle.mjs';
import { ROOT, RUN_DIR, WEB_DIST } from './env';

export type E2eServer = { url: string; log: string; stop(): Promise<void> };

/** An account made before the server starts, as a real install makes its first: `npm run user -- create`. */
export type E2eAccount = { email: string; username: string; role: 1 | 4 | 9; password: string };

export type ServerOptions = {
  /** Over the defaults (the draft demo, the settable clock): e.g. DEMO=none and DEMO_LEAGUE=on, an empty database and the demo league. */
  env?: Record<string, string>;
  accounts?: readonly E2eAccount[];
};

/**
 * Starts the real server as `npm start` does (its bundle, a first start's database copied from the migrated template)
 * on a fresh embedded database, serving the built web app: by default with the draft demo; `options` change its
 * environment and make accounts first.
 */
export async function startServer(port: number, options: ServerOptions = {}): Promise<E2eServer> {
  const dir = join(RUN_DIR, `server-${port}`);
  // A fresh database each time: a port comes back for a later spec file (20 ports a run, more spec files and workers
  // than that), and its folder would hold the earlier spec's world (a pooler who left the league, say).
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'server.log');
  const out = createWriteStream(log);
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`le port ${port} est déjà pris (un serveur d'un run précédent ?) : arrêtez-le`);
  const env = {
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
    ...options.env,
  };
  // A first start's database, as `npm start` makes it (scripts/build.mjs seedDataDir): a folder with data, a restart's, is kept.
  seedDataDir(env);
  for (const a of options.accounts ?? []) createAccount(a, env);
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: join(ROOT, 'server'),
    env,
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

/** `npm run user -- create`, the password on standard input (docs/configuration.md), on the server's data folder. */
function createAccount(a: E2eAccount, env: NodeJS.ProcessEnv) {
  const args = ['run', '-s', 'user', '--', 'create', '--email', a.email, '--username', a.username, '--role', String(a.role)];
  const run = spawnSync('npm', args, { cwd: ROOT, env, input: `${a.password}\n`, encoding: 'utf8' });
  if (run.status !== 0 || !run.stdout.includes('Compte créé')) throw new Error(`npm run user : ${run.stdout}${run.stderr}`);
}

async function answers(url: string) {
  try {
    return (await fetch(`${url}/backend/api/auth/me.php`)).ok;
  } catch {
    return false;
  }
}

/** The one-time set-up code a start with no account wrote to its log. */
export function setupCode(server: E2eServer): string {
  const match = /code de mise en place : ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(readFileSync(server.log, 'utf8'));
  if (!match?.[1]) throw new Error(`aucun code de mise en place dans ${server.log}`);
  return match[1];
}
