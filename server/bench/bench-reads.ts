/**
 * Bench: the reads that grow with the season, each read afresh (a login just before writes to the database, so no kept
 * answer or ranking serves it): stats/top_players.php?limit=100, stats/players.php, and what /classement reads
 * (resultats/getGeneral.php, getHistory.php, getByJournee.php). The real server as production runs it (its own
 * process, PGlite in a folder), on the demo season (DEMO=season, BENCH_PLAYED matchdays played, 10 by default).
 * With BENCH_BEFORE=<another version's server folder>, that version runs too, on a copy of the same data, and the two
 * answer in turns (the machine's noise falls on both); each side is left 15 s after its start first (PGlite's statistics
 * are kept within 10 s of a start, db/statistics.ts). Figures: median and max per call, ms.
 *
 *   cd server && npx tsx bench/bench-reads.ts    BENCH_ROUNDS (default 30) calls of each, BENCH_PORT (3470 to 3472),
 *   BENCH_JSON=<file>
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loginCookie, type RealServer, startRealServer } from './real-server.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PLAYED = process.env.BENCH_PLAYED ?? '10';
const POOLER = 'pooler3@poolfoot.test';
/** The seeding server's port, then each side's. */
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const CALLS = [
  'stats/top_players.php?limit=100',
  'stats/players.php',
  'resultats/getGeneral.php',
  'resultats/getHistory.php',
  `resultats/getByJournee.php?journee_id=`,
] as const;
type Side = { name: string; server: RealServer; journeeId: number; times: Map<string, number[]> };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(url: string, path: string, cookie: string) {
  const res = await fetch(`${url}/backend/api/${path}`, { headers: { cookie } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path} : ${res.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as Record<string, unknown>;
}

/** One call read afresh: a login first (a write: nothing kept survives it), then the call alone is timed. */
async function timed(side: Side, call: string) {
  const cookie = await loginCookie(side.server.url, POOLER);
  const path = call.endsWith('=') ? `${call}${side.journeeId}` : call;
  const t0 = performance.now();
  await get(side.server.url, path, cookie);
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'poolfoot-reads-'));
  const seeded = join(root, 'seeded');
  const sides: Side[] = [];
  try {
    const versions = [
      ...(process.env.BENCH_BEFORE ? [{ name: 'avant', serverDir: process.env.BENCH_BEFORE }] : []),
      { name: 'après', serverDir: undefined },
    ];
    // The demo season played once, by the first version (its data as that version leaves it: an upgrade's), then each
    // side starts on its own copy of it.
    process.env.DEMO_PLAYED = PLAYED;
    const first = versions[0]?.serverDir;
    const seeding = await startRealServer({ port: PORT, dataDir: seeded, logLevel: 'info', ...(first ? { serverDir: first } : {}) });
    await seeding.stop();
    for (const [i, v] of versions.entries()) {
      const dataDir = join(root, v.name);
      cpSync(seeded, dataDir, { recursive: true });
      const server = await startRealServer({
        port: PORT + 1 + i,
        dataDir,
        logLevel: 'info',
        ...(v.serverDir ? { serverDir: v.serverDir } : {}),
      });
      const cookie = await loginCookie(server.url, POOLER);
      const list = (await get(server.url, 'journees/list.php', cookie)) as { journees: { id: number; numjournee: number }[] };
      const journeeId = list.journees.find((j) => j.numjournee === Number(PLAYED))?.id ?? 0;
      sides.push({ name: v.name, server, journeeId, times: new Map(CALLS.map((c) => [c, []])) });
    }
    await sleep(15_000);
    for (let round = -3; round < ROUNDS; round++) {
      for (const call of CALLS) {
        for (const side of sides) {
          const ms = await timed(side, call);
          if (round >= 0) side.times.get(call)?.push(ms);
        }
      }
    }
    const figures = sides.map((s) => ({
      side: s.name,
      calls: Object.fromEntries([...s.times].map(([call, xs]) => [call, { median: median(xs), max: Math.max(...xs) }])),
    }));
    console.log(`démo saison, ${PLAYED} journées jouées, ${ROUNDS} appels de chaque, chacun après une écriture (ms) :`);
    for (const call of CALLS) {
      const cells = figures.map((f) => {
        const m = f.calls[call];
        return `${f.side} ${m?.median.toFixed(1)} (max ${m?.max.toFixed(0)})`;
      });
      console.log(`  ${call.padEnd(36)} ${cells.join('   ')}`);
    }
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ played: PLAYED, rounds: ROUNDS, figures }, null, 2));
  } finally {
    for (const s of sides) await s.server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
