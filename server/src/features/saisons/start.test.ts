import { SAISON_MSG, saisonsCalls } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createJournee, type LoggedIn, loggedIn, OTHER_SAISON, otherSeason, testSeason } from '../../../test/factories/index.js';
import { draftOrder, draftState, journees, leagues, resultats } from '../../db/schema.js';

let t: TestApp;
let SAISON: number;
let pastJournee: number;

beforeAll(async () => {
  t = await testApp();
  SAISON = (await testSeason(t.db)).saisonId;
  await otherSeason(t.db);
  pastJournee = (await createJournee(t.db, 1, { status: 9, saisonId: OTHER_SAISON })).id;
  await createJournee(t.db, 1);
});
afterAll(() => t.close());

/** A league that played last season: Alice first, Bruno second, Carla third; Dan joined since. */
async function leagueOfLastSeason() {
  const [made] = await t.db
    .insert(leagues)
    .values({ nom: `Ligue ${Math.random()}`, settings: { phase: 'normal' } })
    .returning();
  const league = made?.id ?? 0;
  const admin = await loggedIn(t, { league, role: 4, nickname: 'Admin' });
  const [alice, bruno, carla, dan] = [
    await loggedIn(t, { league, nickname: 'Alice' }),
    await loggedIn(t, { league, nickname: 'Bruno' }),
    await loggedIn(t, { league, nickname: 'Carla' }),
    await loggedIn(t, { league, nickname: 'Dan' }),
  ] as [LoggedIn, LoggedIn, LoggedIn, LoggedIn];
  const points: [LoggedIn, number][] = [
    [admin, 1],
    [alice, 9],
    [bruno, 6],
    [carla, 3],
  ];
  await t.db.insert(resultats).values(
    points.map(([u, matchPoints]) => ({
      leagueId: league,
      journeeId: pastJournee,
      userId: u.id,
      matchPoints,
      totalPoints: 10 * matchPoints,
    })),
  );
  await t.db.insert(draftState).values({ leagueId: league, saisonId: OTHER_SAISON, status: 'terminé' });
  return { league, admin, alice, bruno, carla, dan };
}

const orderOf = async (league: number) =>
  (
    await t.db
      .select({ id: draftOrder.userId })
      .from(draftOrder)
      .where(and(eq(draftOrder.leagueId, league), eq(draftOrder.saisonId, SAISON)))
      .orderBy(asc(draftOrder.rang))
  ).map((r) => r.id);

describe('saisons/start.php', () => {
  it('starts the new season in the reverse of last season’s ranking, a newcomer first, the phase back to draft', async () => {
    const l = await leagueOfLastSeason();
    const res = await t.as(l.admin).call(saisonsCalls.start, { ordre: 'reverse' });
    expect(res.statusCode).toBe(200);
    const expected = [l.dan, l.admin, l.carla, l.bruno, l.alice];
    expect(res.json()).toMatchObject({
      saison_id: SAISON,
      message: SAISON_MSG.started(res.json().nom),
      ordre: expected.map((u) => ({ user_id: u.id, username: u.nickname })),
    });
    expect(await orderOf(l.league)).toEqual(expected.map((u) => u.id));
    const [state] = await t.db
      .select()
      .from(draftState)
      .where(and(eq(draftState.leagueId, l.league), eq(draftState.saisonId, SAISON)));
    expect(state).toMatchObject({ status: 'non débuté', tour: 1, choix: 1, prochainPoolerId: l.dan.id });
    const [league] = await t.db.select({ settings: leagues.settings }).from(leagues).where(eq(leagues.id, l.league));
    expect(league?.settings).toMatchObject({ phase: 'draft' });
    const { saisons } = (await t.as(l.alice).call(saisonsCalls.list)).json();
    expect(saisons[0]).toMatchObject({ id: SAISON, active: true, started: true });

    // Once begun, it is not started again; the order stays.
    const again = await t.as(l.admin).call(saisonsCalls.start, { ordre: 'random' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAISON_MSG.alreadyStarted(res.json().nom));
    expect(await orderOf(l.league)).toEqual(expected.map((u) => u.id));
  });

  it('takes a random order of every member, or the admin’s list of every member once', async () => {
    const l = await leagueOfLastSeason();
    const members = [l.admin, l.alice, l.bruno, l.carla, l.dan].map((u) => u.id);
    const missing = await t.as(l.admin).call(saisonsCalls.start, { ordre: members.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SAISON_MSG.orderMembers);
    expect(await orderOf(l.league)).toEqual([]);
    const ordre = [l.bruno, l.alice, l.dan, l.admin, l.carla].map((u) => u.id);
    expect((await t.as(l.admin).call(saisonsCalls.start, { ordre })).statusCode).toBe(200);
    expect(await orderOf(l.league)).toEqual(ordre);

    const other = await leagueOfLastSeason();
    expect((await t.as(other.admin).call(saisonsCalls.start, { ordre: 'random' })).statusCode).toBe(200);
    expect((await orderOf(other.league)).sort()).toEqual(
      [other.admin, other.alice, other.bruno, other.carla, other.dan].map((u) => u.id).sort(),
    );
  });

  it('refuses a pooler (403), an unknown order (400), and a finished active season (409: the next one is set up first)', async () => {
    const l = await leagueOfLastSeason();
    expect((await t.as(l.alice).call(saisonsCalls.start, { ordre: 'reverse' })).statusCode).toBe(403);
    expect((await t.as(l.admin).call(saisonsCalls.start, { ordre: 'alphabet' } as never)).statusCode).toBe(400);
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.saisonId, SAISON));
    const over = await t.as(l.admin).call(saisonsCalls.start, { ordre: 'reverse' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/est terminée : un admin de l'instance/);
    expect(await orderOf(l.league)).toEqual([]);
    await t.db.update(journees).set({ status: 0 }).where(eq(journees.saisonId, SAISON));
  });
});
