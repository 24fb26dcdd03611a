import { mkdtempSync, rmSync } from 'node:fs';
import { leagueSetting } from '../features/ligues/index.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { draftCalls, gameCalls } from '@poolfoot/domain';
import { asc, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { cookieOf, testLeague } from '../../test/factories/index.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { compos, draftPicks, journees, resultats, teamPlayers } from '../db/schema.js';
import { getSetting, setSetting } from '../db/settings.js';
import { beginDemoSeason, playDemoSeason } from './season.js';
import { DEMO_PASSWORD, seedDemo } from './seed/seed.js';
import { seedAtStart } from './start.js';

const silent = pino({ level: 'silent' });

describe('a first start stopped half way is taken up at the next start', () => {
  it('the next start of the same data folder is told to play the demo season again, until it has been played', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'poolfoot-resume-'));
    const config = loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent' });
    try {
      // Each start opens the database and seeds it as server.ts does.
      const start = async () => {
        const opened = await openDatabase(config, silent);
        return { ...opened, seeded: await seedAtStart(opened.database.db, config, silent) };
      };
      const first = await start();
      expect(first.seeded).toBe('season');
      expect(await getSetting(first.database.db, 'demo_season_pending')).toBe(true);
      // Stopped here, before the season was played.
      await first.database.close();
      first.release();
      const again = await start();
      expect(again.seeded).toBe('season');
      // Played (playDemoSeason's end): a later start has nothing to prepare.
      await setSetting(again.database.db, 'demo_season_pending', false);
      await again.database.close();
      again.release();
      const later = await start();
      expect(later.seeded).toBeNull();
      await later.database.close();
      later.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the preparation taken up where it stood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ DEMO: 'season' });
    t.setNow(new Date('2026-11-24T11:00:00Z'));
    await setSetting(t.db, 'demo_season_pending', true);
    await seedDemo(t.db, { now: t.now(), anchorMatchday: 3 });
  }, 120_000);
  afterAll(() => t.close());

  it('the picks made stay, the others are made, every lineup set once, the matchdays played, the season ready', async () => {
    // The first start had made 50 picks when it was stopped.
    const admin = t.as({ cookie: await cookieOf(t.app, { email: 'pooler2@poolfoot.test', password: DEMO_PASSWORD }) });
    expect((await admin.call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    for (let i = 0; i < 50; i++) expect((await admin.call(draftCalls.simulate)).statusCode).toBe(200);
    const early = await t.db.select().from(draftPicks).orderBy(asc(draftPicks.id)).limit(50);

    // The next start says so from its first page, from where the draft stood.
    await beginDemoSeason(t.app, 2);
    expect((await t.anonymous.call(gameCalls.preparation)).json().preparation).toEqual({
      picks: 50,
      picks_total: 240,
      journees: 0,
      journees_total: 2,
    });
    await playDemoSeason(t.app, silent, 2);

    expect(await t.db.select().from(draftPicks).orderBy(asc(draftPicks.id)).limit(50)).toEqual(early);
    expect(await t.db.select().from(teamPlayers)).toHaveLength(240);
    const [j1] = await t.db.select().from(journees).where(eq(journees.numjournee, 1));
    const [lineups] = await t.db
      .select({ n: count() })
      .from(compos)
      .where(eq(compos.journeeId, j1?.id ?? 0));
    expect(lineups?.n).toBe(12);
    const days = await t.db.select().from(journees).orderBy(asc(journees.numjournee)).limit(2);
    expect(days.map((d) => d.status)).toEqual([9, 9]);
    expect(await t.db.select().from(resultats)).toHaveLength(2 * 12);
    expect(await leagueSetting(t.db, await testLeague(t.db), 'phase')).toBe('normal');
    expect(await getSetting(t.db, 'demo_season_pending')).toBe(false);
    expect((await t.anonymous.call(gameCalls.preparation)).json().preparation).toBeNull();

    // Stopped after the lineups and a matchday: taken up again, nothing doubles.
    await setSetting(t.db, 'demo_season_pending', true);
    const before = await t.db.select().from(resultats).orderBy(asc(resultats.journeeId), asc(resultats.userId));
    await playDemoSeason(t.app, silent, 2);
    expect(await t.db.select().from(draftPicks)).toHaveLength(240);
    const [again] = await t.db
      .select({ n: count() })
      .from(compos)
      .where(eq(compos.journeeId, j1?.id ?? 0));
    expect(again?.n).toBe(12);
    const after = await t.db.select().from(resultats).orderBy(asc(resultats.journeeId), asc(resultats.userId));
    expect(after.map(({ id: _, ...r }) => r)).toEqual(before.map(({ id: _, ...r }) => r));
  }, 300_000);
});
