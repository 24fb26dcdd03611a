import { DRAFT_MSG, draftCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { draftSeenBy, type LoggedIn, loggedIn, seedLeague } from '../../../test/factories/index.js';

// A real group's first evening (DEMO=none): the league and its order are made before the season is set up from the LFP
// (or after its set-up failed). The draft must not start with nobody to pick: every pooler would be told it is his turn
// in front of an empty list.

let t: TestApp;
let instanceAdmin: LoggedIn;
let leagueAdmin: LoggedIn;
let pooler: LoggedIn;

beforeAll(async () => {
  t = await testApp();
  instanceAdmin = await loggedIn(t, { role: 4 });
  leagueAdmin = await loggedIn(t, { role: 1, leagueRole: 4 });
  pooler = await loggedIn(t);
  await t.as(leagueAdmin).call(draftCalls.init, { ordre: [pooler.id, leagueAdmin.id, instanceAdmin.id] });
});
afterAll(() => t.close());

describe('draft/changeStatus.php to « en cours » while the season has no players', () => {
  it('is refused (409) with the reason and where the season is set up, nothing changed', async () => {
    const byLeagueAdmin = await t.as(leagueAdmin).call(draftCalls.changeStatus, { status: 'en cours' });
    expect(byLeagueAdmin.statusCode).toBe(409);
    expect(byLeagueAdmin.json()).toMatchObject({
      success: false,
      code: 'conflict',
      message: DRAFT_MSG.noPlayers('Saison 2025/2026', false),
    });
    expect(DRAFT_MSG.noPlayers('Saison 2025/2026', false)).toContain('admin de l’instance');

    const byInstanceAdmin = await t.as(instanceAdmin).call(draftCalls.changeStatus, { status: 'en cours' });
    expect(byInstanceAdmin.statusCode).toBe(409);
    expect(byInstanceAdmin.json().message).toBe(DRAFT_MSG.noPlayers('Saison 2025/2026', true));
    expect(DRAFT_MSG.noPlayers('Saison 2025/2026', true)).toContain('/admin');

    const seen = await draftSeenBy(t, pooler);
    expect(seen.gestion).toMatchObject({ status: 'non débuté', pick_deadline: null });
  });

  it('starts once the season has its players', async () => {
    await seedLeague(t.db, 2);
    const res = await t.as(leagueAdmin).call(draftCalls.changeStatus, { status: 'en cours' });
    expect(res.statusCode).toBe(200);
    expect((await draftSeenBy(t, pooler)).gestion).toMatchObject({ status: 'en cours', prochain_pooler_id: pooler.id });
  });
});
