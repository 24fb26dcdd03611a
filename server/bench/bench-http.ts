/**
 * Bench: draft/get.php and compos/getCompo.php under load (autocannon, 100 connections) against a
 * bare Fastify route answering the same bytes, in the same run on the same machine.
 *  - the real server runs as in production (its own process, PGlite in a folder, DEMO=season: the
 *    draft is finished, ten matchdays played, lineups carried over to the active matchday), with
 *    the session cookie of a pooler; LOG_LEVEL is the server's default unless set;
 *  - the baseline is a bare Fastify (same version, no plugin, no hook, no logger) in its own process.
 * Each target gets a short warm-up; then the real call and its baseline run in turns (ROUNDS rounds
 * sharing DURATION seconds each), so that a burst of load from elsewhere on the machine hits both
 * sides alike; the figures are the medians of the rounds, the ratio the median of each round's (a round's pair ran
 * under the same load; three rounds of 3 s left ratios from 39 to 62 % in one run, seven of 4 s within a few points).
 *
 *   cd server && npx tsx bench/bench-http.ts
 *   BENCH_URL=http://127.0.0.1:PORT (a running demo season server) skips the start;
 *   BENCH_DURATION (s per target, default 28), BENCH_ROUNDS (default 7), BENCH_CONNECTIONS (default 100),
 *   BENCH_JSON=<file> to keep the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { loginCookie, type RealServer, startRealServer } from './real-server.js';
import { median } from './median.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 28);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WARMUP = 2;
const POOLER = 'pooler3@poolfoot.test';
const HERE = dirname(fileURLToPath(import.meta.url));
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

type Target = { name: string; path: string };
const TARGETS: Target[] = [
  { name: 'draft/get.php', path: '/backend/api/draft/get.php' },
  { name: 'compos/getCompo.php', path: '/backend/api/compos/getCompo.php?user_id=3' },
];

export type HttpFigure = { call: string; bytes: number; real: Figure; bare: Figure; ratio: number; rounds: number[] };
type Figure = { rps: number; p99: number; non2xx: number; errors: number };

async function startBare(routes: { path: string; file: string; contentType: string }[]) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'bare-server.ts')], {
    cwd: join(HERE, '..'),
    env: { ...process.env, BARE_ROUTES: JSON.stringify(routes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /listening (\d+)/.exec(chunk.toString());
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`le Fastify nu s'est arrêté (code ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function run(url: string, headers: Record<string, string>, duration: number): Promise<Figure> {
  const r: Result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

const summary = (runs: Figure[]): Figure => ({
  rps: median(runs.map((r) => r.rps)),
  p99: median(runs.map((r) => r.p99)),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

/** Warm-up of both, then ROUNDS alternating runs; medians. */
async function compare(real: { url: string; headers: Record<string, string> }, bare: string) {
  await run(real.url, real.headers, WARMUP);
  await run(bare, {}, WARMUP);
  const reals: Figure[] = [];
  const bares: Figure[] = [];
  const each = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let i = 0; i < ROUNDS; i++) {
    reals.push(await run(real.url, real.headers, each));
    bares.push(await run(bare, {}, each));
  }
  return { real: summary(reals), bare: summary(bares), rounds: reals.map((r, i) => r.rps / (bares[i]?.rps ?? 1)) };
}

export async function benchHttp(base?: string): Promise<HttpFigure[]> {
  let server: RealServer | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-bare-'));
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    if (!base) {
      console.log('Serveur réel : démarrage de la démo saison (environ une minute)…');
      server = await startRealServer({ port: Number(process.env.BENCH_PORT ?? 3390), demo: 'season' });
    }
    const url = base ?? server?.url ?? '';
    const cookie = await loginCookie(url, POOLER);
    const answers = [];
    for (const [i, t] of TARGETS.entries()) {
      const res = await fetch(url + t.path, { headers: { cookie } });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${t.name} : ${res.status} ${bytes.toString()}`);
      const file = join(dir, `answer-${i}`);
      writeFileSync(file, bytes);
      answers.push({ ...t, bytes: bytes.length, file, contentType: res.headers.get('content-type') ?? 'application/json' });
    }
    bare = await startBare(answers.map((a, i) => ({ path: `/bare/${i}`, file: a.file, contentType: a.contentType })));
    const figures: HttpFigure[] = [];
    for (const [i, a] of answers.entries()) {
      const { real, bare: plain, rounds } = await compare({ url: url + a.path, headers: { cookie } }, `${bare.url}/bare/${i}`);
      figures.push({ call: a.name, bytes: a.bytes, real, bare: plain, ratio: median(rounds), rounds });
    }
    const level = process.env.LOG_LEVEL ?? 'défaut du serveur (info)';
    console.log(
      `HTTP : ${CONNECTIONS} connexions, ${ROUNDS} tours alternés de ${Math.max(1, Math.round(DURATION / ROUNDS))} s par côté (après ${WARMUP} s de chauffe), médianes ; journal du serveur : ${level}`,
    );
    for (const f of figures) {
      const line = (label: string, x: Figure) =>
        `  ${label.padEnd(6)} ${x.rps.toFixed(0).padStart(7)} req/s, p99 ${String(x.p99).padStart(4)} ms${x.non2xx || x.errors ? ` (non-2xx ${x.non2xx}, erreurs ${x.errors})` : ''}`;
      console.log(`${f.call} (${(f.bytes / 1024).toFixed(1)} kio) :`);
      console.log(line('réel', f.real));
      console.log(line('nu', f.bare));
      console.log(`  rapport réel/nu : ${pct(f.ratio)} (par tour : ${f.rounds.map(pct).join(', ')})`);
    }
    return figures;
  } finally {
    await bare?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchHttp(process.env.BENCH_URL)
    .then((figures) => {
      if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
