import {
  AUTOPILOT_MSG,
  autopilotCalls,
  CHAMPIONNAT_MSG,
  championnatCalls,
  matchlfpsCalls,
  type PipelineAnswer,
  resultatsCalls,
} from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChampionnatTest, championnatTestApp, localSource } from '../../../test/factories/index.js';
import { journees, matchlfps, playerStats } from '../../db/schema.js';
import { configureChampionnat } from '../championnat/index.js';
import { REIMPORTS_AFTER_MS, autopilotTick } from './tick.js';

/**
 * The league's answers going backwards. A source in front of the demo league keeps every answer it
 * relayed, and can serve, instead of the league's latest, the first one it saw (an older sheet after a newer one), a
 * skeleton (no period, no players), or a 429 with Retry-After. Nothing of it reaches what is stored, and a match
 * whose re-reads are over is not taken for a live one again while its matchday stays open.
 */
type Mode = 'relay' | 'older' | 'skeleton' | 'wait';
let L: ChampionnatTest;
let mode: Mode = 'relay';
/** Match paths always served their first answer (a match the league never plays). */
const held = new Set<string>();
const seen = new Map<string, string>();
let source: Awaited<ReturnType<typeof localSource>>;
let matches: (typeof matchlfps.$inferSelect)[];
let last: number;
const MIN = 60_000;

function skeleton(body: string) {
  const sheet = JSON.parse(body) as Record<string, unknown> & { home: Record<string, unknown>; away: Record<string, unknown> };
  delete sheet.period;
  return JSON.stringify({ ...sheet, home: { ...sheet.home, players: {} }, away: { ...sheet.away, players: {} } });
}

beforeAll(async () => {
  L = await championnatTestApp();
  const upstream = `${L.base}/demo-league`;
  source = await localSource(async (req, res) => {
    const path = req.url ?? '/';
    // Keyed without the query: the league ignores the season asked for.
    const key = new URL(path, source.url).pathname;
    const sheet = path.startsWith('/championship-match/');
    const week = path.includes('/game-week/');
    if (mode === 'wait' && sheet) {
      res.writeHead(429, { 'retry-after': '600' });
      res.end();
      return;
    }
    const answer = await fetch(`${upstream}${path}`);
    const body = await answer.text();
    if (!seen.has(key) && answer.ok) seen.set(key, body);
    const first = seen.get(key) ?? body;
    const out = held.has(key) || (mode === 'older' && (sheet || week)) ? first : mode === 'skeleton' && sheet ? skeleton(body) : body;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(out);
  });
  configureChampionnat(L.t.app.ctx, { lfpApiUrl: source.url });
  const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!j1) throw new Error('no J1');
  matches = await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id)).orderBy(asc(matchlfps.kickoffAt));
  last = matches.at(-1)?.kickoffAt.getTime() ?? 0;
  // The league never plays the last match: its sheet stays the one before kickoff, seen now.
  const never = `/championship-match/${matches.at(-1)?.matchLfpId}`;
  await fetch(`${source.url}${never}`);
  held.add(never);
  // The game week as it stood before kickoff, seen too.
  await fetch(`${source.url}/championship-matches/championship/1/game-week/1`);
}, 120_000);
afterAll(async () => {
  await source.close();
  await L.t.close();
});

const tick = () => autopilotTick(L.t.app.ctx, L.t.app.log);
const at = (ms: number) => L.t.setNow(new Date(ms));
const log = async () =>
  ((await L.t.as(L.r.admin).call(autopilotCalls.pipeline, { numjournee: 1 })).json() as PipelineAnswer).job?.log ?? [];
const stored = async () =>
  JSON.stringify({
    matchs: (await L.t.db.select().from(matchlfps).orderBy(asc(matchlfps.id))).map((m) => [m.id, m.period, m.homeScore, m.awayScore]),
    stats: await L.t.db.select().from(playerStats).orderBy(asc(playerStats.id)),
  });
const minutesOf = (i: number) => (REIMPORTS_AFTER_MS[i] ?? 0) / MIN;
/** The matches read live half an hour after the first kickoff: their first sheet seen is a first-half one. */
const early = () => matches.filter((m) => m.kickoffAt.getTime() <= (matches[0]?.kickoffAt.getTime() ?? 0) + 30 * MIN).length;

describe('the league going backwards, and a matchday left open by a match never played', () => {
  it('the first match is read live, then every other match to its whistle; the never-played one keeps the matchday open', async () => {
    at((matches[0]?.kickoffAt.getTime() ?? 0) + 30 * MIN);
    expect((await tick()).polled).toBeGreaterThan(0);
    at(last + 150 * MIN);
    const report = await tick();
    expect(report.whistles).toBe(8);
    expect(report.results).toBe(0);
    const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
    expect(j1?.status).not.toBe(9);
  });

  it('an older sheet at a re-read (a first half after the final) is doubted: no finished match goes back, nothing written', async () => {
    const before = await stored();
    mode = 'older';
    try {
      at(last + 150 * MIN + minutesOf(0) * MIN);
      // The matches first seen live are served that first-half sheet; the others' first answer was already the final.
      expect((await tick()).reimported).toBe(8 - early());
      const doubted = (await log()).filter(
        (l) => l.level === 'ko' && l.text.includes(CHAMPIONNAT_MSG.sheetBehind('firstHalf', 'fullTime')),
      );
      expect(doubted).toHaveLength(early());
      expect(await stored()).toBe(before);
      // The matches fetched again by the admin, the league answering the game week as it stood before kickoff: every
      // match keeps its final period and score.
      const job = await L.runJob(championnatCalls.importLfp, { numjournee: 1 });
      expect(job.ko).toBe(0);
      const after = await stored();
      expect(after).toBe(before);
    } finally {
      mode = 'relay';
    }
  });

  it('a skeleton sheet (no period, no players) is doubted: the stat lines stay, the match stays finished', async () => {
    const before = await stored();
    mode = 'skeleton';
    try {
      // The re-read tried again after its wait, still answered with a skeleton.
      at(last + 150 * MIN + minutesOf(0) * MIN + 5 * MIN);
      expect((await tick()).reimported).toBe(0);
      // A sheet without its period reads as not started.
      const doubted = (await log()).filter((l) => l.level === 'ko' && l.text.includes(CHAMPIONNAT_MSG.sheetBehind('preMatch', 'fullTime')));
      expect(doubted).toHaveLength(early());
      expect(await stored()).toBe(before);
      // The admin's own import of the stats meets the same answer: every finished match refused, nothing written.
      const job = await L.runJob(championnatCalls.importLfpStats, { numjournee: 1 });
      expect(job.ko).toBe(8);
      expect(await stored()).toBe(before);
    } finally {
      mode = 'relay';
    }
  });

  it('each step once: past the last re-read, a finished match of the open matchday is not read as live again', async () => {
    const whistled = async () => (await log()).filter((l) => l.text.includes(' : terminé')).length;
    const whistles = await whistled();
    expect(whistles).toBe(8);
    let reimported = 0;
    for (const minutes of [minutesOf(0) + 40, minutesOf(1), minutesOf(2), minutesOf(2) + 1, minutesOf(2) + 2, minutesOf(2) + 60]) {
      at(last + 150 * MIN + minutes * MIN);
      const r = await tick();
      expect(r.whistles, `${minutes} min`).toBe(0);
      reimported += r.reimported;
    }
    // The first re-read of the matches it had doubted, then the second and the third of all 8, and no more.
    expect(reimported).toBe(early() + 16);
    expect(await whistled()).toBe(whistles);
    const ranking = (await L.t.as(L.r.admin).call(resultatsCalls.getGeneral)).json().classement;
    expect(ranking.every((r: { points_classement: number }) => r.points_classement === 0)).toBe(true);
  });

  it('a source answering 429 with Retry-After is not asked again before the time it said', async () => {
    // Matchday 1's never-played match is still followed: its sheet asked once per poll interval.
    const now = last + 150 * MIN + (minutesOf(2) + 120) * MIN;
    mode = 'wait';
    try {
      at(now);
      await tick();
      const wait = (await log()).at(-1);
      expect(wait).toMatchObject({ level: 'ko' });
      expect(wait?.text).toContain(AUTOPILOT_MSG.pollFailed(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceWait(429, 600), 1), 10));
    } finally {
      mode = 'relay';
    }
    at(now + 9 * MIN);
    expect((await tick()).polled).toBe(0);
    at(now + 10 * MIN);
    expect((await tick()).polled).toBe(1);
  });
});

describe('a match the league never plays', () => {
  it('is shown in one state, not played, and the admin is told to mark it postponed; marked, the matchday closes', async () => {
    const never = matches.at(-1);
    if (!never) throw new Error('no match');
    const pipeline = async () => (await L.t.as(L.r.admin).call(autopilotCalls.pipeline, { numjournee: 1 })).json() as PipelineAnswer;
    const p = await pipeline();
    expect(p.matchs.find((m) => m.id === never.id)?.stage).toBe('non_joue');
    expect(p.matchs.filter((m) => m.stage !== 'points')).toHaveLength(1);
    expect(p.next).toBe('mark_postponed');
    // The autopilot's log says the same, never "en direct".
    const lines = (await log()).filter((l) => l.text.startsWith(`${p.matchs.find((m) => m.id === never.id)?.home} – `));
    expect(lines.at(-1)?.text).toContain(AUTOPILOT_MSG.notPlayed);
    expect(lines.some((l) => l.text.includes(' : en direct'))).toBe(false);

    // Marked postponed by the admin, as the manage page leads to: the next tick closes the matchday.
    const res = await L.admin.call(matchlfpsCalls.update, {
      id: never.id,
      home_club_id: never.homeClubId,
      away_club_id: never.awayClubId,
      kickoff_at: never.kickoffAt.toISOString(),
      postponed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pipeline()).next).toBe('compute_results');
    expect((await tick()).results).toBe(1);
    expect((await pipeline()).next).toBe('done');
    const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
    expect(j1?.status).toBe(9);
  });
});
