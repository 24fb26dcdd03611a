import { MATCHLFPS_MSG, SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { roles } from '../../../test/factories.js';
import { matchlfps, playerStats } from '../../db/schema.js';
import {
  insertClub,
  insertJoueur,
  insertJournee,
  insertMatch,
  OTHER_SAISON,
  otherSeason,
  resetMatchdays,
} from '../journees/test-fixtures.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t.app, t.db);
  await otherSeason(t.db);
});
afterAll(() => t.close());
beforeEach(() => resetMatchdays(t.db));

const get = (url: string, cookie?: string) => t.app.inject({ url: `/backend/api/${url}`, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/backend/api/${url}`, payload: payload as object, headers: cookie ? { cookie } : {} });

/** A matchday with one match between two clubs (the home club without an official name). */
async function scene() {
  const j = await insertJournee(t.db, 5);
  const home = await insertClub(t.db, { officialName: null });
  const away = await insertClub(t.db);
  const match = await insertMatch(t.db, j.id, home.id, away.id, new Date('2026-09-05T19:00:00Z'));
  return { j, home, away, match };
}

describe('matchlfps/getByJournee.php', () => {
  it('lists a matchday’s matches by kickoff with both clubs’ official names, to any logged-in user', async () => {
    const { j, home, away, match } = await scene();
    const [c, d] = [await insertClub(t.db), await insertClub(t.db)];
    const early = await insertMatch(t.db, j.id, c.id, d.id, new Date('2026-09-04T18:45:00Z'));
    await t.db.update(matchlfps).set({ homeScore: 2, awayScore: 1, period: 'fullTime' }).where(eq(matchlfps.id, early.id));
    const other = await insertJournee(t.db, 6);
    await insertMatch(t.db, other.id, home.id, away.id, new Date('2026-09-12T19:00:00Z'));

    const res = await get('matchlfps/getByJournee.php?journee=5', r.pooler.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'success' });
    expect(body.matchs.map((m: { id: number }) => m.id)).toEqual([early.id, match.id]);
    expect(body.matchs[0]).toMatchObject({ home_score: 2, away_score: 1, period: 'fullTime', numjournee: 5 });
    expect(body.matchs[1]).toEqual({
      id: match.id,
      match_lfp_id: match.matchLfpId,
      journee_id: j.id,
      numjournee: 5,
      home_club_id: home.id,
      away_club_id: away.id,
      home_club_official_name: home.name,
      away_club_official_name: away.officialName,
      kickoff_at: '2026-09-05T19:00:00.000Z',
      home_score: null,
      away_score: null,
      period: 'preMatch',
      saison_id: 2026,
    });
  });

  it('answers an empty list for a matchday without matches or of another season', async () => {
    const j = await insertJournee(t.db, 7, { saisonId: OTHER_SAISON });
    const [a, b] = [await insertClub(t.db), await insertClub(t.db)];
    await insertMatch(t.db, j.id, a.id, b.id, new Date('2025-09-05T19:00:00Z'));
    expect((await get('matchlfps/getByJournee.php?journee=7', r.pooler.cookie)).json().matchs).toEqual([]);
    expect((await get('matchlfps/getByJournee.php?journee=30', r.pooler.cookie)).json().matchs).toEqual([]);
  });

  it('refuses a bad matchday number (400) and a visitor (401)', async () => {
    expect((await get('matchlfps/getByJournee.php?journee=0', r.pooler.cookie)).statusCode).toBe(400);
    expect((await get('matchlfps/getByJournee.php', r.pooler.cookie)).statusCode).toBe(400);
    expect((await get('matchlfps/getByJournee.php?journee=1')).statusCode).toBe(401);
  });
});

describe('matchlfps/get.php', () => {
  it('answers one match to any logged-in user; 404 unknown, 400 bad id, 401 visitor', async () => {
    const { match, away } = await scene();
    const res = await get(`matchlfps/get.php?id=${match.id}`, r.other.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toMatchObject({ id: match.id, away_club_official_name: away.officialName });
    const missing = await get('matchlfps/get.php?id=999999', r.pooler.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MATCHLFPS_MSG.notFound);
    expect((await get('matchlfps/get.php?id=-1', r.pooler.cookie)).statusCode).toBe(400);
    expect((await get(`matchlfps/get.php?id=${match.id}`)).statusCode).toBe(401);
  });
});

describe('matchlfps/update.php', () => {
  it('lets an admin change both teams and the kickoff, given in Paris time', async () => {
    const { match, home, away } = await scene();
    const res = await post(
      'matchlfps/update.php',
      { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-24', heure: '21:05' },
      r.admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MATCHLFPS_MSG.updated,
      match: {
        id: match.id,
        home_club_id: away.id,
        away_club_id: home.id,
        home_club_official_name: away.officialName,
        away_club_official_name: home.name,
        kickoff_at: '2026-10-24T19:05:00.000Z',
      },
    });
    // The day after, winter time: the same wall-clock time is one hour later in UTC.
    const winter = await post(
      'matchlfps/update.php',
      { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-25', heure: '21:05' },
      r.admin.cookie,
    );
    expect(winter.json().match.kickoff_at).toBe('2026-10-25T20:05:00.000Z');
    const [row] = await t.db.select().from(matchlfps).where(eq(matchlfps.id, match.id));
    expect(row?.kickoffAt.toISOString()).toBe('2026-10-25T20:05:00.000Z');
  });

  it('also takes the kickoff as an instant with its offset', async () => {
    const { match, home, away } = await scene();
    const res = await post(
      'matchlfps/update.php',
      { id: match.id, home_club_id: home.id, away_club_id: away.id, kickoff_at: '2026-11-01T15:00:00+01:00' },
      r.admin.cookie,
    );
    expect(res.json().match.kickoff_at).toBe('2026-11-01T14:00:00.000Z');
  });

  it.each([
    ['home_club_id', 'Équipe à domicile requise.'],
    ['away_club_id', 'Équipe à l’extérieur requise.'],
    ['id', 'Identifiant invalide.'],
    ['date', 'Coup d’envoi requis : date et heure (heure de Paris).'],
    ['heure', 'Coup d’envoi requis : date et heure (heure de Paris).'],
  ])('refuses an edit without %s (400, nothing changed)', async (field, message) => {
    const { match, home, away } = await scene();
    const full = { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-24', heure: '21:05' };
    const { [field as keyof typeof full]: _left, ...rest } = full;
    const res = await post('matchlfps/update.php', rest, r.admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const [row] = await t.db.select().from(matchlfps).where(eq(matchlfps.id, match.id));
    expect(row).toMatchObject({ homeClubId: home.id, kickoffAt: new Date('2026-09-05T19:00:00Z') });
  });

  it('refuses the same club twice, bad dates, unknown clubs and clubs of another season', async () => {
    const { match, home, away } = await scene();
    const base = { id: match.id, home_club_id: home.id, away_club_id: away.id, date: '2026-10-24', heure: '21:05' };
    const same = await post('matchlfps/update.php', { ...base, away_club_id: home.id }, r.admin.cookie);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('Les deux équipes doivent être différentes.');
    expect((await post('matchlfps/update.php', { ...base, date: '2026-02-30' }, r.admin.cookie)).statusCode).toBe(400);
    expect((await post('matchlfps/update.php', { ...base, heure: '25:00' }, r.admin.cookie)).statusCode).toBe(400);
    const { date: _d, heure: _h, ...noLocal } = base;
    expect((await post('matchlfps/update.php', { ...noLocal, kickoff_at: '2026-10-24 21:05' }, r.admin.cookie)).statusCode).toBe(400);
    const unknown = await post('matchlfps/update.php', { ...base, away_club_id: 999999 }, r.admin.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MATCHLFPS_MSG.clubNotFound(999999));
    const old = await insertClub(t.db, { saisonId: OTHER_SAISON });
    const season = await post('matchlfps/update.php', { ...base, home_club_id: old.id }, r.admin.cookie);
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe(MATCHLFPS_MSG.clubOtherSeason(old.name, 2026));
    const missing = await post('matchlfps/update.php', { ...base, id: 999999 }, r.admin.cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a pooler (403) and a visitor (401)', async () => {
    const { match, home, away } = await scene();
    const body = { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-24', heure: '21:05' };
    const pooler = await post('matchlfps/update.php', body, r.pooler.cookie);
    expect(pooler.statusCode).toBe(403);
    expect(pooler.json().message).toBe(SRV.forbiddenRole);
    expect((await post('matchlfps/update.php', body)).statusCode).toBe(401);
    const [row] = await t.db.select().from(matchlfps).where(eq(matchlfps.id, match.id));
    expect(row?.homeClubId).toBe(home.id);
  });
});

describe('matchlfps/delete.php', () => {
  it('deletes a match without stats for an admin', async () => {
    const { match } = await scene();
    const res = await post('matchlfps/delete.php', { id: match.id }, r.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MATCHLFPS_MSG.deleted });
    expect(await t.db.$count(matchlfps)).toBe(0);
    expect((await post('matchlfps/delete.php', { id: match.id }, r.admin.cookie)).statusCode).toBe(404);
  });

  it('refuses to delete a match that has player stat lines (409, nothing lost)', async () => {
    const { match, home } = await scene();
    const joueur = await insertJoueur(t.db, home.id);
    await t.db.insert(playerStats).values({ matchlfpId: match.id, joueurId: joueur.id, clubId: home.id, minutes: 90 });
    const res = await post('matchlfps/delete.php', { id: match.id }, r.admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, status: 'error', message: MATCHLFPS_MSG.deleteRefused(1) });
    expect(await t.db.$count(matchlfps)).toBe(1);
    expect(await t.db.$count(playerStats)).toBe(1);
  });

  it('refuses a pooler (403), a visitor (401) and a bad id (400)', async () => {
    const { match } = await scene();
    expect((await post('matchlfps/delete.php', { id: match.id }, r.pooler.cookie)).statusCode).toBe(403);
    expect((await post('matchlfps/delete.php', { id: match.id })).statusCode).toBe(401);
    expect((await post('matchlfps/delete.php', {}, r.admin.cookie)).statusCode).toBe(400);
    expect(await t.db.$count(matchlfps)).toBe(1);
  });
});
