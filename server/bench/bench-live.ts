/**
 * Bench: a live matchday followed by the autopilot, on the demo league, the real app and its real calls.
 * The demo world's matchday 34 is the one Ligue 1 plays at once (its nine matches kick off at 21:00; one of them,
 * Nantes–Toulouse, was never played and stays before kickoff), so it is made the active matchday (1 to 33 marked
 * finished: a scene, not a played season). Two figures:
 *  1. the server's work per poll with the nine matches live: one autopilot tick reading the nine sheets, each round a
 *     poll interval later: requests to the league (counted at a relay in front of the demo league), the database's
 *     statements and their time (PGlite: every statement timed; PostgreSQL: the tick's time only), the tick's time;
 *  2. from the end of a match on the league (the demo league's whistle) to its players' final points on screen: the
 *     autopilot's own timer runs on a fast clock (SPEED times the real one, woken SPEED times as often), a pooler's
 *     page stand-in holds the live stream and, at each change, reads a player of each ended match as the points
 *     explanation does (stats/player_points.php) until his points of the matchday are there. The demo's matches end on
 *     whole minutes, so the polls' phase against the whistles decides the wait: three runs, the polls 0.1, 0.5 and 0.9
 *     of an interval after the whole minute. In clock time (the work's real time counts SPEED times); aim: under 2
 *     poll intervals.
 * Run: cd server && npx tsx bench/bench-live.ts   (on PostgreSQL: DATABASE_URL=… npx tsx bench/bench-live.ts)
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { autopilotCalls, statsCalls } from '@poolfoot/domain';
import { asc, eq, lt } from 'drizzle-orm';
import { journees, matchlfps, playerStats } from '../src/db/schema.js';
import { demoWhistle } from '../src/demo/index.js';
import { autopilotTick, startAutopilot, WAKE_MS } from '../src/features/autopilot/index.js';
import { configureChampionnat } from '../src/features/championnat/index.js';
import { cookieOf, championnatTestApp, localSource, relay } from '../test/factories/index.js';
import { sqlMeter } from './sql-meter.js';
import { median } from './median.js';

const ROUNDS = 5;
const SPEED = 20;
const PHASES = [0.1, 0.5, 0.9];
const MIN = 60_000;

/** The demo world with matchday 34 active, its league behind a counting relay; 20 minutes into its matches. */
async function scene() {
  const L = await championnatTestApp();
  const { t } = L;
  const league = await localSource((req, res) => relay(`${L.base}/demo-league`, req.url, res));
  configureChampionnat(t.app.ctx, { lfpApiUrl: league.url, policy: { backoff: async () => {}, timeoutMs: 10_000 }, pause: async () => {} });
  await t.db.update(journees).set({ status: 9 }).where(lt(journees.numjournee, 34));
  const [j34] = await t.db.select().from(journees).where(eq(journees.numjournee, 34));
  if (!j34) throw new Error('no matchday 34');
  const matches = await t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j34.id)).orderBy(asc(matchlfps.id));
  const kickoff = Math.min(...matches.map((m) => m.kickoffAt.getTime()));
  if (matches.length !== 9 || matches.some((m) => m.kickoffUnknown || m.kickoffAt.getTime() !== kickoff))
    throw new Error('matchday 34: nine firm kickoffs at the same time expected');
  const { autopilot } = (await L.admin.call(autopilotCalls.pipeline, { numjournee: 34 })).json() as { autopilot: { poll_seconds: number } };
  const pollMs = autopilot.poll_seconds * 1000;
  t.setNow(new Date(kickoff + 20 * MIN));
  return {
    L,
    j34,
    matches,
    pollMs,
    requests: () => [...league.hits.values()].reduce((a, b) => a + b, 0),
    close: async () => {
      await league.close();
      await t.close();
    },
  };
}
type Scene = Awaited<ReturnType<typeof scene>>;

/** Figure 1: ROUNDS polls of the nine live sheets, a poll interval apart, after a first one that stores their lines. */
async function workPerPoll({ L: { t }, pollMs, requests }: Scene) {
  const meter = t.database.kind === 'pglite' ? sqlMeter((t.db as unknown as { $client: PGlite }).$client) : null;
  console.log(`Par relevé, 9 matchs en direct (${t.database.kind}, un relevé toutes les ${pollMs / 1000} s) :`);
  const rounds: { ms: number; requests: number; sql: number; statements: number }[] = [];
  for (let i = 0; i <= ROUNDS; i++) {
    if (i > 0) t.setNow(new Date(t.now().getTime() + pollMs));
    const before = requests();
    let polled = 0;
    const run = async () => {
      polled = (await autopilotTick(t.app.ctx, t.app.log)).polled;
    };
    const t0 = performance.now();
    const measured = meter ? await meter.measure(run) : await run();
    const ms = performance.now() - t0;
    if (polled !== 9) throw new Error(`round ${i}: ${polled} sheets read, 9 expected`);
    const totals = measured ? [...measured.totals.values()] : [];
    const round = {
      ms,
      requests: requests() - before,
      sql: totals.reduce((a, k) => a + k.ms, 0),
      statements: totals.reduce((a, k) => a + k.n, 0),
    };
    const sql = meter ? `${round.statements} requêtes SQL en ${round.sql.toFixed(0)} ms, ` : '';
    console.log(
      `  ${i === 0 ? 'premier relevé' : `relevé ${i}`} : ${round.requests} requêtes à la ligue, ${sql}${ms.toFixed(0)} ms en tout`,
    );
    if (i > 0) rounds.push(round);
  }
  const sql = meter
    ? `${median(rounds.map((r) => r.statements))} requêtes SQL, base ${median(rounds.map((r) => r.sql)).toFixed(0)} ms, `
    : '';
  console.log(
    `Travail par relevé (médiane, ${t.database.kind}) : ${median(rounds.map((r) => r.requests))} requêtes à la ligue, ${sql}${median(rounds.map((r) => r.ms)).toFixed(0)} ms en tout`,
  );
}

/**
 * Figure 2, one run: the clock set `phase` of a poll interval after a whole minute, two minutes before the first
 * whistle, then running SPEED times faster; answers each played match's wait from its whistle to its points on screen.
 */
async function whistles({ L, j34, matches, pollMs }: Scene, phase: number): Promise<number[]> {
  const { t } = L;
  const ends = matches.flatMap((m) => {
    const whistle = demoWhistle(m.matchLfpId, m.kickoffAt);
    return whistle ? [{ id: m.id, end: whistle.getTime() }] : [];
  });
  // The followed player of each match: one with a line in its live sheet (read by a first poll).
  await autopilotTick(t.app.ctx, t.app.log);
  const followed = new Map<number, number>();
  for (const { id } of ends) {
    const [line] = await t.db
      .select({ joueurId: playerStats.joueurId })
      .from(playerStats)
      .where(eq(playerStats.matchlfpId, id))
      .orderBy(asc(playerStats.joueurId))
      .limit(1);
    if (!line) throw new Error(`no live line for match ${id}`);
    followed.set(id, line.joueurId);
  }
  const start = Math.min(...ends.map((e) => e.end)) - 2 * MIN + phase * pollMs;
  const realStart = performance.now();
  const clock = () => start + (performance.now() - realStart) * SPEED;
  t.setNow(new Date(start));
  const ticking = setInterval(() => t.setNow(new Date(clock())), 5);
  // Signed in at the clock's now: a session from the scene's start, months earlier on this clock, has expired.
  const cookie = await cookieOf(t.app, L.r.pooler);
  const pooler = t.as({ cookie });
  const stream = await fetch(`${L.base}/backend/api/live/stream.php?topics=resultats`, { headers: { cookie } });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('no live stream');
  const autopilot = startAutopilot(t.app, WAKE_MS / SPEED);
  const seen = new Map<number, number>();
  const look = async () => {
    const at = clock();
    for (const { id, end } of ends) {
      if (seen.has(id) || at < end) continue;
      const res = await pooler.call(statsCalls.playerPoints, { joueur_id: followed.get(id) ?? 0 });
      const rows = res.json().points as { journee_id: number }[];
      if (rows.some((r) => r.journee_id === j34.id)) seen.set(id, clock() - end);
    }
  };
  const decoder = new TextDecoder();
  const deadline = performance.now() + 120_000;
  while (seen.size < ends.length && performance.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    if (decoder.decode(value).includes('event: change')) await look();
  }
  await reader.cancel();
  await autopilot.stop();
  clearInterval(ticking);
  if (seen.size < ends.length) throw new Error(`phase ${phase}: only ${seen.size} of ${ends.length} matches' points seen`);
  return [...seen.values()];
}

async function main() {
  const first = await scene();
  try {
    await workPerPoll(first);
  } finally {
    await first.close();
  }
  const lags: number[] = [];
  let pollMs = 0;
  for (const phase of PHASES) {
    const s = await scene();
    pollMs = s.pollMs;
    try {
      const run = await whistles(s, phase);
      console.log(`  relevés à ${phase} intervalle après la minute : ${run.map((ms) => `${(ms / 1000).toFixed(0)} s`).join(', ')}`);
      lags.push(...run);
    } finally {
      await s.close();
    }
  }
  const worst = Math.max(...lags);
  console.log(
    `Coup de sifflet → points définitifs à l'écran (horloge ×${SPEED}, relevé ${pollMs / 1000} s, ${lags.length} matchs) : médiane ${(median(lags) / 1000).toFixed(0)} s, pire ${(worst / 1000).toFixed(0)} s, soit ${(worst / pollMs).toFixed(2)} intervalle de relevé`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
