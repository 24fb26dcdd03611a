import { autopilotCalls, type PipelineAnswer } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieOf, type ChampionnatTest, championnatTestApp, localSource, testSeason } from '../../../test/factories/index.js';
import { mulberry32, playDemoSeason } from '../../demo/index.js';
import { journees, matchlfps, playerPoints, playerStats, resultats } from '../../db/schema.js';
import { dumpDatabase, restoreDatabase } from '../backup/index.js';
import { configureChampionnat } from '../championnat/index.js';
import { generalRanking } from '../resultats/index.js';
import { autopilotTick } from './tick.js';

/**
 * The same matchday played by the autopilot twice from the same season, once on the clean
 * demo league and once behind a source that fails about a third of the requests (hangs past the timeout, 5xx, 429 with
 * Retry-After, empty, truncated and wrong-shape bodies, an older sheet after a newer one, a skeleton sheet). The final
 * matches, stat lines, points, results and ranking are the same; every failure is said in the log.
 */
const MIN = 60_000;
const FAULTS = ['hang', '500', '429', 'empty', 'truncated', 'shape', 'older', 'skeleton'] as const;
type Fault = (typeof FAULTS)[number];

let clean: ChampionnatTest;
let faulty: ChampionnatTest;
let proxy: Awaited<ReturnType<typeof localSource>>;
const served: Record<Fault | 'ok', number> = {
  ok: 0,
  hang: 0,
  '500': 0,
  '429': 0,
  empty: 0,
  truncated: 0,
  shape: 0,
  older: 0,
  skeleton: 0,
};
let first = 0;
let last = 0;
let kickoffs: number[] = [];

beforeAll(async () => {
  clean = await championnatTestApp();
  faulty = await championnatTestApp();
  // One season for both: the draft and matchday 1's lineups played on the clean one before kickoff, copied to the other.
  const [j1] = await clean.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!j1) throw new Error('no J1');
  kickoffs = (await clean.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id)).orderBy(asc(matchlfps.kickoffAt))).map((m) =>
    m.kickoffAt.getTime(),
  );
  [first, last] = [kickoffs[0] ?? 0, kickoffs.at(-1) ?? 0];
  for (const app of [clean, faulty]) app.t.setNow(new Date(first - 60 * MIN));
  await playDemoSeason(clean.t.app, pino({ level: 'silent' }), 1);
  await restoreDatabase(faulty.t.db, await dumpDatabase(clean.t.db, clean.t.now()));

  const upstream = `${faulty.base}/demo-league`;
  const firstSeen = new Map<string, string>();
  // Seeded: the same faults at every run.
  const random = mulberry32(2025);
  proxy = await localSource(async (req, res) => {
    const path = req.url ?? '/';
    const key = new URL(path, upstream).pathname;
    const answer = await fetch(`${upstream}${path}`);
    const body = await answer.text();
    if (answer.ok && !firstSeen.has(key)) firstSeen.set(key, body);
    const fault = random() < 1 / 3 ? FAULTS[Math.floor(random() * FAULTS.length)] : undefined;
    served[fault ?? 'ok']++;
    const send = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    };
    if (fault === 'hang') setTimeout(() => (res.destroyed ? undefined : send(answer.status, body)), 400);
    else if (fault === '500') send(503, '');
    else if (fault === '429') send(429, '', { 'retry-after': '60' });
    else if (fault === 'empty') send(200, '');
    else if (fault === 'truncated') send(200, body.slice(0, Math.floor(body.length / 2)));
    else if (fault === 'shape') send(200, '{"matches":"aucun"}');
    else if (fault === 'older') send(answer.status, firstSeen.get(key) ?? body);
    else if (fault === 'skeleton' && key.startsWith('/championship-match/')) {
      const sheet = JSON.parse(body) as Record<string, unknown> & { home: object; away: object };
      delete sheet.period;
      send(200, JSON.stringify({ ...sheet, home: { ...sheet.home, players: {} }, away: { ...sheet.away, players: {} } }));
    } else send(answer.status, body);
  });
  configureChampionnat(faulty.t.app.ctx, { lfpApiUrl: proxy.url, policy: { timeoutMs: 250, tries: 3, backoff: async () => {} } });
}, 300_000);
afterAll(async () => {
  await proxy.close();
  await clean.t.close();
  await faulty.t.close();
});

/** A server at an instant, ticked once. */
async function tick(app: ChampionnatTest, at: number) {
  app.t.setNow(new Date(at));
  await autopilotTick(app.t.app.ctx, app.t.app.log);
}

const outcome = async (app: ChampionnatTest) => ({
  matchs: (await app.t.db.select().from(matchlfps).orderBy(asc(matchlfps.id))).map((m) => [m.id, m.period, m.homeScore, m.awayScore]),
  stats: (await app.t.db.select().from(playerStats).orderBy(asc(playerStats.matchlfpId), asc(playerStats.joueurId))).map(
    ({ id: _, ...line }) => line,
  ),
  points: (await app.t.db.select().from(playerPoints).orderBy(asc(playerPoints.joueurId))).map((p) => [p.joueurId, p.points, p.played]),
  resultats: (await app.t.db.select().from(resultats).orderBy(asc(resultats.userId))).map(({ id: _, ...r }) => r),
  ranking: await generalRanking(app.t.db, await testSeason(app.t.db)),
});

it('the matchday behind a failing league ends as the clean one: matches, stat lines, points, results, ranking', async () => {
  // Its admin (the same accounts on both: one season) follows it meanwhile: the app answers, never a 5xx.
  const admin = faulty.t.as({ cookie: await cookieOf(faulty.t.app, clean.r.admin) });
  const answers: number[] = [];
  const look = async () => {
    answers.push((await admin.call(autopilotCalls.pipeline, { numjournee: 1 })).statusCode);
    answers.push((await admin.call(autopilotCalls.live, {})).statusCode);
  };
  // The clean league: every ten minutes through the matches, then hourly through the night and the next day.
  for (let at = first; at <= last + 150 * MIN; at += 10 * MIN) await tick(clean, at);
  for (let at = last + 210 * MIN; at <= last + 150 * MIN + 26 * 60 * MIN; at += 60 * MIN) await tick(clean, at);
  // The failing one: every four minutes through each match (a read each time, the retries' waits counted from the
  // failures) and every ten minutes between two (the re-reads due meanwhile, a few minutes later: a tick with nothing
  // live and nothing due asks the source nothing), then every quarter of an hour (the re-reads and their retries).
  const playing = (at: number) => kickoffs.some((k) => at >= k && at <= k + 150 * MIN);
  for (let at = first; at <= last + 150 * MIN; at += 2 * MIN) {
    if ((at - first) % ((playing(at) ? 4 : 10) * MIN) === 0) await tick(faulty, at);
    if ((at - first) % (30 * MIN) === 0) await look();
  }
  for (let at = last + 165 * MIN; at <= last + 150 * MIN + 26 * 60 * MIN; at += 15 * MIN) await tick(faulty, at);
  await look();
  expect(new Set(answers)).toEqual(new Set([200]));
  // Every failure said: a KO line in the autopilot's log for each read that failed.
  const log = ((await admin.call(autopilotCalls.pipeline, { numjournee: 1 })).json() as PipelineAnswer).job?.log ?? [];
  expect(log.filter((l) => l.level === 'ko').length).toBeGreaterThan(0);

  expect(Object.values(served).reduce((a, b) => a + b, 0) - served.ok).toBeGreaterThan(10);
  const [j1c] = await clean.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  const [j1f] = await faulty.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  expect([j1c?.status, j1f?.status]).toEqual([9, 9]);
  expect(await outcome(faulty)).toEqual(await outcome(clean));
}, 600_000);
