/**
 * The real server for the benches, as production runs it: its own process (node --import tsx
 * src/server.ts) on a fresh embedded database in a temporary folder, with the demo. DEMO=season plays
 * the draft and ten matchdays first (about a minute): the server is ready once it logs « Poolfoot prêt ».
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type RealServer = { url: string; stop(): Promise<void> };
export type RealServerOptions = {
  port: number;
  demo?: 'season' | 'draft';
  webDist?: string;
  logLevel?: string;
  /** A data folder to keep (an already seeded one starts at once); else a temporary one, removed at stop. */
  dataDir?: string;
  /** Another version's server folder (its src/server.ts), for a comparison in one run; this one by default. */
  serverDir?: string;
};

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const READY = 'Poolfoot prêt';

export async function startRealServer({
  port,
  demo = 'season',
  webDist,
  logLevel,
  dataDir,
  serverDir = SERVER_DIR,
}: RealServerOptions): Promise<RealServer> {
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src', 'server.ts')], {
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
      LOGIN_MAX_PER_IP: '100000',
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
