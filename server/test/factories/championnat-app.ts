import { type Endpoint, type ChampionnatJob, championnatCalls } from '@poolfoot/domain';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { seedDemo } from '../../src/demo/index.js';
import {
  clubSquadSnapshots,
  clubs,
  compos,
  journees,
  joueurs,
  matchlfps,
  playerPoints,
  playerStats,
  teamPlayers,
  tmPlayers,
} from '../../src/db/schema.js';
import { configureChampionnat } from '../../src/features/championnat/index.js';
import { waitForJobs } from '../../src/jobs/run.js';
import { type TestApp, testApp } from '../app.js';
import type { InputArgs } from '../caller.js';
import { roles } from './users.js';

/** The championnat tests' world (no vitest here: the live bench builds it too): the app on the demo world, listening for real, and tiny local sources in front of it. */
export type ChampionnatTest = Awaited<ReturnType<typeof championnatTestApp>>;

/** The real app on the seeded demo world, listening on a free port, its league pointed at its own demo league, no real waiting. */
export async function championnatTestApp(env: Record<string, string> = {}) {
  const t: TestApp = await testApp({ DEMO: 'draft', ...env });
  await seedDemo(t.db, { now: t.now() });
  const r = await roles(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const useDemo = () =>
    configureChampionnat(t.app.ctx, {
      lfpApiUrl: `${base}/demo-league`,
      tmUrl: `${base}/demo-league/tm`,
      policy: { backoff: async () => {}, timeoutMs: 10_000 },
      pause: async () => {},
    });
  useDemo();
  /** The admin who runs the imports. */
  const admin = t.as(r.admin);
  /** Starts a job (its call is a POST), waits for the job's end, and answers the finished job. */
  const runJob = async <E extends Endpoint>(e: E, ...input: InputArgs<E>) => {
    const res = await admin.call(e, ...input);
    if (res.statusCode !== 200) throw new Error(`${e.path} : ${res.statusCode} ${res.body}`);
    await waitForJobs(t.app.ctx);
    const job = await admin.call(championnatCalls.job, { id: res.json().job.id });
    return job.json().job as ChampionnatJob;
  };
  /** Everything championnat imports write, to show a run changed nothing. */
  const snapshot = async () =>
    JSON.stringify({
      matchs: await t.db.select().from(matchlfps).orderBy(asc(matchlfps.id)),
      stats: await t.db.select().from(playerStats).orderBy(asc(playerStats.id)),
      joueurs: await t.db.select().from(joueurs).orderBy(asc(joueurs.id)),
      snapshots: await t.db.select().from(clubSquadSnapshots).orderBy(asc(clubSquadSnapshots.clubId)),
      tm: await t.db.select().from(tmPlayers).orderBy(asc(tmPlayers.id)),
    });
  return { t, r, base, useDemo, admin, runJob, snapshot };
}

/** A tiny local HTTP source: the handler answers each request; hits counts requests per path. */
export async function localSource(handler: (req: IncomingMessage, res: ServerResponse, hit: number) => void | Promise<void>) {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    void handler(req, res, n);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers what `upstream` answers for that path (a source in front of the demo league). */
export async function relay(upstream: string, path: string | undefined, res: ServerResponse) {
  const answer = await fetch(`${upstream}${path ?? '/'}`);
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(await answer.text());
}

/** Runs league/setup.php as `admin` (confirmed), waits for its job and answers the finished job. */
export async function runSetup(t: TestApp, admin: ReturnType<TestApp['as']>, newSeason?: true): Promise<ChampionnatJob> {
  const res = await admin.call(championnatCalls.setup, { confirm: true, new_season: newSeason });
  if (res.statusCode !== 200) throw new Error(`league/setup.php : ${res.statusCode} ${res.body}`);
  await waitForJobs(t.app.ctx);
  return (await admin.call(championnatCalls.job, { id: res.json().job.id })).json().job;
}

/** What a set-up re-run must leave alone: ownership, lineups, points, and what an admin set (positions, postponed marks). */
export const setupUntouchable = async (t: TestApp) =>
  JSON.stringify({
    teams: await t.db.select().from(teamPlayers).orderBy(asc(teamPlayers.id)),
    compos: await t.db.select().from(compos).orderBy(asc(compos.id)),
    points: await t.db.select().from(playerPoints).orderBy(asc(playerPoints.id)),
    clubs: await t.db.select().from(clubs).orderBy(asc(clubs.id)),
    journees: await t.db.select().from(journees).orderBy(asc(journees.id)),
    manual: await t.db.select().from(joueurs).where(eq(joueurs.posteManual, true)),
    postponed: await t.db.select({ id: matchlfps.id }).from(matchlfps).where(eq(matchlfps.postponed, true)),
  });
