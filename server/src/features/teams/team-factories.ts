/**
 * Test factories for teams, matchdays and lineups: they insert real rows. Used by the teams, compos
 * and rencontres tests (never by the app).
 */
import { FORMATION_SLOTS, type Formation, type Poste } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { clubs, journees, joueurs, matchlfps, teamPlayers } from '../../db/schema.js';

const SAISON = 2026;
let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

export async function createClub(db: Db, name = `Club ${next()}`) {
  const [row] = await db
    .insert(clubs)
    .values({ name, officialName: `${name} FC`, saisonId: SAISON })
    .returning();
  if (!row) throw new Error('club not created');
  return row;
}

export type TestPlayer = { id: number; lfpId: string; poste: Poste; clubId: number; nom: string };

export async function createJoueur(db: Db, clubId: number, poste: Poste): Promise<TestPlayer> {
  const n = next();
  const [row] = await db
    .insert(joueurs)
    .values({ nom: `Nom${n}`, prenom: `Prenom${n}`, lfpId: `lfp${n}`, shortOptaId: `p${n}`, clubId, poste, saisonId: SAISON })
    .returning();
  if (!row) throw new Error('joueur not created');
  return { id: row.id, lfpId: row.lfpId, poste, clubId, nom: row.nom };
}

/** A matchday starting at `startAt` (Paris date and hour are only labels here). */
export async function createJournee(db: Db, numjournee: number, startAt: string, status = 0) {
  const at = new Date(startAt);
  const [row] = await db
    .insert(journees)
    .values({
      numjournee,
      date: at.toISOString().slice(0, 10),
      heure: at.toISOString().slice(11, 16),
      startAt: at,
      status,
      saisonId: SAISON,
    })
    .returning();
  if (!row) throw new Error('journee not created');
  return row;
}

export async function createMatch(db: Db, journeeId: number, homeClubId: number, awayClubId: number, kickoffAt: string) {
  const [row] = await db
    .insert(matchlfps)
    .values({ matchLfpId: `m${next()}`, journeeId, homeClubId, awayClubId, kickoffAt: new Date(kickoffAt), saisonId: SAISON })
    .returning();
  if (!row) throw new Error('match not created');
  return row;
}

/** A matchday and its matches, each [home club, away club, kickoff]; the first kickoff starts the matchday. */
export async function createMatchday(db: Db, numjournee: number, matches: readonly (readonly [number, number, string])[]) {
  const journee = await createJournee(db, numjournee, matches[0]?.[2] ?? '2026-09-05T15:00:00Z');
  for (const [home, away, kickoffAt] of matches) await createMatch(db, journee.id, home, away, kickoffAt);
  return journee;
}

/** Ownership rows (RULES.md "Teams over time"), from journee_in (default 1) to journee_out (default none). */
export async function give(db: Db, userId: number, players: readonly { id: number }[], journeeIn = 1, journeeOut: number | null = null) {
  await db.insert(teamPlayers).values(players.map((p) => ({ saisonId: SAISON, userId, joueurId: p.id, journeeIn, journeeOut })));
}

const SQUAD: Record<Poste, number> = { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 };

/** A full 20-player squad owned from matchday 1, the players spread over the clubs in turn. */
export async function createSquad(db: Db, userId: number, clubIds: readonly number[]): Promise<TestPlayer[]> {
  const players: TestPlayer[] = [];
  let turn = 0;
  for (const [poste, count] of Object.entries(SQUAD) as [Poste, number][]) {
    for (let i = 0; i < count; i++) {
      const clubId = clubIds[turn % clubIds.length];
      if (clubId === undefined) throw new Error('no club');
      players.push(await createJoueur(db, clubId, poste));
      turn += 1;
    }
  }
  await give(db, userId, players);
  return players;
}

/** The players of a squad filling a formation's slots in order; `prefer` players go first when they fit. */
export function autoLineup(squad: readonly TestPlayer[], formation: Formation, prefer: readonly TestPlayer[] = []): TestPlayer[] {
  const pool = [...prefer, ...squad.filter((p) => !prefer.includes(p))];
  const used = new Set<number>();
  return FORMATION_SLOTS[formation].map((poste) => {
    const p = pool.find((c) => c.poste === poste && !used.has(c.id));
    if (!p) throw new Error(`no ${poste} left`);
    used.add(p.id);
    return p;
  });
}

/** The save payload of SPEC.md §3 for players given in slot order (null leaves a slot empty). */
export function compoPayload(
  userId: number,
  journee: { id: number; numjournee: number },
  formation: Formation,
  players: readonly (TestPlayer | null)[],
  captain: TestPlayer | null = null,
) {
  return {
    user_id: userId,
    username: 'x',
    journee_id: journee.id,
    numjournee: journee.numjournee,
    formation,
    capitaine_lfp_id: captain?.lfpId ?? null,
    joueurs: players.flatMap((p, ordre) => (p ? [{ ordre, lfp_id: p.lfpId, poste: p.poste, club_id: p.clubId }] : [])),
  };
}
