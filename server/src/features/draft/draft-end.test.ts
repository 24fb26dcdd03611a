import { DRAFT_MSG, draftCalls } from '@poolfoot/domain';
import { setLeagueSetting } from '../ligues/index.js';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { type Caller, callerOf } from '../../../test/caller.js';
import {
  draftSeenBy,
  type LoggedIn,
  loggedIn,
  seedLeague,
  testLeague,
  testSeason,
  type WorldPlayer,
} from '../../../test/factories/index.js';
import { buildApp } from '../../app.js';
import { draftPicks, journees, rencontres, teamPlayers } from '../../db/schema.js';
import { runPickClock } from './pick.js';

let t: TestApp;
let admin: LoggedIn;
let p: LoggedIn[];
let players: WorldPlayer[];
const START = new Date('2026-09-01T10:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

beforeAll(async () => {
  t = await testApp();
  admin = await loggedIn(t, { role: 4 });
  p = [await loggedIn(t), await loggedIn(t), await loggedIn(t), await loggedIn(t)];
  players = await seedLeague(t.db, 4);
  // 4 rounds: GB, DC, DL, AT.
  await setLeagueSetting(t.db, await testLeague(t.db), 'max_joueurs_poste', { GB: 1, DC: 1, DL: 1, MC: 0, MO: 0, AT: 1 });
  await t.as(admin).call(draftCalls.init, { ordre: p.map((u) => u.id) });
  await t.as(admin).call(draftCalls.setClock, { minutes: 2 });
  t.setNow(START);
  await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
});
afterAll(() => t.close());

const pooler = (i: number) => p[i] as LoggedIn;
const picks = () => t.db.select().from(draftPicks).orderBy(asc(draftPicks.tour), asc(draftPicks.rang));
/** The valid player with the best 2024/25 total for a pooler with no pick yet: the best of all. */
const best = (exclude: number[] = []) =>
  players.filter((x) => !exclude.includes(x.id) && x.poste !== 'MC' && x.poste !== 'MO').sort((a, b) => b.totalPrev - a.totalPrev)[0];

describe('pick clock', () => {
  it('gives the pick a deadline at the start and does nothing before it', async () => {
    expect((await draftSeenBy(t, pooler(0))).gestion.pick_deadline).toBe(minutes(2).toISOString());
    t.setNow(minutes(1));
    expect(await runPickClock(t.app.ctx, await testSeason(t.db))).toBe(false);
    expect((await draftSeenBy(t, pooler(0))).drafted_playerIds).toEqual([]);
  });

  it('picks the best valid player once when the deadline passes, even with many checks at once', async () => {
    t.setNow(minutes(2));
    const results = await Promise.all([
      t.as(pooler(1)).call(draftCalls.get),
      runPickClock(t.app.ctx, await testSeason(t.db)),
      t.as(pooler(2)).call(draftCalls.get),
      runPickClock(t.app.ctx, await testSeason(t.db)),
      t.as(admin).call(draftCalls.get),
      runPickClock(t.app.ctx, await testSeason(t.db)),
    ]);
    expect(results.filter((r) => r === true).length).toBeLessThanOrEqual(1);
    const rows = await picks();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tour: 1, rang: 1, userId: pooler(0).id, joueurId: best()?.id, auto: true });
    const s = await draftSeenBy(t, pooler(0));
    expect(s.choix['1']['1']).toEqual({ userId: pooler(0).id, playerId: best()?.id, auto: true, from_list: false });
    expect(s.gestion).toMatchObject({ choix: 2, prochain_pooler_id: pooler(1).id, pick_deadline: minutes(4).toISOString() });
  });

  it('makes one pick only after a long outage: the next pooler gets a full new delay', async () => {
    t.setNow(minutes(60));
    await t.as(pooler(0)).call(draftCalls.get);
    await t.as(pooler(0)).call(draftCalls.get);
    expect(await picks()).toHaveLength(2);
    expect((await draftSeenBy(t, pooler(0))).gestion).toMatchObject({ choix: 3, pick_deadline: minutes(62).toISOString() });
  });

  it('survives a restart: a new app on the same database makes the overdue pick once', async () => {
    t.setNow(minutes(62));
    const restarted = await buildApp({ ctx: t.app.ctx });
    try {
      const res = await callerOf(restarted, pooler(0)).call(draftCalls.get);
      expect(res.statusCode).toBe(200);
      expect(await picks()).toHaveLength(3);
      expect(res.json().gestion).toMatchObject({ choix: 4, prochain_pooler_id: pooler(3).id });
    } finally {
      await restarted.close();
    }
  });

  it('stops while paused and starts a new delay on resume', async () => {
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en pause' });
    expect((await draftSeenBy(t, pooler(0))).gestion.pick_deadline).toBeNull();
    t.setNow(minutes(200));
    expect(await runPickClock(t.app.ctx, await testSeason(t.db))).toBe(false);
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
    expect((await draftSeenBy(t, pooler(0))).gestion.pick_deadline).toBe(minutes(202).toISOString());
    await t.as(admin).call(draftCalls.setClock, { minutes: 0 });
    t.setNow(minutes(300));
    expect(await runPickClock(t.app.ctx, await testSeason(t.db))).toBe(false);
    expect(await picks()).toHaveLength(3);
  });
});

describe('the end of the draft', () => {
  it('after the last pick of the last round: status terminé and the picks become the teams from matchday 1', async () => {
    await t.db.insert(journees).values(
      [1, 2, 3].map((n) => ({
        numjournee: n,
        date: `2026-09-0${n}`,
        heure: '21:00',
        startAt: new Date(`2026-09-0${n}T19:00:00Z`),
        saisonId: 2026,
      })),
    );
    expect(await t.db.select().from(rencontres)).toHaveLength(0);
    for (let i = 0; i < 13; i++) {
      const res = await t.as(admin).call(draftCalls.simulate);
      expect(res.statusCode, res.body).toBe(200);
    }
    const s = await draftSeenBy(t, pooler(0));
    expect(s.gestion).toMatchObject({ status: 'terminé', prochain_pooler_id: null, pick_deadline: null });
    expect(s.drafted_playerIds).toHaveLength(16);
    for (const u of p) expect(s.bilan_poolers[u.id]).toMatchObject({ nb_joueurs: 4, nb_joueurs_poste: { GB: 1, DC: 1, DL: 1, AT: 1 } });
    const team = await t.db.select().from(teamPlayers);
    expect(team).toHaveLength(16);
    expect(team.every((r) => r.journeeIn === 1 && r.journeeOut === null && r.saisonId === 2026)).toBe(true);
    const key = (r: { userId: number; joueurId: number }) => `${r.userId}:${r.joueurId}`;
    expect(new Set(team.map(key))).toEqual(new Set((await picks()).map(key)));
    // The season's pairings come with the end of the draft: every matchday, every user once.
    const pairings = await t.db.select().from(rencontres);
    for (const j of new Set(pairings.map((x) => x.journeeId))) {
      const ids = pairings.filter((x) => x.journeeId === j).flatMap((x) => [x.user1Id, x.user2Id]);
      expect(new Set(ids.filter((id) => id !== null)).size).toBe(ids.filter((id) => id !== null).length);
    }
    expect(new Set(pairings.map((x) => x.journeeId)).size).toBe(3);
  });

  it('refuses every change once terminé', async () => {
    const { id: playerId } = players.find((x) => !(x.poste === 'MC')) as WorldPlayer;
    const a = t.as(admin);
    const cases: [string, () => ReturnType<Caller['call']>, string][] = [
      ['pick.php', () => a.call(draftCalls.pick, { userId: pooler(0).id, playerId }), DRAFT_MSG.notRunning],
      ['simulate.php', () => a.call(draftCalls.simulate), DRAFT_MSG.notRunning],
      ['changeStatus.php', () => a.call(draftCalls.changeStatus, { status: 'en cours' }), DRAFT_MSG.transition('terminé', 'en cours')],
      ['changeStatus.php', () => a.call(draftCalls.changeStatus, { status: 'en pause' }), DRAFT_MSG.transition('terminé', 'en pause')],
      ['initDraft.php', () => a.call(draftCalls.initDraft), DRAFT_MSG.finishedLocked],
      ['editChoix.php', () => a.call(draftCalls.editChoix, { tour: 1, rang: 1, playerId }), DRAFT_MSG.finishedLocked],
      ['deleteChoix.php', () => a.call(draftCalls.deleteChoix, { tour: 1, rang: 1 }), DRAFT_MSG.finishedLocked],
      ['init.php', () => a.call(draftCalls.init, { ordre: [pooler(0).id] }), DRAFT_MSG.alreadyStarted],
    ];
    for (const [call, send, message] of cases) {
      const res = await send();
      expect(res.statusCode, call).toBe(409);
      expect(res.json().message, call).toBe(message);
    }
    expect(await t.db.$count(teamPlayers)).toBe(16);
  });
});
