/**
 * The real server for the benches, as production runs it: its own process running what `npm start` runs (the server's
 * one-file bundle, server/dist/server.mjs, built first when its sources changed) on a fresh embedded database in a
 * temporary folder, with the demo. DEMO=season plays the draft and ten matchdays first (about a minute): the server is
 * ready once it logs « Poolfoot prêt ».
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../../scripts/build.mjs';

export type RealServer = { url: string; stop(): Promise<void> };
export type RealServerOptions = {
  port: number;
  demo?: 'season' | 'draft';
  webDist?: string;
  logLevel?: string;
  /** A data folder to keep (an already seeded one starts at once); else a temporary one, removed at stop. */
  dataDir?: string;
  /** Another version's server folder (its dist/server.mjs, which its `npm install` built), for a comparison in one run; this one by default. */
  serverDir?: string;
};

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The load generator is one pooler on one address, with 100 connections: the server's caps, which are there to keep one
 * visitor from taking the others' turn (MAX_CONNECTIONS_PER_ADDRESS, the per-user share of CALLS_AT_ONCE and
 * CALLS_WAITING), would refuse most of it and the figure would measure the refusals. The benches raise them, so that
 * every request is served; the share's bookkeeping still runs on each one. Logins are not limited either.
 */
export const BENCH_LIMITS = {
  LOGIN_MAX_PER_IP: '100000',
  MAX_CONNECTIONS_PER_ADDRESS: '1000',
  CALLS_AT_ONCE: '1000',
  CALLS_WAITING: '1000',
};
const READY = 'Poolfoot prêt';

/** What `npm start` runs, of this version (built first when its sources changed) or another's (built by its install). */
export async function serverBundle(serverDir = SERVER_DIR) {
  if (serverDir === SERVER_DIR) {
    await buildAll();
  }
  const bundle = join(serverDir, 'dist', 'server.mjs');
  if (!existsSync(bundle)) throw new Error(`${bundle} absent : lancer npm install dans ce dossier`);
  return bundle;
}

export async function startRealServer({
  port,
  demo = 'season',
  webDist,
  logLevel,
  dataDir,
  serverDir = SERVER_DIR,
}: RealServerOptions): Promise<RealServer> {
  const bundle = await serverBundle(serverDir);
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? join(dir, 'data'),
      DATABASE_URL: '',
      DEMO: demo,
      APP_URL: url,
      SMTP_URL: '',
      WEB_DIST: webDist ?? join(dir, 'no-web'),
      ...BENCH_LIMITS,
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let tail = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
      if (tail.includes(READY)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`le serveur s'est arrêté (code ${code}) :\n${tail}`)));
    setTimeout(() => reject(new Error(`le serveur n'est pas prêt après 180 s :\n${tail}`)), 180_000).unref();
  });
  try {
    await ready;
  } catch (err) {
    await stop();
    throw err;
  }
  // From here on the log is drained and dropped (never a full pipe, no work in the load generator).
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.resume();
  }
  return { url, stop };
}

/** Logs a demo pooler in; returns the session cookie ("name=value"). */
export async function loginCookie(url: string, email: string, password = 'poolfoot'): Promise<string> {
  const res = await fetch(`${url}/backend/api/auth/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!res.ok || !cookie) throw new Error(`connexion de ${email} refusée : ${res.status}`);
  return cookie;
}
