import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, seedDataDir } from '../../build.mjs';
import { SERVER_BUNDLE } from '../../server-bundle.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type ServerOptions = {
  port: number;
  /** Appended to across restarts. */
  logFile: string;
  /** PGlite data directory (ignored with databaseUrl). */
  dataDir?: string;
  databaseUrl?: string;
  demo: 'season' | 'draft' | 'none';
  /** More environment (the two-process script's settable demo clock and demo league). */
  env?: Record<string, string>;
};

export type ServerProcess = {
  url: string;
  pid: number;
  /** How the process ended when it is gone ('code 1', 'SIGKILL'), else null. */
  ended(): string | null;
  /** SIGKILL, then wait for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), then wait; false when it did not end within the time (then SIGKILL). */
  stop(timeoutMs?: number): Promise<boolean>;
};

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string) {
  try {
    return (await fetch(`${url}/backend/api/auth/me.php`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** What `npm start` runs, its bundle among them, built when out of date: once per script. */
let build: Promise<void> | undefined;
const built = () => (build ??= buildAll());

/**
 * Spawns the real server as `npm start` and e2e/server.ts do: its bundle, a first start's empty data folder given the
 * migrated database (its output appended to the log file). From the sources through tsx, a start took 6 s instead of 2.
 */
async function spawnServer(opts: ServerOptions) {
  await built();
  if (opts.dataDir && !opts.databaseUrl) seedDataDir({ DATA_DIR: opts.dataDir });
  const url = `http://127.0.0.1:${opts.port}`;
  const out = createWriteStream(opts.logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir ?? join(ROOT, 'server', 'data-unused'),
      DATABASE_URL: opts.databaseUrl ?? '',
      DEMO: opts.demo,
      APP_URL: url,
      SMTP_URL: '',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
      LOGIN_MAX_PER_IP: '1000000',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return { url, child, exited, gone };
}

/** Starts the server and SIGKILLs it `afterMs` later, in the middle of its start (recovery, migrations). */
export async function killDuringStart(opts: ServerOptions, afterMs: number): Promise<'pendant le démarrage' | 'déjà prêt'> {
  const { url, child, exited, gone } = await spawnServer(opts);
  await sleep(afterMs);
  const ready = await answers(url);
  if (!gone()) child.kill('SIGKILL');
  await exited;
  return ready ? 'déjà prêt' : 'pendant le démarrage';
}

/** Starts the real server and waits until it answers. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  if (await answers(`http://127.0.0.1:${opts.port}`)) throw new Error(`le port ${opts.port} est déjà pris`);
  const { url, child, exited, gone } = await spawnServer(opts);
  const deadline = Date.now() + 90_000;
  while (!(await answers(url))) {
    if (gone()) throw new Error(`le serveur s'est arrêté au démarrage (${opts.logFile}) :\n${tail(opts.logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur ne répond pas (${opts.logFile}) :\n${tail(opts.logFile)}`);
    }
    await sleep(100);
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    ended: () => (gone() ? (child.signalCode ?? `code ${child.exitCode}`) : null),
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop(timeoutMs = 15_000) {
      if (gone()) return true;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), timeoutMs);
      });
      const clean = await Promise.race([exited.then(() => true), late]);
      clearTimeout(timer);
      if (!clean) child.kill('SIGKILL');
      await exited;
      return clean;
    },
  };
}
