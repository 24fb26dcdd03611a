import { saisonsCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createClub,
  createJoueur,
  createJournee,
  type LoggedIn,
  loggedIn,
  OTHER_SAISON,
  otherSeason,
  testLeague,
  testSeason,
} from '../../../test/factories/index.js';
import { draftState, leagues, seasons, teamPlayers } from '../../db/schema.js';

let t: TestApp;
let pooler: LoggedIn;
let SAISON: number;
beforeAll(async () => {
  t = await testApp();
  pooler = await loggedIn(t);
  SAISON = (await testSeason(t.db)).saisonId;
});
afterAll(() => t.close());

describe('saisons/list.php', () => {
  it('lists the active season, not finished while a matchday is to play', async () => {
    await createJournee(t.db, 1, { status: 9 });
    await createJournee(t.db, 2);
    const res = await t.as(pooler).call(saisonsCalls.list);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active_id: SAISON, saisons: [{ id: SAISON, active: true, finished: false, started: false }] });
  });

  it('adds a past season the league played, finished once its matchdays are over; not one only another league played', async () => {
    await otherSeason(t.db);
    const player = await createJoueur(t.db, (await createClub(t.db)).id, 'AT');
    await createJournee(t.db, 1, { status: 9, saisonId: OTHER_SAISON });
    const league = await testLeague(t.db);
    await t.db
      .insert(teamPlayers)
      .values({ leagueId: league, saisonId: OTHER_SAISON, userId: pooler.id, joueurId: player.id, journeeIn: 1 });
    // A season only another league has teams in stays out of this league's list.
    await t.db.insert(seasons).values({ id: 2024, nom: 'Saison 2023/2024' });
    const [other] = await t.db.insert(leagues).values({ nom: 'Famille' }).returning();
    const stranger = await loggedIn(t, { league: other?.id ?? 0 });
    await t.db
      .insert(teamPlayers)
      .values({ leagueId: other?.id ?? 0, saisonId: 2024, userId: stranger.id, joueurId: player.id, journeeIn: 1 });
    const { saisons } = (await t.as(pooler).call(saisonsCalls.list)).json();
    expect(saisons).toEqual([
      { id: SAISON, nom: expect.any(String), active: true, finished: false, started: false },
      { id: OTHER_SAISON, nom: 'Saison 2024/2025', active: false, finished: true, started: true },
    ]);
    expect((await t.as(stranger).call(saisonsCalls.list)).json().saisons.map((s: { id: number }) => s.id)).toEqual([SAISON, 2024]);
  });

  it('leaves out a past season only another league drafted in', async () => {
    await t.db.insert(seasons).values({ id: 2023, nom: 'Saison 2022/2023' });
    const [other] = await t.db.insert(leagues).values({ nom: 'Voisins' }).returning();
    const neighbour = await loggedIn(t, { league: other?.id ?? 0 });
    await t.db.insert(draftState).values({ leagueId: other?.id ?? 0, saisonId: 2023, status: 'terminé' });
    const ids = async (who: LoggedIn) => (await t.as(who).call(saisonsCalls.list)).json().saisons.map((s: { id: number }) => s.id);
    expect(await ids(neighbour)).toContain(2023);
    expect(await ids(pooler)).not.toContain(2023);
  });

  it('answers a caller with no session 401', async () => {
    expect((await t.anonymous.call(saisonsCalls.list)).statusCode).toBe(401);
  });
});
