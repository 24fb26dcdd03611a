import { AUTOPILOT_JOB_KIND, type JobLogLine } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChampionnatTest, championnatTestApp, localSource, relay } from '../../../test/factories/index.js';
import { buildApp } from '../../app.js';
import { type Database, openPostgres } from '../../db/client.js';
import { jobs, journees, matchlfps } from '../../db/schema.js';
import type { App } from '../../http/types.js';
import { configureChampionnat } from '../championnat/index.js';
import { autopilotTick } from './tick.js';

// Two server processes on one database (on PostgreSQL when DATABASE_URL is set: two pools, as two processes; on PGlite
// two apps on the one embedded database), both ticking at the same instants, and a source in front of the demo league
// that counts the sheets read: each sheet is read once per poll, each whistle, matchday and log line made once.
let L: ChampionnatTest;
let second: { app: App; database: Database | null };
let source: Awaited<ReturnType<typeof localSource>>;
beforeAll(async () => {
  L = await championnatTestApp();
  const url = process.env.DATABASE_URL ? (L.t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString : undefined;
  const database = url ? await openPostgres(url) : null;
  const app = await buildApp({ ctx: { ...L.t.app.ctx, database: database ?? L.t.database } });
  second = { app, database };
  source = await localSource((req, res) => void relay(`${L.base}/demo-league`, req.url, res));
  const noWait = { policy: { backoff: async () => {} }, pause: async () => {} };
  for (const a of [L.t.app, app]) configureChampionnat(a.ctx, { lfpApiUrl: source.url, ...noWait });
}, 120_000);
afterAll(async () => {
  await source.close();
  await second.app.close();
  await second.database?.close();
  await L.t.close();
});

const both = () => Promise.all([autopilotTick(L.t.app.ctx, L.t.app.log), autopilotTick(second.app.ctx, second.app.log)]);
const sheetReads = () => [...source.hits].filter(([path]) => path.includes('/championship-match/')).reduce((n, [, hits]) => n + hits, 0);

it('two processes ticking together read each live sheet once per poll, see each whistle once and compute the matchday once', async () => {
  const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!j1) throw new Error('no J1');
  const kickoffs = (await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id)).orderBy(asc(matchlfps.kickoffAt))).map(
    (m) => m.kickoffAt.getTime(),
  );
  const first = kickoffs[0] ?? 0;
  const last = kickoffs.at(-1) ?? 0;
  const live = kickoffs.filter((k) => k <= first + 30 * 60_000).length;

  L.t.setNow(new Date(first + 30 * 60_000));
  let reports = await both();
  expect(reports.reduce((n, r) => n + r.polled, 0)).toBe(live);
  expect(sheetReads()).toBe(live);

  L.t.setNow(new Date(last + 150 * 60_000));
  reports = await both();
  expect(reports.reduce((n, r) => n + r.whistles, 0)).toBe(9);
  expect(reports.reduce((n, r) => n + r.results, 0)).toBe(1);
  expect(sheetReads()).toBe(live + 9);
  // Restarted (a new app on the same database): nothing left to do at that instant.
  reports = await both();
  expect(reports.every((r) => r.polled + r.whistles + r.reimported + r.results === 0)).toBe(true);

  const lines = (await L.t.db.select().from(jobs).where(eq(jobs.kind, AUTOPILOT_JOB_KIND))).flatMap((r) => r.log as JobLogLine[]);
  expect(lines.filter((l) => l.details?.some((d) => d.startsWith('points calculés')))).toHaveLength(9);
  expect(lines.filter((l) => l.text.startsWith('Résultats de la J1'))).toHaveLength(1);
  const [after] = await L.t.db.select().from(journees).where(eq(journees.id, j1.id));
  expect(after?.status).toBe(9);
});
