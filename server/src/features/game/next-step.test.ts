import { draftCalls, gameCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createJournee, type LoggedIn, loggedIn, OTHER_SAISON, otherSeason, seedLeague } from '../../../test/factories/index.js';
import { draftState, leagues } from '../../db/schema.js';

// A real group's first evening on an empty instance (DEMO=none): the home says what the league waits for, and who does
// it, at each step until the draft is over.

let t: TestApp;
let instanceAdmin: LoggedIn;
let leagueAdmin: LoggedIn;
let pooler: LoggedIn;

beforeAll(async () => {
  t = await testApp();
  instanceAdmin = await loggedIn(t, { role: 4 });
  leagueAdmin = await loggedIn(t, { role: 1, leagueRole: 4 });
  pooler = await loggedIn(t);
});
afterAll(() => t.close());

const homeOf = async (who: LoggedIn) => {
  const res = await t.as(who).call(gameCalls.home);
  expect(res.statusCode).toBe(200);
  return res.json().home;
};
const nextOf = async (who: LoggedIn) => (await homeOf(who)).next;

describe('game/home.php next: a new league’s first evening', () => {
  it('right after the set-up: the season is to be set up from the LFP, by the instance’s admin', async () => {
    expect(await nextOf(instanceAdmin)).toEqual({ step: 'season_setup', mine: true });
    expect(await nextOf(leagueAdmin)).toEqual({ step: 'season_setup', mine: false });
    expect(await homeOf(pooler)).toMatchObject({ next: { step: 'season_setup', mine: false }, journee: null, compo: null });
  });

  it('its order set while the season has no players: still the set-up first', async () => {
    await t.as(leagueAdmin).call(draftCalls.init, { ordre: [pooler.id, leagueAdmin.id, instanceAdmin.id] });
    expect(await nextOf(pooler)).toEqual({ step: 'season_setup', mine: false });
  });

  it('the season set up: the draft to start, by the league’s admin; no lineup to fill before a team', async () => {
    await seedLeague(t.db, 2);
    await createJournee(t.db, 1);
    expect(await nextOf(leagueAdmin)).toEqual({ step: 'draft_start', mine: true });
    expect(await nextOf(instanceAdmin)).toEqual({ step: 'draft_start', mine: true });
    const home = await homeOf(pooler);
    expect(home).toMatchObject({ next: { step: 'draft_start', mine: false }, journee: { numjournee: 1 }, compo: null });
  });

  it('the draft under way: everyone’s step', async () => {
    expect((await t.as(leagueAdmin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    expect(await nextOf(pooler)).toEqual({ step: 'draft', mine: true });
    expect(await homeOf(pooler)).toMatchObject({ compo: null });
  });

  it('a league with no order yet: its admin sets it', async () => {
    const [made] = await t.db.insert(leagues).values({ nom: 'La famille' }).returning();
    const admin = await loggedIn(t, { league: made?.id ?? 0, leagueRole: 4 });
    const member = await loggedIn(t, { league: made?.id ?? 0 });
    expect(await nextOf(admin)).toEqual({ step: 'draft_order', mine: true });
    expect(await nextOf(member)).toEqual({ step: 'draft_order', mine: false });
  });

  it('a league that played last season waits for its admin to start the new one', async () => {
    const [made] = await t.db.insert(leagues).values({ nom: 'Les anciens' }).returning();
    const league = made?.id ?? 0;
    await otherSeason(t.db);
    await t.db.insert(draftState).values({ leagueId: league, saisonId: OTHER_SAISON, status: 'terminé' });
    const admin = await loggedIn(t, { league, leagueRole: 4 });
    const member = await loggedIn(t, { league });
    expect(await nextOf(admin)).toEqual({ step: 'season_start', mine: true });
    expect(await nextOf(member)).toEqual({ step: 'season_start', mine: false });
  });
});
