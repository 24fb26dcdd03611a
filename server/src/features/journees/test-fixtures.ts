import { parisLocalToUtc } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { clubs, compos, journees, joueurs, matchlfps, playerPoints, playerStats, rencontres, resultats, seasons } from '../../db/schema.js';

/** Test rows for the matchday and league-match tests (real rows, each test makes what it needs). */
export const OTHER_SAISON = 2025;

export async function otherSeason(db: Db) {
  await db.insert(seasons).values({ id: OTHER_SAISON, nom: 'Saison 2024/2025' }).onConflictDoNothing();
}

/** Empties every table these tests fill, children first. */
export async function resetMatchdays(db: Db) {
  await db.delete(playerPoints);
  await db.delete(playerStats);
  await db.delete(matchlfps);
  await db.delete(compos);
  await db.delete(rencontres);
  await db.delete(resultats);
  await db.delete(journees);
}

export async function insertJournee(db: Db, numjournee: number, over: { status?: number; saisonId?: number; date?: string } = {}) {
  const date = over.date ?? '2026-09-05';
  const [row] = await db
    .insert(journees)
    .values({
      numjournee,
      date,
      heure: '21:00',
      startAt: parisLocalToUtc(date, '21:00'),
      status: over.status ?? 0,
      saisonId: over.saisonId ?? 2026,
    })
    .returning();
  if (!row) throw new Error('journee not created');
  return row;
}

let clubSeq = 0;
export async function insertClub(db: Db, over: { officialName?: string | null; saisonId?: number } = {}) {
  clubSeq += 1;
  const [row] = await db
    .insert(clubs)
    .values({
      name: `Club ${clubSeq}`,
      officialName: over.officialName === undefined ? `Club officiel ${clubSeq}` : over.officialName,
      saisonId: over.saisonId ?? 2026,
    })
    .returning();
  if (!row) throw new Error('club not created');
  return row;
}

let matchSeq = 0;
export async function insertMatch(db: Db, journeeId: number, homeClubId: number, awayClubId: number, kickoffAt: Date) {
  matchSeq += 1;
  const [row] = await db
    .insert(matchlfps)
    .values({ matchLfpId: `test_match_${matchSeq}`, journeeId, homeClubId, awayClubId, kickoffAt, saisonId: 2026 })
    .returning();
  if (!row) throw new Error('match not created');
  return row;
}

let joueurSeq = 0;
export async function insertJoueur(db: Db, clubId: number) {
  joueurSeq += 1;
  const [row] = await db
    .insert(joueurs)
    .values({
      nom: `Joueur ${joueurSeq}`,
      lfpId: `lfp_${joueurSeq}`,
      shortOptaId: `opta_${joueurSeq}`,
      clubId,
      poste: 'AT',
      saisonId: 2026,
    })
    .returning();
  if (!row) throw new Error('joueur not created');
  return row;
}
