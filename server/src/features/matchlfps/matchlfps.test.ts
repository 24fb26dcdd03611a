import { MATCHLFPS_MSG, matchlfpsCalls, SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createClub,
  createJoueur,
  createJournee,
  createMatch,
  OTHER_SAISON,
  otherSeason,
  resetMatchdays,
  roles,
} from '../../../test/factories/index.js';
import { matchlfps, playerStats } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  await otherSeason(t.db);
});
afterAll(() => t.close());
beforeEach(() => resetMatchdays(t.db));

/** A matchday with one match between two clubs (the home club without an official name). */
async function scene() {
  const j = await createJournee(t.db, 5);
  const home = await createClub(t.db, { officialName: null });
  const away = await createClub(t.db);
  const match = await createMatch(t.db, j.id, home.id, away.id, { kickoffAt: new Date('2026-09-05T19:00:00Z') });
  return { j, home, away, match };
}

describe('matchlfps/getByJournee.php', () => {
  it('lists a matchday’s matches by kickoff with both clubs’ official names, to any logged-in user', async () => {
    const { j, home, away, match } = await scene();
    const [c, d] = [await createClub(t.db), await createClub(t.db)];
    const early = await createMatch(t.db, j.id, c.id, d.id, { kickoffAt: new Date('2026-09-04T18:45:00Z') });
    await t.db.update(matchlfps).set({ homeScore: 2, awayScore: 1, period: 'fullTime' }).where(eq(matchlfps.id, early.id));
    const other = await createJournee(t.db, 6);
    await createMatch(t.db, other.id, home.id, away.id, { kickoffAt: new Date('2026-09-12T19:00:00Z') });

    const res = await t.as(r.pooler).call(matchlfpsCalls.getByJournee, { journee: 5 });
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
      kickoff_unknown: false,
      home_score: null,
      away_score: null,
      period: 'preMatch',
      postponed: false,
      counts_as_postponed: false,
      saison_id: 2026,
    });
  });

  it('answers an empty list for a matchday without matches or of another season', async () => {
    const j = await createJournee(t.db, 7, { saisonId: OTHER_SAISON });
    const [a, b] = [await createClub(t.db), await createClub(t.db)];
    await createMatch(t.db, j.id, a.id, b.id, { kickoffAt: new Date('2025-09-05T19:00:00Z') });
    expect((await t.as(r.pooler).call(matchlfpsCalls.getByJournee, { journee: 7 })).json().matchs).toEqual([]);
    expect((await t.as(r.pooler).call(matchlfpsCalls.getByJournee, { journee: 30 })).json().matchs).toEqual([]);
  });

  it('refuses a bad matchday number (400) and a visitor (401)', async () => {
    expect((await t.as(r.pooler).call(matchlfpsCalls.getByJournee, { journee: 0 })).statusCode).toBe(400);
    expect((await t.as(r.pooler).get(matchlfpsCalls.getByJournee)).statusCode).toBe(400);
    expect((await t.anonymous.call(matchlfpsCalls.getByJournee, { journee: 1 })).statusCode).toBe(401);
  });
});

describe('matchlfps/get.php', () => {
  it('answers one match to any logged-in user; 404 unknown, 400 bad id, 401 visitor', async () => {
    const { match, away } = await scene();
    const res = await t.as(r.other).call(matchlfpsCalls.get, { id: match.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toMatchObject({ id: match.id, away_club_official_name: away.officialName });
    const missing = await t.as(r.pooler).call(matchlfpsCalls.get, { id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MATCHLFPS_MSG.notFound);
    expect((await t.as(r.pooler).call(matchlfpsCalls.get, { id: -1 })).statusCode).toBe(400);
    expect((await t.anonymous.call(matchlfpsCalls.get, { id: match.id })).statusCode).toBe(401);
  });
});

describe('matchlfps/update.php', () => {
  it('lets an admin change both teams and the kickoff, given in Paris time', async () => {
    const { match, home, away } = await scene();
    const res = await t
      .as(r.admin)
      .call(matchlfpsCalls.update, { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-24', heure: '21:05' });
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
    const winter = await t
      .as(r.admin)
      .call(matchlfpsCalls.update, { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-25', heure: '21:05' });
    expect(winter.json().match.kickoff_at).toBe('2026-10-25T20:05:00.000Z');
    const [row] = await t.db.select().from(matchlfps).where(eq(matchlfps.id, match.id));
    expect(row?.kickoffAt.toISOString()).toBe('2026-10-25T20:05:00.000Z');
  });

  it('also takes the kickoff as an instant with its offset', async () => {
    const { match, home, away } = await scene();
    const res = await t
      .as(r.admin)
      .call(matchlfpsCalls.update, { id: match.id, home_club_id: home.id, away_club_id: away.id, kickoff_at: '2026-11-01T15:00:00+01:00' });
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
    const res = await t.as(r.admin).post(matchlfpsCalls.update, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const [row] = await t.db.select().from(matchlfps).where(eq(matchlfps.id, match.id));
    expect(row).toMatchObject({ homeClubId: home.id, kickoffAt: new Date('2026-09-05T19:00:00Z') });
  });

  it('refuses the same club twice, bad dates, unknown clubs and clubs of another season', async () => {
    const { match, home, away } = await scene();
    const base = { id: match.id, home_club_id: home.id, away_club_id: away.id, date: '2026-10-24', heure: '21:05' };
    const same = await t.as(r.admin).call(matchlfpsCalls.update, { ...base, away_club_id: home.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('Les deux équipes doivent être différentes.');
    expect((await t.as(r.admin).call(matchlfpsCalls.update, { ...base, date: '2026-02-30' })).statusCode).toBe(400);
    expect((await t.as(r.admin).call(matchlfpsCalls.update, { ...base, heure: '25:00' })).statusCode).toBe(400);
    const { date: _d, heure: _h, ...noLocal } = base;
    expect((await t.as(r.admin).call(matchlfpsCalls.update, { ...noLocal, kickoff_at: '2026-10-24 21:05' })).statusCode).toBe(400);
    const unknown = await t.as(r.admin).call(matchlfpsCalls.update, { ...base, away_club_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MATCHLFPS_MSG.clubNotFound(999999));
    const old = await createClub(t.db, { saisonId: OTHER_SAISON });
    const season = await t.as(r.admin).call(matchlfpsCalls.update, { ...base, home_club_id: old.id });
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe(MATCHLFPS_MSG.clubOtherSeason(old.name, 2026));
    const missing = await t.as(r.admin).call(matchlfpsCalls.update, { ...base, id: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a pooler (403) and a visitor (401)', async () => {
    const { match, home, away } = await scene();
    const body = { id: match.id, home_club_id: away.id, away_club_id: home.id, date: '2026-10-24', heure: '21:05' };
    const pooler = await t.as(r.pooler).call(matchlfpsCalls.update, body);
    expect(pooler.statusCode).toBe(403);
    expect(pooler.json().message).toBe(SRV.forbiddenRole);
    expect((await t.anonymous.call(matchlfpsCalls.update, body)).statusCode).toBe(401);
    const [row] = await t.db.select().from(matchlfps).where(eq(matchlfps.id, match.id));
    expect(row?.homeClubId).toBe(home.id);
  });
});

describe('matchlfps/delete.php', () => {
  it('deletes a match without stats for an admin', async () => {
    const { match } = await scene();
    const res = await t.as(r.admin).call(matchlfpsCalls.delete, { id: match.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MATCHLFPS_MSG.deleted });
    expect(await t.db.$count(matchlfps)).toBe(0);
    expect((await t.as(r.admin).call(matchlfpsCalls.delete, { id: match.id })).statusCode).toBe(404);
  });

  it('refuses to delete a match that has player stat lines (409, nothing lost)', async () => {
    const { match, home } = await scene();
    const joueur = await createJoueur(t.db, home.id, 'AT');
    await t.db.insert(playerStats).values({ matchlfpId: match.id, joueurId: joueur.id, clubId: home.id, minutes: 90 });
    const res = await t.as(r.admin).call(matchlfpsCalls.delete, { id: match.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, status: 'error', message: MATCHLFPS_MSG.deleteRefused(1) });
    expect(await t.db.$count(matchlfps)).toBe(1);
    expect(await t.db.$count(playerStats)).toBe(1);
  });

  it('refuses a pooler (403), a visitor (401) and a bad id (400)', async () => {
    const { match } = await scene();
    expect((await t.as(r.pooler).call(matchlfpsCalls.delete, { id: match.id })).statusCode).toBe(403);
    expect((await t.anonymous.call(matchlfpsCalls.delete, { id: match.id })).statusCode).toBe(401);
    expect((await t.as(r.admin).post(matchlfpsCalls.delete, {})).statusCode).toBe(400);
    expect(await t.db.$count(matchlfps)).toBe(1);
  });
});
