import { CLUBS_MSG, clubsCalls, SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { nextSeason, otherSeason, roles } from '../../../test/factories/index.js';
import { clubs, journees, joueurs, matchlfps } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  await otherSeason(t.db);
  await nextSeason(t.db);
});
afterAll(() => t.close());

let seq = 0;
const valid = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Club ${seq}`,
    official_name: `Football Club ${seq}`,
    club_id: `ext-${seq}`,
    saison_id: 2026,
    transfermarkt_url: `https://www.transfermarkt.fr/club-${seq}/startseite/verein/${seq}`,
    ...over,
  };
};
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.as(r.admin).call(clubsCalls.create, valid(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const clubCount = async () => (await t.db.select().from(clubs)).length;

describe('clubs/create.php', () => {
  it('lets an admin create a club and answers its id with a message', async () => {
    const body = valid({ name: '  Stade Test  ' });
    const res = await t.as(r.admin).call(clubsCalls.create, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'success', message: CLUBS_MSG.created });
    const club = (await t.as(r.pooler).call(clubsCalls.get, { id: res.json().id })).json().club;
    expect(club).toEqual({ ...body, id: res.json().id, name: 'Stade Test' });
  });

  it('takes the optional fields as empty (official name, external id, market URL)', async () => {
    const res = await t
      .as(r.admin)
      .call(clubsCalls.create, { name: 'Sans rien', saison_id: 2026, official_name: '', club_id: '', transfermarkt_url: '' });
    expect(res.statusCode).toBe(200);
    const club = (await t.as(r.admin).call(clubsCalls.get, { id: res.json().id })).json().club;
    expect(club).toMatchObject({ official_name: null, club_id: null, transfermarkt_url: null });
    // Two clubs without external id do not clash.
    expect((await t.as(r.admin).call(clubsCalls.create, { name: 'Sans rien 2', saison_id: 2026 })).statusCode).toBe(200);
  });

  it('refuses each missing required field and a market URL that is not a url (400)', async () => {
    const before = await clubCount();
    for (const body of [valid({ name: undefined }), valid({ name: '   ' }), valid({ saison_id: undefined }), valid({ saison_id: 'abc' })]) {
      const res = await t.as(r.admin).call(clubsCalls.create, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, status: 'error' });
    }
    const url = await t.as(r.admin).call(clubsCalls.create, valid({ transfermarkt_url: 'pas une url' }));
    expect(url.statusCode).toBe(400);
    expect(url.json().message).toContain('URL invalide');
    expect((await t.as(r.admin).call(clubsCalls.create, valid({ name: undefined }))).json().message).toContain('Nom requis.');
    expect(await clubCount()).toBe(before);
  });

  it('refuses an unknown season (400) and a duplicate external id in the same season (409)', async () => {
    const unknown = await t.as(r.admin).call(clubsCalls.create, valid({ saison_id: 1999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CLUBS_MSG.unknownSeason);
    await create({ club_id: 'dup-1' });
    const dup = await t.as(r.admin).call(clubsCalls.create, valid({ club_id: 'dup-1' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CLUBS_MSG.duplicateExtId('dup-1'));
    // The same external id in another season is another club.
    expect((await t.as(r.admin).call(clubsCalls.create, valid({ club_id: 'dup-1', saison_id: 2027 }))).statusCode).toBe(200);
  });

  it('refuses poolers (403) and anonymous callers (401)', async () => {
    const before = await clubCount();
    const pooler = await t.as(r.pooler).call(clubsCalls.create, valid());
    expect(pooler.statusCode).toBe(403);
    expect(pooler.json().message).toBe(SRV.forbiddenRole);
    expect((await t.anonymous.call(clubsCalls.create, valid())).statusCode).toBe(401);
    expect(await clubCount()).toBe(before);
  });
});

describe('clubs/list.php and clubs/get.php', () => {
  it("lists the active season's clubs by name to any logged-in user", async () => {
    await create({ name: 'Zébulon FC' });
    await create({ name: 'Autre saison', saison_id: 2027 });
    const res = await t.as(r.pooler).call(clubsCalls.list);
    expect(res.statusCode).toBe(200);
    const list = res.json().clubs as { name: string; saison_id: number }[];
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((c) => c.saison_id === 2026)).toBe(true);
    expect(list.map((c) => c.name)).not.toContain('Autre saison');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await t.anonymous.call(clubsCalls.list)).statusCode).toBe(401);
  });

  it('gets one club; unknown 404, bad id 400, anonymous 401', async () => {
    const id = await create({ name: 'Le Club Lu' });
    const res = await t.as(r.other).call(clubsCalls.get, { id });
    expect(res.json()).toMatchObject({ success: true, club: { id, name: 'Le Club Lu', saison_id: 2026 } });
    const missing = await t.as(r.pooler).call(clubsCalls.get, { id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CLUBS_MSG.notFound);
    expect((await t.as(r.pooler).call(clubsCalls.get, { id: 'abc' })).statusCode).toBe(400);
    expect((await t.as(r.pooler).get(clubsCalls.get)).statusCode).toBe(400);
    expect((await t.anonymous.call(clubsCalls.get, { id })).statusCode).toBe(401);
  });
});

describe('clubs/update.php', () => {
  it('lets an admin change every field', async () => {
    const id = await create();
    const changed = valid({
      name: 'Renommé',
      official_name: 'Renommé Officiel',
      club_id: 'ren-1',
      transfermarkt_url: 'https://example.org/x',
    });
    const res = await t.as(r.admin).call(clubsCalls.update, { ...changed, id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, id, message: CLUBS_MSG.updated });
    expect((await t.as(r.admin).call(clubsCalls.get, { id })).json().club).toEqual({ ...changed, id });
  });

  it('refuses missing fields (400), an unknown club (404), a taken external id (409), poolers (403)', async () => {
    const id = await create({ name: 'Intact' });
    await create({ club_id: 'pris' });
    for (const body of [{ ...valid(), id, name: '' }, { ...valid(), id, saison_id: null }, { ...valid(), id: 'x' }, valid()]) {
      expect((await t.as(r.admin).post(clubsCalls.update, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.as(r.admin).call(clubsCalls.update, { ...valid(), id: 999999 })).statusCode).toBe(404);
    const dup = await t.as(r.admin).call(clubsCalls.update, { ...valid({ club_id: 'pris' }), id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CLUBS_MSG.duplicateExtId('pris'));
    expect((await t.as(r.pooler).call(clubsCalls.update, { ...valid(), id })).statusCode).toBe(403);
    expect((await t.anonymous.call(clubsCalls.update, { ...valid(), id })).statusCode).toBe(401);
    expect((await t.as(r.admin).call(clubsCalls.get, { id })).json().club.name).toBe('Intact');
  });
});

describe('clubs/delete.php', () => {
  it('deletes a club nothing refers to', async () => {
    const id = await create();
    const res = await t.as(r.admin).call(clubsCalls.delete, { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: CLUBS_MSG.deleted });
    expect((await t.as(r.admin).call(clubsCalls.get, { id })).statusCode).toBe(404);
    expect((await t.as(r.admin).call(clubsCalls.delete, { id })).statusCode).toBe(404);
  });

  it('refuses to delete a club with players or league matches, saying why (409)', async () => {
    const withPlayer = await create();
    await t.db
      .insert(joueurs)
      .values({ nom: 'Attaché', lfpId: 'lfp-club-del', shortOptaId: 'o1', clubId: withPlayer, poste: 'AT', saisonId: 2026 });
    const res = await t.as(r.admin).call(clubsCalls.delete, { id: withPlayer });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: CLUBS_MSG.hasPlayers(1) });

    const home = await create();
    const away = await create();
    const [j] = await t.db
      .insert(journees)
      .values({ numjournee: 1, date: '2026-09-05', heure: '21:00', startAt: new Date('2026-09-05T19:00:00Z'), saisonId: 2026 })
      .returning();
    if (!j) throw new Error('no journee');
    await t.db.insert(matchlfps).values({
      matchLfpId: 'm-del',
      journeeId: j.id,
      homeClubId: home,
      awayClubId: away,
      kickoffAt: new Date('2026-09-05T19:00:00Z'),
      saisonId: 2026,
    });
    for (const id of [home, away]) {
      const refused = await t.as(r.admin).call(clubsCalls.delete, { id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CLUBS_MSG.hasMatches(1));
    }
    expect(await t.db.select().from(clubs).where(eq(clubs.id, home))).toHaveLength(1);
  });

  it('refuses poolers (403), anonymous (401) and a bad id (400)', async () => {
    const id = await create();
    expect((await t.as(r.pooler).call(clubsCalls.delete, { id })).statusCode).toBe(403);
    expect((await t.anonymous.call(clubsCalls.delete, { id })).statusCode).toBe(401);
    expect((await t.as(r.admin).post(clubsCalls.delete, {})).statusCode).toBe(400);
    expect((await t.as(r.admin).call(clubsCalls.get, { id })).statusCode).toBe(200);
  });
});

describe('clubs/import.php', () => {
  it('creates and updates the valid rows by external id, returns each invalid row with its index', async () => {
    const existing = await create({ club_id: 'imp-1', name: 'Ancien nom' });
    const res = await t.as(r.admin).call(clubsCalls.import, {
      clubs: [
        { name: 'Nouveau nom', club_id: 'imp-1', saison_id: 2026 },
        { name: 'Créé A', club_id: 'imp-2', official_name: 'Créé A Officiel' },
        { name: '', club_id: 'imp-3' },
        { name: 'Créé B', club_id: 7, transfermarkt_url: 'https://example.org/b' },
        { name: 'Mauvaise URL', club_id: 'imp-4', transfermarkt_url: 'ftp:/x' },
        { name: 'Sans id' },
        'pas un objet',
        { name: 'Saison inconnue', club_id: 'imp-5', saison_id: 1999 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      created: 2,
      updated: 1,
      message: '3 clubs importés (2 créés, 1 mis à jour), 5 en erreur.',
    });
    expect(body.errors.map((e: { index: number }) => e.index)).toEqual([2, 4, 5, 6, 7]);
    expect(body.errors[0].message).toContain('Nom requis.');
    expect(body.errors[1].message).toContain('URL invalide');
    expect(body.errors[2].message).toBe(`club_id : ${CLUBS_MSG.importExtIdRequired}`);
    expect(body.errors[4].message).toBe(`saison_id : ${CLUBS_MSG.unknownSeason}`);
    expect((await t.as(r.admin).call(clubsCalls.get, { id: existing })).json().club.name).toBe('Nouveau nom');
    const names = (await t.as(r.admin).call(clubsCalls.list)).json().clubs.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Créé A', 'Créé B']));
    expect(names).not.toContain('Mauvaise URL');
    // Importing the same file again only updates.
    const again = await t.as(r.admin).call(clubsCalls.import, { clubs: [{ name: 'Créé A', club_id: 'imp-2' }] });
    expect(again.json()).toMatchObject({ created: 0, updated: 1, message: '1 club importé (0 créé, 1 mis à jour), 0 en erreur.' });
  });

  it('refuses every row whose external id appears twice in the file', async () => {
    const before = await clubCount();
    const res = await t.as(r.admin).call(clubsCalls.import, {
      clubs: [
        { name: 'A', club_id: 'twice' },
        { name: 'B', club_id: 'once' },
        { name: 'C', club_id: 'twice' },
      ],
    });
    expect(res.json()).toMatchObject({
      created: 1,
      updated: 0,
      errors: [
        { index: 0, message: CLUBS_MSG.duplicateInFile('twice', [0, 2]) },
        { index: 2, message: CLUBS_MSG.duplicateInFile('twice', [0, 2]) },
      ],
      message: '1 club importé (1 créé, 0 mis à jour), 2 en erreur.',
    });
    expect(CLUBS_MSG.duplicateInFile('twice', [0, 2])).toContain('éléments 1 et 3');
    expect(await clubCount()).toBe(before + 1);
  });

  it('answers a clear 400 for a wrong type, too many rows or 5 MB of junk, and writes nothing', async () => {
    const before = await clubCount();
    for (const payload of [{ clubs: 'abc' }, { clubs: { name: 'x' } }, {}, { clubs: Array.from({ length: 2001 }, () => ({})) }]) {
      const res = await t.as(r.admin).post(clubsCalls.import, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, status: 'error' });
      expect(res.json().message).toMatch(/\S/);
    }
    const junk = 'x'.repeat(5 * 1024 * 1024);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/backend/api/clubs/import.php',
      payload: junk,
      headers: { cookie: r.admin.cookie, 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ success: false, message: 'Requête invalide (JSON mal formé).' });
    const bigString = await t.as(r.admin).post(clubsCalls.import, { clubs: junk });
    expect(bigString.statusCode).toBe(400);
    expect(await clubCount()).toBe(before);
  });

  it('refuses poolers (403) and anonymous callers (401)', async () => {
    const payload = { clubs: [{ name: 'Interdit', club_id: 'no' }] };
    expect((await t.as(r.pooler).call(clubsCalls.import, payload)).statusCode).toBe(403);
    expect((await t.anonymous.call(clubsCalls.import, payload)).statusCode).toBe(401);
  });
});
