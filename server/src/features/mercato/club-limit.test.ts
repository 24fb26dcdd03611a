import { MERCATO_MSG, mercatoCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  clearScene,
  createClub,
  createJoueur,
  createJournees,
  give,
  roles,
  rowsOf,
  testLeague,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { resultats } from '../../db/schema.js';

/**
 * RULES.md: at most 3 players of one club per pooler (setting max_par_club). A pooler at the limit may
 * swap one of those players for another of the same club: the one leaving frees the place.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
/** The pooler's team: three players of club 1 (the limit) and an AT of club 2. */
let mine: { dc: TestPlayer; mc: TestPlayer; at: TestPlayer; at2: TestPlayer };
/** Free players of club 1. */
let free: { dc: TestPlayer; at: TestPlayer };

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const [c1, c2] = [(await createClub(t.db, { name: 'Un' })).id, (await createClub(t.db, { name: 'Deux' })).id];
  mine = {
    dc: await createJoueur(t.db, c1, 'DC'),
    mc: await createJoueur(t.db, c1, 'MC'),
    at: await createJoueur(t.db, c1, 'AT'),
    at2: await createJoueur(t.db, c2, 'AT'),
  };
  free = { dc: await createJoueur(t.db, c1, 'DC'), at: await createJoueur(t.db, c1, 'AT') };
  const ids = await createJournees(t.db, 3, 1);
  // The pooler is last of the general ranking: first of the mercato order.
  await t.db.insert(resultats).values([
    { leagueId: await testLeague(t.db), journeeId: ids.get(1) ?? 0, userId: r.other.id, matchPoints: 3 },
    { leagueId: await testLeague(t.db), journeeId: ids.get(1) ?? 0, userId: r.admin.id, matchPoints: 3 },
    { leagueId: await testLeague(t.db), journeeId: ids.get(1) ?? 0, userId: r.superAdmin.id, matchPoints: 3 },
  ]);
});
afterAll(() => t.close());

beforeEach(async () => {
  await clearScene(t.db);
  await give(t.db, r.pooler.id, Object.values(mine));
});

describe('the club limit when the player leaving is of that club', () => {
  it('mercato/pick.php: a club-1 player may replace a club-1 player; not a player of another club', async () => {
    expect((await t.as(r.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    const refused = await t.as(r.pooler).call(mercatoCalls.pick, { old_joueur_id: mine.at2.id, new_joueur_id: free.at.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MERCATO_MSG.clubLimit(3));
    const res = await t.as(r.pooler).call(mercatoCalls.pick, { old_joueur_id: mine.dc.id, new_joueur_id: free.dc.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(t.db, mine.dc)).toEqual([[r.pooler.id, 1, 2]]);
    expect(await rowsOf(t.db, free.dc)).toEqual([[r.pooler.id, 2, null]]);
    expect((await t.as(r.admin).call(mercatoCalls.close)).statusCode).toBe(200);
  });

  it('mercato/remplacement.php: a club-1 player may replace a club-1 player', async () => {
    const res = await t
      .as(r.admin)
      .call(mercatoCalls.remplacement, { user_id: r.pooler.id, journee: 2, joueur_out_id: mine.at.id, joueur_in_id: free.at.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(t.db, mine.at)).toEqual([[r.pooler.id, 1, 2]]);
    expect(await rowsOf(t.db, free.at)).toEqual([[r.pooler.id, 2, null]]);
  });
});
