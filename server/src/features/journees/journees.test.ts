import { JOURNEES_MSG, journeesCalls, MSG, SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createClub,
  createJoueur,
  createJournee,
  createMatch,
  NEXT_SAISON,
  nextSeason,
  OTHER_SAISON,
  otherSeason,
  resetMatchdays,
  roles,
  testLeague,
} from '../../../test/factories/index.js';
import { compos, journees, playerPoints, rencontres, resultats } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  await otherSeason(t.db);
  await nextSeason(t.db);
});
afterAll(() => t.close());
beforeEach(() => resetMatchdays(t.db));

const J1 = { numjournee: 1, date: '2026-09-05', heure: '21:00', saison_id: 2026 };

describe('journees/list.php and journees/getAll.php', () => {
  it.each([
    ['list.php', journeesCalls.list],
    ['getAll.php', journeesCalls.getAll],
  ] as const)('%s lists the active season matchdays by number to any logged-in user', async (_name, call) => {
    await createJournee(t.db, 3);
    await createJournee(t.db, 1, { status: 9 });
    await createJournee(t.db, 2, { status: 1 });
    await createJournee(t.db, 1, { saisonId: OTHER_SAISON });
    const res = await t.as(r.pooler).call(call, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'success' });
    // A past season's matchdays, by its id.
    const past = (await t.as(r.pooler).call(call, { saison_id: OTHER_SAISON })).json().journees;
    expect(past.map((j: { numjournee: number; saison_id: number }) => [j.numjournee, j.saison_id])).toEqual([[1, OTHER_SAISON]]);
    expect(body.journees.map((j: { numjournee: number; status: number }) => [j.numjournee, j.status])).toEqual([
      [1, 9],
      [2, 1],
      [3, 0],
    ]);
    expect(body.journees[0]).toMatchObject({ date: '2026-09-05', heure: '21:00', start_at: '2026-09-05T19:00:00.000Z', saison_id: 2026 });
    expect((await t.anonymous.call(call, {})).statusCode).toBe(401);
  });

  it('answers an empty list when the season has no matchday', async () => {
    expect((await t.as(r.pooler).call(journeesCalls.list, {})).json().journees).toEqual([]);
  });
});

describe('journees/get.php and journees/getByNumjournee.php', () => {
  it('answers one matchday by id or by number to any logged-in user', async () => {
    const j = await createJournee(t.db, 4, { status: 1 });
    const byId = await t.as(r.pooler).call(journeesCalls.get, { id: j.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().journee).toEqual({
      id: j.id,
      numjournee: 4,
      date: '2026-09-05',
      heure: '21:00',
      start_at: '2026-09-05T19:00:00.000Z',
      status: 1,
      saison_id: 2026,
    });
    const byNum = await t.as(r.other).call(journeesCalls.getByNumjournee, { numjournee: 4 });
    expect(byNum.json().journee.id).toBe(j.id);
  });

  it('getByNumjournee looks in the active season only', async () => {
    await createJournee(t.db, 5, { saisonId: OTHER_SAISON });
    const res = await t.as(r.pooler).call(journeesCalls.getByNumjournee, { numjournee: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, status: 'error', message: MSG.matchdayNotFound });
  });

  it('answers 404 for an unknown id, 400 for a bad id or number, 401 to a visitor', async () => {
    expect((await t.as(r.pooler).call(journeesCalls.get, { id: 999999 })).statusCode).toBe(404);
    expect((await t.as(r.pooler).call(journeesCalls.get, { id: 'abc' })).statusCode).toBe(400);
    expect((await t.as(r.pooler).get(journeesCalls.get)).statusCode).toBe(400);
    expect((await t.as(r.pooler).call(journeesCalls.getByNumjournee, { numjournee: 0 })).statusCode).toBe(400);
    expect((await t.as(r.pooler).call(journeesCalls.getByNumjournee, { numjournee: 'x' })).statusCode).toBe(400);
    expect((await t.anonymous.call(journeesCalls.get, { id: 1 })).statusCode).toBe(401);
    expect((await t.anonymous.call(journeesCalls.getByNumjournee, { numjournee: 1 })).statusCode).toBe(401);
  });
});

describe('journees/getActive.php', () => {
  const active = async () => {
    const res = await t.as(r.pooler).call(journeesCalls.getActive);
    expect(res.statusCode).toBe(200);
    return res.json() as { saison_id: number; journee: { numjournee: number } | null };
  };
  const setStatus = async (id: number, numjournee: number, status: number) => {
    const res = await t.as(r.admin).call(journeesCalls.update, { ...J1, id, numjournee, status });
    expect(res.statusCode).toBe(200);
  };

  it('follows the rule: the lowest-numbered matchday of the season whose status is not 9', async () => {
    expect(await active()).toMatchObject({ success: true, saison_id: 2026, journee: null });
    await createJournee(t.db, 1, { saisonId: OTHER_SAISON });
    const j3 = await createJournee(t.db, 3);
    const j1 = await createJournee(t.db, 1);
    const j2 = await createJournee(t.db, 2);
    expect((await active()).journee?.numjournee).toBe(1);
    await setStatus(j1.id, 1, 1); // in progress is still active
    expect((await active()).journee?.numjournee).toBe(1);
    await setStatus(j1.id, 1, 9);
    expect((await active()).journee?.numjournee).toBe(2);
    await setStatus(j3.id, 3, 9); // a later finished matchday changes nothing
    expect((await active()).journee?.numjournee).toBe(2);
    await setStatus(j2.id, 2, 9);
    expect(await active()).toMatchObject({ saison_id: 2026, journee: null });
    await setStatus(j1.id, 1, 0); // reopened
    expect((await active()).journee).toMatchObject({ id: j1.id, numjournee: 1, status: 0 });
  });

  it('refuses a visitor (401)', async () => {
    expect((await t.anonymous.call(journeesCalls.getActive)).statusCode).toBe(401);
  });
});

describe('journees/create.php', () => {
  it('creates a matchday for an admin: start_at derived from the Paris date and time, status 0 by default', async () => {
    const res = await t.as(r.admin).call(journeesCalls.create, J1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: JOURNEES_MSG.created(1),
      journee: { numjournee: 1, date: '2026-09-05', heure: '21:00', start_at: '2026-09-05T19:00:00.000Z', status: 0, saison_id: 2026 },
    });
    const list = (await t.as(r.pooler).call(journeesCalls.list)).json().journees;
    expect(list).toHaveLength(1);
    const withStatus = await t.as(r.superAdmin).call(journeesCalls.create, { ...J1, numjournee: 2, status: '1' });
    expect(withStatus.json().journee.status).toBe(1);
  });

  it.each([
    ['numjournee', 'Numéro de journée requis.'],
    ['date', 'Date requise (AAAA-MM-JJ).'],
    ['heure', 'Heure requise (HH:MM).'],
    ['saison_id', 'Saison requise.'],
  ])('refuses a matchday without %s (400, nothing saved)', async (field, message) => {
    const { [field as keyof typeof J1]: _left, ...rest } = J1;
    const res = await t.as(r.admin).post(journeesCalls.create, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status: 'error' });
    expect(res.json().message).toContain(message);
    expect(await t.db.$count(journees)).toBe(0);
  });

  it.each([
    [{ numjournee: 0 }, 'Numéro de journée : 1 à 60.'],
    [{ numjournee: 61 }, 'Numéro de journée : 1 à 60.'],
    [{ date: '2026-02-30' }, 'Date requise (AAAA-MM-JJ).'],
    [{ date: '05/09/2026' }, 'Date requise (AAAA-MM-JJ).'],
    [{ heure: '24:00' }, 'Heure requise (HH:MM).'],
    [{ heure: '9h' }, 'Heure requise (HH:MM).'],
    [{ status: 5 }, 'Statut : 0, 1 ou 9.'],
    [{ saison_id: 0 }, 'Saison requise.'],
  ])('refuses invalid values %j (400)', async (over, message) => {
    const res = await t.as(r.admin).call(journeesCalls.create, { ...J1, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an unknown season (400) and a number already used in the season (409)', async () => {
    const unknown = await t.as(r.admin).call(journeesCalls.create, { ...J1, saison_id: 1999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(JOURNEES_MSG.unknownSeason(1999));
    expect((await t.as(r.admin).call(journeesCalls.create, J1)).statusCode).toBe(200);
    const dup = await t.as(r.admin).call(journeesCalls.create, { ...J1, date: '2026-09-12' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ success: false, message: JOURNEES_MSG.duplicate(1, 2026) });
    // The same number in another season is another matchday.
    expect((await t.as(r.admin).call(journeesCalls.create, { ...J1, saison_id: NEXT_SAISON })).statusCode).toBe(200);
  });

  it('two admins racing for the same number: exactly one matchday is created, the other gets 409', async () => {
    const results = await Promise.all([
      t.as(r.admin).call(journeesCalls.create, J1),
      t.as(r.superAdmin).call(journeesCalls.create, { ...J1, heure: '15:00' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.$count(journees)).toBe(1);
  });

  it('refuses a pooler (403) and a visitor (401)', async () => {
    const pooler = await t.as(r.pooler).call(journeesCalls.create, J1);
    expect(pooler.statusCode).toBe(403);
    expect(pooler.json().message).toBe(SRV.forbiddenRole);
    expect((await t.anonymous.call(journeesCalls.create, J1)).statusCode).toBe(401);
    expect(await t.db.$count(journees)).toBe(0);
  });
});

describe('date and heure <-> start_at across the daylight saving changes (Europe/Paris)', () => {
  it.each([
    ['2026-03-28', '21:00', '2026-03-28T20:00:00.000Z', '21:00'], // winter time, UTC+1
    ['2026-03-29', '21:00', '2026-03-29T19:00:00.000Z', '21:00'], // summer time from that night, UTC+2
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z', '01:30'], // just before the change
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z', '03:30'], // a time that does not exist: moved to 03:30
    ['2026-10-24', '21:00', '2026-10-24T19:00:00.000Z', '21:00'], // last summer-time evening
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z', '02:30'], // twice that night: the first one
    ['2026-10-25', '21:00', '2026-10-25T20:00:00.000Z', '21:00'], // back to winter time
  ])('%s %s (Paris) starts at %s', async (date, heure, startAt, storedHeure) => {
    const res = await t.as(r.admin).call(journeesCalls.create, { ...J1, date, heure });
    expect(res.statusCode).toBe(200);
    expect(res.json().journee).toMatchObject({ date, heure: storedHeure, start_at: startAt });
    const again = await t.as(r.pooler).call(journeesCalls.get, { id: res.json().journee.id });
    expect(again.json().journee).toMatchObject({ date, heure: storedHeure, start_at: startAt });
  });

  it('update recomputes start_at when the date moves across the change', async () => {
    const created = (await t.as(r.admin).call(journeesCalls.create, { ...J1, date: '2026-10-24', heure: '20:45' })).json().journee;
    expect(created.start_at).toBe('2026-10-24T18:45:00.000Z');
    const res = await t.as(r.admin).call(journeesCalls.update, { ...J1, id: created.id, date: '2026-10-31', heure: '20:45' });
    expect(res.json().journee).toMatchObject({ date: '2026-10-31', heure: '20:45', start_at: '2026-10-31T19:45:00.000Z' });
  });
});

describe('journees/update.php', () => {
  it('updates every field for an admin, keeps the status when none is given', async () => {
    const j = await createJournee(t.db, 1, { status: 1 });
    const res = await t
      .as(r.admin)
      .call(journeesCalls.update, { id: j.id, numjournee: 7, date: '2026-12-05', heure: '17:00', saison_id: NEXT_SAISON });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: JOURNEES_MSG.updated(7),
      journee: {
        id: j.id,
        numjournee: 7,
        date: '2026-12-05',
        heure: '17:00',
        start_at: '2026-12-05T16:00:00.000Z',
        status: 1,
        saison_id: NEXT_SAISON,
      },
    });
    const [row] = await t.db.select().from(journees).where(eq(journees.id, j.id));
    expect(row?.status).toBe(1);
    const finished = await t.as(r.admin).call(journeesCalls.update, { ...J1, id: j.id, status: 9 });
    expect(finished.json().journee).toMatchObject({ numjournee: 1, status: 9, saison_id: 2026 });
  });

  it('lets a matchday keep its own number and refuses another one of the season (409)', async () => {
    const j1 = await createJournee(t.db, 1);
    await createJournee(t.db, 2);
    expect((await t.as(r.admin).call(journeesCalls.update, { ...J1, id: j1.id, heure: '15:00' })).statusCode).toBe(200);
    const dup = await t.as(r.admin).call(journeesCalls.update, { ...J1, id: j1.id, numjournee: 2 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(JOURNEES_MSG.duplicate(2, 2026));
    const [row] = await t.db.select().from(journees).where(eq(journees.id, j1.id));
    expect(row).toMatchObject({ numjournee: 1, heure: '15:00' });
  });

  it('two matchdays racing for the same new number: one moves, the other gets 409', async () => {
    const [a, b] = [await createJournee(t.db, 1), await createJournee(t.db, 2)];
    const results = await Promise.all([
      t.as(r.admin).call(journeesCalls.update, { ...J1, id: a.id, numjournee: 3 }),
      t.as(r.superAdmin).call(journeesCalls.update, { ...J1, id: b.id, numjournee: 3 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const nums = (await t.db.select().from(journees)).map((j) => j.numjournee).sort();
    expect(nums.includes(3) && nums.length === 2 && new Set(nums).size === 2).toBe(true);
  });

  it.each([
    ['id', 'Identifiant invalide.'],
    ['numjournee', 'Numéro de journée requis.'],
    ['date', 'Date requise (AAAA-MM-JJ).'],
    ['heure', 'Heure requise (HH:MM).'],
    ['saison_id', 'Saison requise.'],
  ])('refuses an update without %s (400)', async (field, message) => {
    const j = await createJournee(t.db, 1);
    const { [field as keyof typeof J1]: _left, ...rest } = { ...J1, id: j.id };
    const res = await t.as(r.admin).post(journeesCalls.update, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 404 for an unknown matchday, 400 for an unknown season, 403 to a pooler, 401 to a visitor', async () => {
    const j = await createJournee(t.db, 1);
    expect((await t.as(r.admin).call(journeesCalls.update, { ...J1, id: 999999 })).statusCode).toBe(404);
    const season = await t.as(r.admin).call(journeesCalls.update, { ...J1, id: j.id, saison_id: 1999 });
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe(JOURNEES_MSG.unknownSeason(1999));
    expect((await t.as(r.pooler).call(journeesCalls.update, { ...J1, id: j.id, status: 9 })).statusCode).toBe(403);
    expect((await t.anonymous.call(journeesCalls.update, { ...J1, id: j.id, status: 9 })).statusCode).toBe(401);
    const [row] = await t.db.select().from(journees).where(eq(journees.id, j.id));
    expect(row?.status).toBe(0);
  });
});

describe('journees/delete.php', () => {
  it('deletes an unreferenced matchday for an admin', async () => {
    const j = await createJournee(t.db, 1);
    const res = await t.as(r.admin).call(journeesCalls.delete, { id: j.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: JOURNEES_MSG.deleted(1) });
    expect(await t.db.$count(journees)).toBe(0);
    expect((await t.as(r.admin).call(journeesCalls.delete, { id: j.id })).statusCode).toBe(404);
  });

  type Ref = [string, (journeeId: number) => Promise<unknown>];
  const refs: Ref[] = [
    [
      JOURNEES_MSG.refs.matchs,
      async (id) => {
        const [a, b] = [await createClub(t.db), await createClub(t.db)];
        await createMatch(t.db, id, a.id, b.id, { kickoffAt: new Date('2026-09-05T19:00:00Z') });
      },
    ],
    [
      JOURNEES_MSG.refs.compos,
      async (id) =>
        t.db
          .insert(compos)
          .values({ leagueId: await testLeague(t.db), saisonId: 2026, userId: r.pooler.id, journeeId: id, formation: '4231' }),
    ],
    [
      JOURNEES_MSG.refs.rencontres,
      async (id) =>
        t.db.insert(rencontres).values({
          leagueId: await testLeague(t.db),
          saisonId: 2026,
          journeeId: id,
          matchNo: 1,
          user1Id: r.pooler.id,
          user2Id: r.other.id,
        }),
    ],
    [
      JOURNEES_MSG.refs.resultats,
      async (id) =>
        t.db.insert(resultats).values({ leagueId: await testLeague(t.db), journeeId: id, userId: r.pooler.id, totalPoints: 12 }),
    ],
    [
      JOURNEES_MSG.refs.points,
      async (id) => {
        const joueur = await createJoueur(t.db, (await createClub(t.db)).id, 'AT');
        await t.db.insert(playerPoints).values({ joueurId: joueur.id, journeeId: id, points: 4, detail: [] });
      },
    ],
  ];

  it.each(refs)('refuses to delete a matchday that still has %s (409, nothing lost)', async (label, add) => {
    const j = await createJournee(t.db, 3);
    await add(j.id);
    const res = await t.as(r.admin).call(journeesCalls.delete, { id: j.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, status: 'error', message: JOURNEES_MSG.deleteRefused(3, label) });
    expect(await t.db.$count(journees)).toBe(1);
  });

  it('names every kind of data that still points at the matchday', async () => {
    const j = await createJournee(t.db, 2);
    for (const [, add] of refs) await add(j.id);
    const res = await t.as(r.admin).call(journeesCalls.delete, { id: j.id });
    expect(res.json().message).toBe(JOURNEES_MSG.deleteRefused(2, refs.map(([label]) => label).join(', ')));
  });

  it('refuses a pooler (403), a visitor (401) and a bad id (400)', async () => {
    const j = await createJournee(t.db, 1);
    expect((await t.as(r.pooler).call(journeesCalls.delete, { id: j.id })).statusCode).toBe(403);
    expect((await t.anonymous.call(journeesCalls.delete, { id: j.id })).statusCode).toBe(401);
    expect((await t.as(r.admin).post(journeesCalls.delete, {})).statusCode).toBe(400);
    expect((await t.as(r.admin).call(journeesCalls.delete, { id: 'x' })).statusCode).toBe(400);
    expect(await t.db.$count(journees)).toBe(1);
  });
});
