import {
  clubsCalls,
  composCalls,
  joueursCalls,
  journeesCalls,
  championnatCalls,
  matchlfpsCalls,
  resultatsCalls,
  SAISON_MSG,
} from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { autoLineup, compoPayload, createSquad, OTHER_SAISON, otherSeason, roles, testSeason } from '../../../test/factories/index.js';
import { clubs, compos, joueurs, journees, matchlfps } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let pastClub: number;
let pastJoueur: number;
let pastJournee: number;
const PAST = 'Saison 2024/2025';
const refused = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(SAISON_MSG.pastReadOnly(PAST));
};

/** A past season's rows, written straight into the database (the API no longer writes them). */
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  await testSeason(t.db);
  await otherSeason(t.db);
  const [club] = await t.db.insert(clubs).values({ name: 'Ancien', clubId: '99', saisonId: OTHER_SAISON }).returning();
  pastClub = club?.id ?? 0;
  const [joueur] = await t.db
    .insert(joueurs)
    .values({ nom: 'Ancien', lfpId: 'old1', shortOptaId: 'o1', clubId: pastClub, poste: 'AT', saisonId: OTHER_SAISON })
    .returning();
  pastJoueur = joueur?.id ?? 0;
  const [journee] = await t.db
    .insert(journees)
    .values({ numjournee: 1, date: '2025-08-16', heure: '21:00', startAt: new Date('2025-08-16T19:00:00Z'), saisonId: OTHER_SAISON })
    .returning();
  pastJournee = journee?.id ?? 0;
});
afterAll(() => t.close());

describe('a past season is read-only: every write aimed at it is refused, nothing written', () => {
  it('refuses its matchdays: a new one, a change, a removal', async () => {
    const input = { numjournee: 2, date: '2025-08-23', heure: '21:00', saison_id: OTHER_SAISON };
    refused(await t.as(r.admin).call(journeesCalls.create, input));
    refused(await t.as(r.admin).call(journeesCalls.update, { ...input, id: pastJournee, numjournee: 1 }));
    refused(await t.as(r.admin).call(journeesCalls.delete, { id: pastJournee }));
    // Moving a matchday of the active season into the past is refused as well.
    const rows = await t.db.select().from(journees).where(eq(journees.saisonId, OTHER_SAISON));
    expect(rows).toMatchObject([{ id: pastJournee, numjournee: 1, date: '2025-08-16' }]);
  });

  it('refuses its clubs and players: a new one, a change, a removal', async () => {
    refused(await t.as(r.admin).call(clubsCalls.create, { name: 'Nouveau', saison_id: OTHER_SAISON }));
    refused(await t.as(r.admin).call(clubsCalls.update, { id: pastClub, name: 'Renommé', saison_id: OTHER_SAISON }));
    refused(await t.as(r.admin).call(clubsCalls.delete, { id: pastClub }));
    const player = { nom: 'Autre', lfp_id: 'old2', short_opta_id: 'o2', club_id: pastClub, poste: 'AT' as const, saison_id: OTHER_SAISON };
    refused(await t.as(r.admin).call(joueursCalls.create, player));
    refused(await t.as(r.admin).call(joueursCalls.update, { ...player, id: pastJoueur, lfp_id: 'old1' }));
    refused(await t.as(r.admin).call(joueursCalls.delete, { id: pastJoueur }));
    // An import: a row of the past season is refused with why, the others of the file go on.
    const imported = await t.as(r.admin).call(clubsCalls.import, {
      clubs: [
        { name: 'Passé', club_id: '97', saison_id: OTHER_SAISON },
        { name: 'Présent', club_id: '97' },
      ],
    });
    expect(imported.json()).toMatchObject({ created: 1, errors: [{ index: 0, message: `saison_id : ${SAISON_MSG.pastReadOnly(PAST)}` }] });
    const players = await t.as(r.admin).call(joueursCalls.import, { joueurs: [{ ...player, lfp_id: 'old3' }] });
    expect(players.json()).toMatchObject({ created: 0, errors: [{ index: 0, message: `saison_id : ${SAISON_MSG.pastReadOnly(PAST)}` }] });
    expect(await t.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.saisonId, OTHER_SAISON))).toEqual([{ name: 'Ancien' }]);
    expect(await t.db.select({ nom: joueurs.nom }).from(joueurs).where(eq(joueurs.saisonId, OTHER_SAISON))).toEqual([{ nom: 'Ancien' }]);
  });

  it('refuses its league matches: their stat lines built again, a change, a removal', async () => {
    const [other] = await t.db.insert(clubs).values({ name: 'Autre', clubId: '98', saisonId: OTHER_SAISON }).returning();
    const [match] = await t.db
      .insert(matchlfps)
      .values({
        matchLfpId: 'l1_championship_match_1',
        journeeId: pastJournee,
        saisonId: OTHER_SAISON,
        homeClubId: pastClub,
        awayClubId: other?.id ?? 0,
        kickoffAt: new Date('2025-08-16T19:00:00Z'),
      })
      .returning();
    refused(await t.as(r.superAdmin).call(championnatCalls.buildFromMatchlfp, { matchId: String(match?.id) }));
    const id = match?.id ?? 0;
    const edit = { id, home_club_id: pastClub, away_club_id: other?.id ?? 0, kickoff_at: '2025-08-17T19:00:00Z', postponed: true };
    refused(await t.as(r.admin).call(matchlfpsCalls.update, edit));
    refused(await t.as(r.admin).call(matchlfpsCalls.delete, { id }));
    expect(await t.db.select({ postponed: matchlfps.postponed }).from(matchlfps).where(eq(matchlfps.id, id))).toEqual([
      { postponed: false },
    ]);
  });

  it('refuses a lineup of its matchdays and computing its results again', async () => {
    const squad = await createSquad(t.db, r.pooler.id, [pastClub]);
    const lineup = autoLineup(squad, '442');
    refused(await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, { id: pastJournee, numjournee: 1 }, '442', lineup)));
    refused(await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: pastJournee }));
    expect(await t.db.$count(compos, eq(compos.journeeId, pastJournee))).toBe(0);
  });
});
