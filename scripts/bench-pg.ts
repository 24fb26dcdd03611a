/**
 * Bench: draft/get.php and compos/getCompo.php under load on PostgreSQL, with one and with two server
 * processes on one database, against a bare Fastify answering the same bytes (server/bench/bare-server.ts).
 *  - a new database beside PG_URL; server A (its own process, the bundle `npm start` runs, as docs/exploitation.md's
 *    deployment runs it) plays the demo season there (DEMO=season), then server B joins it (DEMO=none);
 *  - one process: CONNECTIONS connections on A; two processes: half on A and half on B at the same time,
 *    the requests per second added up (the same load generator, this process, in all three cases);
 *  - after a warm-up, ROUNDS rounds alternate one process, two processes and the bare Fastify; medians, each ratio the
 *    median of its rounds' (a round's sides ran under the same load).
 *
 *   PG_URL=postgres://poolfoot:poolfoot@127.0.0.1:5432/poolfoot_ci npx tsx scripts/bench-pg.ts
 *   BENCH_DURATION (s per side, default 24), BENCH_ROUNDS (default 6), BENCH_CONNECTIONS (default 100), BENCH_PORT (default 3392)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_LIMITS, loginCookie, serverBundle } from '../server/bench/real-server.js';
import { scratchPgDatabase } from '../server/test/db.js';
import { median } from '../server/bench/median.js';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..', 'server');
const DURATION = Number(process.env.BENCH_DURATION ?? 24);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WARMUP = 2;
const POOLER = 'pooler3@poolfoot.test';
const READY = 'Poolfoot prêt';
const TARGETS = [
  { name: 'draft/get.php', path: '/backend/api/draft/get.php' },
  { name: 'compos/getCompo.php', path: '/backend/api/compos/getCompo.php?user_id=3' },
];

type Figure = { rps: number; p99: number; failed: number };
export type PgFigure = { call: string; one: Figure; two: Figure; bare: Figure; ratioOne: number; ratioTwo: number };

const summary = (runs: Figure[]): Figure => ({
  rps: median(runs.map((r) => r.rps)),
  p99: median(runs.map((r) => r.p99)),
  failed: runs.reduce((n, r) => n + r.failed, 0),
});

/** Spawns a process and resolves once its output says `ready`; its output is then drained. */
async function spawnReady(args: string[], env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs: number) {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: SERVER,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
      const m = ready.exec(tail);
      if (m) resolve(m);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} s'est arrêté (code ${code}) :\n${tail}`)));
    setTimeout(() => reject(new Error(`${args.join(' ')} : pas prêt après ${timeoutMs / 1000} s :\n${tail}`)), timeoutMs).unref();
  }).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.resume();
  }
  return {
    match,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const serverOn = async (databaseUrl: string, port: number, demo: 'season' | 'none') =>
  spawnReady(
    [await serverBundle()],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO: demo,
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
      WEB_DIST: '/nonexistent',
      ...BENCH_LIMITS,
    },
    new RegExp(READY),
    900_000,
  );

/** Load on each URL at once, the connections shared out; the requests per second added up. */
async function load(urls: string[], headers: Record<string, string>, duration: number): Promise<Figure> {
  const each = Math.floor(CONNECTIONS / urls.length);
  const results = await Promise.all(urls.map((url) => autocannon({ url, connections: each, duration, headers })));
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}

export async function benchPg(pgUrl: string): Promise<PgFigure[]> {
  const db = await scratchPgDatabase(pgUrl, 'poolfoot_bench');
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-bench-pg-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const port = Number(process.env.BENCH_PORT ?? 3392);
    console.log('PostgreSQL : le serveur A joue la démo saison (quelques minutes)…');
    const a = await serverOn(db.url, port, 'season');
    stops.push(a.stop);
    const b = await serverOn(db.url, port + 1, 'none');
    stops.push(b.stop);
    const [urlA, urlB] = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];
    const cookie = await loginCookie(urlA, POOLER);
    const headers = { cookie };
    const routes = [];
    for (const [i, t] of TARGETS.entries()) {
      const [onA, onB] = await Promise.all([urlA, urlB].map((u) => fetch(u + t.path, { headers })));
      const body = Buffer.from(await (onA as Response).arrayBuffer());
      const other = Buffer.from(await (onB as Response).arrayBuffer());
      if (onA?.status !== 200 || !body.equals(other))
        throw new Error(`${t.name} : ${onA?.status}, A et B ${body.equals(other) ? 'pareils' : 'différents'}`);
      const file = join(dir, `answer-${i}`);
      writeFileSync(file, body);
      routes.push({ path: `/bare/${i}`, file, contentType: onA.headers.get('content-type') ?? 'application/json' });
    }
    const bare = await spawnReady(
      ['--import', 'tsx', join(SERVER, 'bench', 'bare-server.ts')],
      { BARE_ROUTES: JSON.stringify(routes) },
      /listening (\d+)/,
      60_000,
    );
    stops.push(bare.stop);
    const bareUrl = `http://127.0.0.1:${bare.match[1]}`;

    const figures: PgFigure[] = [];
    const seconds = Math.max(1, Math.round(DURATION / ROUNDS));
    for (const [i, t] of TARGETS.entries()) {
      const sides = { one: [urlA + t.path], two: [urlA + t.path, urlB + t.path], bare: [`${bareUrl}/bare/${i}`] };
      for (const urls of Object.values(sides)) await load(urls, headers, WARMUP);
      const runs: Record<keyof typeof sides, Figure[]> = { one: [], two: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [side, urls] of Object.entries(sides) as [keyof typeof sides, string[]][])
          runs[side].push(await load(urls, headers, seconds));
      }
      const [one, two, plain] = [summary(runs.one), summary(runs.two), summary(runs.bare)];
      const ratio = (side: Figure[]) => median(side.map((r, k) => r.rps / (runs.bare[k]?.rps ?? Number.POSITIVE_INFINITY)));
      figures.push({ call: t.name, one, two, bare: plain, ratioOne: ratio(runs.one), ratioTwo: ratio(runs.two) });
    }
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      `PostgreSQL : ${CONNECTIONS} connexions, ${ROUNDS} tours alternés de ${seconds} s par côté (après ${WARMUP} s de chauffe), médianes`,
    );
    for (const f of figures) {
      const line = (label: string, x: Figure) =>
        `  ${label.padEnd(14)} ${x.rps.toFixed(0).padStart(7)} req/s, p99 ${String(x.p99).padStart(4)} ms${x.failed ? ` (${x.failed} en échec)` : ''}`;
      console.log(`${f.call} :`);
      console.log(line('1 processus', f.one));
      console.log(line('2 processus', f.two));
      console.log(line('Fastify nu', f.bare));
      console.log(`  rapport réel/nu : 1 processus ${pct(f.ratioOne)}, 2 processus ${pct(f.ratioTwo)}`);
    }
    return figures;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
    await db.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pgUrl = process.env.PG_URL;
  if (!pgUrl) {
    console.log('PostgreSQL : ignoré (PG_URL non défini, ex. postgres://poolfoot:poolfoot@127.0.0.1:5432/poolfoot_ci)');
  } else {
    benchPg(pgUrl).catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  }
}
