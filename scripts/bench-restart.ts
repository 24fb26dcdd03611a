/**
 * Bench: `npm start` as a newcomer types it after `npm install`, then again when nothing changed. First what
 * `npm install` builds (its `prepare` script, scripts/build.mjs: the web app, the server bundle, the migrated empty
 * database), timed; then a first `npm start` on a new data folder, timed from the command to the first page and to a
 * living season (the demo season played: « Poolfoot prêt »); then RESTARTS starts, each timed from the command to the
 * first page (GET / answers 200) and to the first API answer (auth/me.php), then stopped with Ctrl-C (SIGINT). The
 * restart figures are the medians. The data folder is kept for the caller (a played demo season, for the load bench)
 * until cleanup().
 *
 *   npx tsx scripts/bench-restart.ts      (BENCH_PORT, default 3391; BENCH_RESTARTS, default 5)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const READY = 'Poolfoot prêt';
/** What build.mjs prints when it builds: a restart that does is no restart « with nothing changed », a first start that does did not find the install's build. */
const REBUILT = /construction|compilation|base vide migrée/;

/** How long an empty node process takes here and now (a few tens of ms on an idle machine): the load the other figures were taken under. */
function nodeBootMs() {
  const runs = Array.from({ length: 5 }, () => {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    return performance.now() - t0;
  });
  return median(runs);
}

export type RestartFigure = {
  /** What `npm install` builds (its `prepare` script), when anything was out of date. */
  installBuildMs: number;
  /** The first start on an empty folder, after the install's build: to the first page, and to a living season (seeded, the demo season played). */
  firstPageFreshMs: number;
  firstStartMs: number;
  /** The first start built something itself (the install's build was not current). */
  firstRebuilt: boolean;
  /** `node -e 0` on the machine at the time, for reading the other figures. */
  nodeBootMs: number;
  firstPageMs: number;
  firstApiMs: number;
  runs: { pageMs: number; apiMs: number; rebuilt: boolean }[];
  dataDir: string;
  cleanup(): void;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).status === 200;
  } catch {
    return false;
  }
}

/** `npm start` in the repository, in its own process group (Ctrl-C reaches npm and the server alike). */
function npmStart(port: number, dataDir: string) {
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: 'season',
      SMTP_URL: '',
      LOGIN_MAX_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    log: () => log,
    gone,
    async stop() {
      if (!gone() && child.pid) process.kill(-child.pid, 'SIGINT');
      await Promise.race([exited, sleep(20_000)]);
      if (!gone() && child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string, run: ReturnType<typeof npmStart>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (run.gone()) throw new Error(`npm start s'est arrêté avant ${what} :\n${run.log().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`npm start : pas de ${what} après ${timeoutMs / 1000} s :\n${run.log().slice(-3000)}`);
    await sleep(20);
  }
}

export async function benchRestart(port = Number(process.env.BENCH_PORT ?? 3391)): Promise<RestartFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-restart-'));
  const dataDir = join(dir, 'data');
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${port}`;
  try {
    let t0 = Date.now();
    // As `npm install` does after installing the packages (the root `prepare` script).
    const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('scripts/build.mjs a échoué');
    const installBuildMs = Date.now() - t0;
    t0 = Date.now();
    const first = npmStart(port, dataDir);
    let firstPageFreshMs = Number.NaN;
    let firstStartMs = Number.NaN;
    try {
      await until(
        async () => {
          if (Number.isNaN(firstPageFreshMs) && (await answers(`${base}/`))) firstPageFreshMs = Date.now() - t0;
          return first.log().includes(READY);
        },
        'démo saison jouée',
        first,
        600_000,
      );
      firstStartMs = Date.now() - t0;
    } finally {
      await first.stop();
    }
    const firstRebuilt = REBUILT.test(first.log());
    const runs: RestartFigure['runs'] = [];
    for (let i = 0; i < RESTARTS; i++) {
      t0 = Date.now();
      const run = npmStart(port, dataDir);
      try {
        await until(() => answers(`${base}/`), 'première page', run, 120_000);
        const pageMs = Date.now() - t0;
        await until(() => answers(`${base}/backend/api/auth/me.php`), 'réponse de l’API', run, 120_000);
        runs.push({ pageMs, apiMs: Date.now() - t0, rebuilt: REBUILT.test(run.log()) });
      } finally {
        await run.stop();
      }
    }
    const figure = {
      installBuildMs,
      firstPageFreshMs,
      firstStartMs,
      firstRebuilt,
      nodeBootMs: nodeBootMs(),
      firstPageMs: median(runs.map((r) => r.pageMs)),
      firstApiMs: median(runs.map((r) => r.apiMs)),
      runs,
      dataDir,
      cleanup,
    };
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`Construction à l'installation (npm install, script prepare) : ${s(installBuildMs)}`);
    console.log(
      `Premier npm start sur un dossier de données neuf : première page ${s(firstPageFreshMs)}, saison vivante (démo saison jouée) ${s(firstStartMs)}` +
        `${firstRebuilt ? ' (A CONSTRUIT : la construction de l’installation n’était pas à jour)' : ''}`,
    );
    console.log(`Référence : un processus node vide (node -e 0) en ${figure.nodeBootMs.toFixed(0)} ms`);
    console.log(
      `Redémarrages (rien de changé), ${runs.length} : première page ${s(figure.firstPageMs)}, API ${s(figure.firstApiMs)} (médianes ; ` +
        `par redémarrage : ${runs.map((r) => `${s(r.pageMs)}${r.rebuilt ? ' RECONSTRUIT' : ''}`).join(', ')})`,
    );
    return figure;
  } catch (err) {
    cleanup();
    throw err;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchRestart()
    .then((f) => f.cleanup())
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
