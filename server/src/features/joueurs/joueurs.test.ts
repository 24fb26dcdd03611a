import { JOUEURS_MSG, joueursCalls, type Poste, POSTES, SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { nextSeason, otherSeason, roles, testLeague } from '../../../test/factories/index.js';
import {
  clubs,
  compoSlots,
  compos,
  draftPicks,
  journees,
  joueurs,
  matchlfps,
  mercatoMoves,
  playerPoints,
  playerStats,
  teamPlayers,
} from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let clubA: number;
let clubB: number;
let clubOld: number;
let clubNext: number;
let journeeId: number;
let matchId: number;

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  await otherSeason(t.db);
  await nextSeason(t.db);
  const inserted = await t.db
    .insert(clubs)
    .values([
      { name: 'Brest', officialName: 'Stade Brestois 29', clubId: '10', saisonId: 2026 },
      { name: 'Angers', officialName: null, clubId: '14', saisonId: 2026 },
      { name: 'Ancien', officialName: 'Ancien Club', clubId: '99', saisonId: 2025 },
      { name: 'Suivant', officialName: 'Club Suivant', clubId: '98', saisonId: 2027 },
    ])
    .returning({ id: clubs.id });
  [clubA, clubB, clubOld, clubNext] = inserted.map((c) => c.id) as [number, number, number, number];
  const [j] = await t.db
    .insert(journees)
    .values({ numjournee: 1, date: '2026-09-05', heure: '21:00', startAt: new Date('2026-09-05T19:00:00Z'), saisonId: 2026 })
    .returning();
  if (!j) throw new Error('no journee');
  journeeId = j.id;
  const [m] = await t.db
    .insert(matchlfps)
    .values({ matchLfpId: 'm1', journeeId, homeClubId: clubA, awayClubId: clubB, kickoffAt: j.startAt, saisonId: 2026 })
    .returning();
  if (!m) throw new Error('no match');
  matchId = m.id;
});
afterAll(() => t.close());

let seq = 0;
const valid = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    nom: `Nom${seq}`,
    prenom: `Prénom${seq}`,
    surnom: null,
    lfp_id: `lfp-${seq}`,
    short_opta_id: `p${seq}`,
    club_id: clubA,
    poste: 'MC' as Poste,
    numero: seq % 99,
    saison_id: 2026,
    ...over,
  };
};
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.as(r.admin).call(joueursCalls.create, valid(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const count = async () => (await t.db.select({ id: joueurs.id }).from(joueurs)).length;
const read = async (id: number) => (await t.as(r.admin).call(joueursCalls.get, { id })).json().joueur;

describe('joueurs/create.php', () => {
  it('lets an admin create a player, answered with his id and a message', async () => {
    const body = valid({ nom: ' Lenoir ', surnom: 'La Flèche', numero: '9' });
    const res = await t.as(r.admin).call(joueursCalls.create, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'success', message: JOUEURS_MSG.created });
    expect(await read(res.json().id)).toEqual({
      ...body,
      id: res.json().id,
      nom: 'Lenoir',
      numero: 9,
      club_name: 'Brest',
      club_official_name: 'Stade Brestois 29',
      total: 0,
    });
  });

  it('refuses each missing required field (400) and writes nothing', async () => {
    const before = await count();
    for (const field of ['nom', 'lfp_id', 'short_opta_id', 'club_id', 'poste', 'saison_id']) {
      const res = await t.as(r.admin).post(joueursCalls.create, valid({ [field]: undefined }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ success: false, status: 'error' });
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
    expect((await t.as(r.admin).post(joueursCalls.create, valid({ nom: '  ' }))).json().message).toContain('Nom requis.');
    expect((await t.as(r.admin).post(joueursCalls.create, valid({ poste: 'GK' }))).statusCode).toBe(400);
    expect((await t.as(r.admin).post(joueursCalls.create, valid({ numero: -1 }))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown season, a club of another season (400) and a taken lfp_id (409)', async () => {
    const season = await t.as(r.admin).call(joueursCalls.create, valid({ saison_id: 1999 }));
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe(JOUEURS_MSG.unknownSeason);
    const club = await t.as(r.admin).call(joueursCalls.create, valid({ club_id: clubOld }));
    expect(club.statusCode).toBe(400);
    expect(club.json().message).toBe(JOUEURS_MSG.unknownClub(clubOld));
    expect((await t.as(r.admin).call(joueursCalls.create, valid({ club_id: 999999 }))).statusCode).toBe(400);
    await create({ lfp_id: 'taken' });
    const dup = await t.as(r.admin).call(joueursCalls.create, valid({ lfp_id: 'taken' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(JOUEURS_MSG.duplicateLfpId('taken'));
    expect((await t.as(r.admin).call(joueursCalls.create, valid({ lfp_id: 'taken', saison_id: 2027, club_id: clubNext }))).statusCode).toBe(
      200,
    );
  });

  it('refuses poolers (403) and anonymous callers (401)', async () => {
    const pooler = await t.as(r.pooler).call(joueursCalls.create, valid());
    expect(pooler.statusCode).toBe(403);
    expect(pooler.json().message).toBe(SRV.forbiddenRole);
    expect((await t.anonymous.call(joueursCalls.create, valid())).statusCode).toBe(401);
  });
});

describe('joueurs/list.php, get.php, get_clubs_postes.php', () => {
  it("lists the active season's players with their club names to any logged-in user", async () => {
    const id = await create({ nom: 'Aaaron', club_id: clubB });
    await create({ nom: 'Suivant', saison_id: 2027, club_id: clubNext });
    const res = await t.as(r.pooler).call(joueursCalls.list);
    expect(res.statusCode).toBe(200);
    const list = res.json().joueurs as { id: number; nom: string; saison_id: number }[];
    expect(list.every((j) => j.saison_id === 2026)).toBe(true);
    expect(list.map((j) => j.nom)).not.toContain('Suivant');
    expect(list.find((j) => j.id === id)).toMatchObject({ nom: 'Aaaron', club_id: clubB, club_name: 'Angers', club_official_name: null });
    const names = list.map((j) => j.nom);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await t.anonymous.call(joueursCalls.list)).statusCode).toBe(401);
  });

  it('gets one player with the clubs of his season and the positions; 404, 400, 401', async () => {
    const id = await create();
    const res = await t.as(r.other).call(joueursCalls.get, { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      joueur: { id, club_id: clubA },
      clubs: [
        { id: clubB, name: 'Angers' },
        { id: clubA, name: 'Brest' },
      ],
      postes: [...POSTES],
    });
    const missing = await t.as(r.pooler).call(joueursCalls.get, { id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(JOUEURS_MSG.notFound);
    expect((await t.as(r.pooler).call(joueursCalls.get, { id: 0 })).statusCode).toBe(400);
    expect((await t.anonymous.call(joueursCalls.get, { id })).statusCode).toBe(401);
  });

  it("answers the active season's clubs and the positions for the forms", async () => {
    const res = await t.as(r.pooler).call(joueursCalls.getClubsPostes);
    expect(res.json()).toMatchObject({
      success: true,
      clubs: [
        { id: clubB, name: 'Angers' },
        { id: clubA, name: 'Brest' },
      ],
      postes: ['GB', 'DC', 'DL', 'MC', 'MO', 'AT'],
    });
    expect((await t.anonymous.call(joueursCalls.getClubsPostes)).statusCode).toBe(401);
  });
});

describe('joueurs/update.php', () => {
  it('lets an admin change a player; a new position is marked manual (kept by league syncs)', async () => {
    const id = await create({ poste: 'MC' });
    const same = await t.as(r.admin).call(joueursCalls.update, { ...valid({ poste: 'MC', club_id: clubB }), id });
    expect(same.json()).toMatchObject({ success: true, id, message: JOUEURS_MSG.updated });
    const manual = async () => (await t.db.select().from(joueurs).where(eq(joueurs.id, id)))[0]?.posteManual;
    expect(await manual()).toBe(false);
    const changed = valid({ poste: 'AT', nom: 'Changé' });
    await t.as(r.admin).call(joueursCalls.update, { ...changed, id });
    expect(await read(id)).toMatchObject({ ...changed, id });
    expect(await manual()).toBe(true);
  });

  it('refuses missing fields (400), an unknown player (404), a taken lfp_id (409), poolers (403)', async () => {
    const id = await create({ nom: 'Intact' });
    await create({ lfp_id: 'pris' });
    for (const field of ['id', 'nom', 'lfp_id', 'short_opta_id', 'club_id', 'poste', 'saison_id']) {
      expect((await t.as(r.admin).call(joueursCalls.update, { ...valid(), id, [field]: undefined })).statusCode, field).toBe(400);
    }
    expect((await t.as(r.admin).call(joueursCalls.update, { ...valid(), id: 999999 })).statusCode).toBe(404);
    const dup = await t.as(r.admin).call(joueursCalls.update, { ...valid({ lfp_id: 'pris' }), id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(JOUEURS_MSG.duplicateLfpId('pris'));
    expect((await t.as(r.pooler).call(joueursCalls.update, { ...valid(), id })).statusCode).toBe(403);
    expect((await t.anonymous.call(joueursCalls.update, { ...valid(), id })).statusCode).toBe(401);
    expect((await read(id)).nom).toBe('Intact');
  });
});

describe('joueurs/delete.php', () => {
  it('deletes a player nothing refers to', async () => {
    const id = await create();
    const res = await t.as(r.admin).call(joueursCalls.delete, { id });
    expect(res.json()).toMatchObject({ success: true, message: JOUEURS_MSG.deleted });
    expect((await t.as(r.admin).call(joueursCalls.get, { id })).statusCode).toBe(404);
    expect((await t.as(r.admin).call(joueursCalls.delete, { id })).statusCode).toBe(404);
  });

  it('refuses to delete a player in a team, a draft pick, a lineup, a stat line or a mercato move (409)', async () => {
    const refs: [string, (id: number) => Promise<unknown>][] = [
      [
        JOUEURS_MSG.inTeam,
        async (id) =>
          t.db
            .insert(teamPlayers)
            .values({ leagueId: await testLeague(t.db), saisonId: 2026, userId: r.pooler.id, joueurId: id, journeeIn: 1 }),
      ],
      [
        JOUEURS_MSG.drafted,
        async (id) =>
          t.db
            .insert(draftPicks)
            .values({ leagueId: await testLeague(t.db), saisonId: 2026, tour: 1, rang: id, userId: r.pooler.id, joueurId: id }),
      ],
      [
        JOUEURS_MSG.inLineup,
        async (id) => {
          const [c] = await t.db
            .insert(compos)
            .values({ leagueId: await testLeague(t.db), saisonId: 2026, userId: r.other.id, journeeId, formation: '4231' })
            .returning();
          if (c) await t.db.insert(compoSlots).values({ compoId: c.id, ordre: 0, joueurId: id });
        },
      ],
      [
        JOUEURS_MSG.inLineup,
        async (id) =>
          t.db.insert(compos).values({
            leagueId: await testLeague(t.db),
            saisonId: 2026,
            userId: r.admin.id,
            journeeId,
            formation: '433',
            capitaineJoueurId: id,
          }),
      ],
      [JOUEURS_MSG.hasStats, async (id) => t.db.insert(playerStats).values({ matchlfpId: matchId, joueurId: id, clubId: clubA })],
      [JOUEURS_MSG.hasStats, async (id) => t.db.insert(playerPoints).values({ joueurId: id, journeeId, points: 3, detail: {} })],
      [
        JOUEURS_MSG.inMercato,
        async (id) => {
          const other = await create();
          await t.db.insert(mercatoMoves).values({
            leagueId: await testLeague(t.db),
            saisonId: 2026,
            userId: r.pooler.id,
            poste: 'MC',
            oldJoueurId: other,
            newJoueurId: id,
            journee: 3,
          });
        },
      ],
    ];
    for (const [message, reference] of refs) {
      const id = await create();
      await reference(id);
      const res = await t.as(r.admin).call(joueursCalls.delete, { id });
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toMatchObject({ success: false, status: 'error', message });
      expect((await t.as(r.admin).call(joueursCalls.get, { id })).statusCode).toBe(200);
    }
  });

  it('refuses poolers (403), anonymous (401) and a bad id (400)', async () => {
    const id = await create();
    expect((await t.as(r.pooler).call(joueursCalls.delete, { id })).statusCode).toBe(403);
    expect((await t.anonymous.call(joueursCalls.delete, { id })).statusCode).toBe(401);
    expect((await t.as(r.admin).call(joueursCalls.delete, { id: 'x' })).statusCode).toBe(400);
    expect((await t.as(r.admin).call(joueursCalls.get, { id })).statusCode).toBe(200);
  });
});

describe('joueurs/import.php', () => {
  it('creates and updates valid rows by lfp_id, returns invalid rows (unknown club, bad field) with their index', async () => {
    const existing = await create({ lfp_id: 'imp-1', nom: 'Ancien' });
    const row = (over: Record<string, unknown>) => ({ nom: 'X', lfp_id: 'x', short_opta_id: 'o', club_id: clubA, poste: 'DC', ...over });
    const res = await t.as(r.admin).call(joueursCalls.import, {
      joueurs: [
        row({ lfp_id: 'imp-1', nom: 'Nouveau', club_id: clubB }),
        row({ lfp_id: 'imp-2', nom: 'Créé', saison_id: 2026 }),
        row({ lfp_id: 'imp-3', club_id: 999999 }),
        row({ lfp_id: 'imp-4', poste: 'XX' }),
        row({ lfp_id: 12345, numero: 7 }),
        row({ lfp_id: 'imp-5', club_id: clubOld }),
        row({ lfp_id: '' }),
        42,
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      created: 2,
      updated: 1,
      message: '3 joueurs importés (2 créés, 1 mis à jour), 5 en erreur.',
    });
    expect(body.errors.map((e: { index: number }) => e.index)).toEqual([2, 3, 5, 6, 7]);
    expect(body.errors[0].message).toBe(JOUEURS_MSG.unknownClub(999999));
    expect(body.errors[1].message).toContain('Poste invalide');
    expect(body.errors[2].message).toBe(JOUEURS_MSG.unknownClub(clubOld));
    expect(body.errors[3].message).toContain('lfp_id requis.');
    expect(await read(existing)).toMatchObject({ nom: 'Nouveau', club_id: clubB, club_name: 'Angers' });
    const list = (await t.as(r.admin).call(joueursCalls.list)).json().joueurs as { lfp_id: string; numero: number | null }[];
    expect(list.find((j) => j.lfp_id === '12345')).toMatchObject({ numero: 7 });
    expect(list.map((j) => j.lfp_id)).not.toContain('imp-3');
  });

  it('keeps a position an admin set by hand when an import updates the player', async () => {
    const id = await create({ lfp_id: 'manual', poste: 'MC' });
    await t.as(r.admin).call(joueursCalls.update, { ...valid({ lfp_id: 'manual', poste: 'GB' }), id });
    const res = await t.as(r.admin).call(joueursCalls.import, { joueurs: [valid({ lfp_id: 'manual', poste: 'AT', nom: 'Importé' })] });
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    expect(await read(id)).toMatchObject({ poste: 'GB', nom: 'Importé' });
  });

  it('refuses every row whose lfp_id appears twice in the file', async () => {
    const before = await count();
    const res = await t.as(r.admin).call(joueursCalls.import, { joueurs: [valid({ lfp_id: 'deux' }), valid(), valid({ lfp_id: 'deux' })] });
    expect(res.json()).toMatchObject({
      created: 1,
      updated: 0,
      errors: [
        { index: 0, message: JOUEURS_MSG.duplicateInFile('deux', [0, 2]) },
        { index: 2, message: JOUEURS_MSG.duplicateInFile('deux', [0, 2]) },
      ],
      message: '1 joueur importé (1 créé, 0 mis à jour), 2 en erreur.',
    });
    expect(await count()).toBe(before + 1);
  });

  it('imports a large file in one go', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => valid({ lfp_id: `bulk-${i}`, poste: POSTES[i % 6] }));
    const res = await t.as(r.admin).call(joueursCalls.import, { joueurs: rows });
    expect(res.json()).toMatchObject({ created: 1200, updated: 0, errors: [] });
  });

  it('answers a clear 400 for a wrong type, too many rows or 5 MB of junk, and writes nothing', async () => {
    const before = await count();
    for (const payload of [{ joueurs: 'abc' }, { joueurs: 3 }, { clubs: [] }, { joueurs: Array.from({ length: 5001 }, () => 1) }]) {
      const res = await t.as(r.admin).post(joueursCalls.import, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, status: 'error' });
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/backend/api/joueurs/import.php',
      payload: `{"joueurs": [${'{'.repeat(5 * 1024 * 1024)}`,
      headers: { cookie: r.admin.cookie, 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ success: false, message: 'Requête invalide (JSON mal formé).' });
    expect(await count()).toBe(before);
  });

  it('refuses poolers (403) and anonymous callers (401)', async () => {
    const payload = { joueurs: [valid()] };
    expect((await t.as(r.pooler).call(joueursCalls.import, payload)).statusCode).toBe(403);
    expect((await t.anonymous.call(joueursCalls.import, payload)).statusCode).toBe(401);
  });
});
