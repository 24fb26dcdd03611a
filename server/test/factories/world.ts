import { parisLocalToUtc, type Poste, utcToParisLocal } from '@poolfoot/domain';
import type { Db } from '../../src/db/client.js';
import {
  clubs,
  compos,
  journees,
  joueurs,
  matchlfps,
  playerPoints,
  playerStats,
  rencontres,
  resultats,
  seasons,
} from '../../src/db/schema.js';

/** The league's rows: seasons, clubs, players, matchdays and their matches, stat lines. Each factory inserts real rows. */
export const SAISON = 2026;
/** Another season than the active one, for the tests that check a call keeps to the active season. */
export const OTHER_SAISON = 2025;

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};
const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} not created`);
  return row;
};

/** The row of OTHER_SAISON (the active season's row is made at start). */
export async function otherSeason(db: Db) {
  await db.insert(seasons).values({ id: OTHER_SAISON, nom: 'Saison 2024/2025' }).onConflictDoNothing();
}

/** A season to come, after the active one: prepared ahead, it is written (a past one is read-only). */
export const NEXT_SAISON = 2027;
export async function nextSeason(db: Db) {
  await db.insert(seasons).values({ id: NEXT_SAISON, nom: 'Saison 2026/2027' }).onConflictDoNothing();
}

/** A club of the active season; its official name is `<name> FC` unless given (null for none). */
export async function createClub(db: Db, over: { name?: string; officialName?: string | null; saisonId?: number } = {}) {
  const name = over.name ?? `Club ${next()}`;
  const officialName = over.officialName === undefined ? `${name} FC` : over.officialName;
  return one(
    await db
      .insert(clubs)
      .values({ name, officialName, saisonId: over.saisonId ?? SAISON })
      .returning(),
    'club',
  );
}

export type TestPlayer = { id: number; lfpId: string; poste: Poste; clubId: number; nom: string; name: string };

/** A player of a club of the active season, named Prenom<n> Nom<n> unless given. */
export async function createJoueur(
  db: Db,
  clubId: number,
  poste: Poste,
  over: { nom?: string; prenom?: string } = {},
): Promise<TestPlayer> {
  const n = next();
  const nom = over.nom ?? `Nom${n}`;
  const prenom = over.prenom ?? `Prenom${n}`;
  const lfpId = `lfp${n}`;
  const row = one(
    await db
      .insert(joueurs)
      .values({ nom, prenom, lfpId, shortOptaId: `p${n}`, clubId, poste, saisonId: SAISON })
      .returning(),
    'joueur',
  );
  return { id: row.id, lfpId, poste, clubId, nom, name: `${prenom} ${nom}` };
}

/** A league match: [home club, away club, kickoff]. */
type MatchSpec = readonly [homeClubId: number, awayClubId: number, kickoffAt: string];

/**
 * A matchday, with its matches when given. It starts at `startAt`, else at its first match's kickoff, else on
 * `date` (default 2026-09-05) at 21:00 in Paris; its date and hour are the Paris ones of that instant, as the app keeps them.
 */
export async function createJournee(
  db: Db,
  numjournee: number,
  over: { date?: string; startAt?: string | Date; status?: number; saisonId?: number; matches?: readonly MatchSpec[] } = {},
) {
  const at = over.startAt ?? over.matches?.[0]?.[2];
  const startAt = at ? new Date(at) : parisLocalToUtc(over.date ?? '2026-09-05', '21:00');
  const { date, heure } = utcToParisLocal(startAt);
  const journee = one(
    await db
      .insert(journees)
      .values({ numjournee, date, heure, startAt, status: over.status ?? 0, saisonId: over.saisonId ?? SAISON })
      .returning(),
    'journee',
  );
  for (const [home, away, kickoffAt] of over.matches ?? []) await createMatch(db, journee.id, home, away, { kickoffAt });
  return journee;
}

/** A match of a matchday (default: kicked off on 2026-09-01 at 19:00 UTC, not started). */
export async function createMatch(
  db: Db,
  journeeId: number,
  homeClubId: number,
  awayClubId: number,
  over: { kickoffAt?: string | Date; period?: string } = {},
) {
  const kickoffAt = new Date(over.kickoffAt ?? '2026-09-01T19:00:00Z');
  return one(
    await db
      .insert(matchlfps)
      .values({ matchLfpId: `m${next()}`, journeeId, homeClubId, awayClubId, kickoffAt, saisonId: SAISON, period: over.period })
      .returning(),
    'match',
  );
}

type StatFields = Partial<Omit<typeof playerStats.$inferInsert, 'id' | 'matchlfpId' | 'joueurId' | 'clubId'>>;

/** A player's stat line in a match; answers its id. */
export async function createStat(db: Db, matchlfpId: number, joueur: { id: number; clubId: number }, fields: StatFields) {
  const row = one(
    await db
      .insert(playerStats)
      .values({ matchlfpId, joueurId: joueur.id, clubId: joueur.clubId, ...fields })
      .returning(),
    'stat line',
  );
  return row.id;
}

/** Empties the matchdays and everything that hangs on them, children first (clubs, players and teams stay). */
export async function resetMatchdays(db: Db) {
  await db.delete(playerPoints);
  await db.delete(playerStats);
  await db.delete(matchlfps);
  await db.delete(compos);
  await db.delete(rencontres);
  await db.delete(resultats);
  await db.delete(journees);
}
