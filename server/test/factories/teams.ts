import { FORMATION_SLOTS, type Formation, type Poste } from '@poolfoot/domain';
import type { Db } from '../../src/db/client.js';
import { compoSlots, compos, rencontres, teamPlayers } from '../../src/db/schema.js';
import { testLeague } from './users.js';
import { createJoueur, SAISON, type TestPlayer } from './world.js';

/**
 * The poolers' side: who owns which players when, their lineups and their pairings, in a league (default the test
 * database's first one, where users are members unless told otherwise). Each factory inserts real rows.
 */

/** The test league's current season: where the league calls of a test act unless it made another league. */
export async function testSeason(db: Db) {
  return { leagueId: await testLeague(db), saisonId: SAISON };
}

/** Ownership rows (RULES.md "Teams over time"), from journee_in (default 1) to journee_out (default none). */
export async function give(
  db: Db,
  userId: number,
  players: readonly { id: number }[],
  journeeIn = 1,
  journeeOut: number | null = null,
  league?: number,
) {
  const leagueId = league ?? (await testLeague(db));
  await db.insert(teamPlayers).values(players.map((p) => ({ leagueId, saisonId: SAISON, userId, joueurId: p.id, journeeIn, journeeOut })));
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

/** A saved lineup written straight to the database: one slot per entry, in order (null: an empty slot); answers its id. */
export async function createCompo(
  db: Db,
  userId: number,
  journeeId: number,
  slots: readonly ({ id: number } | null)[],
  captain: { id: number } | null,
  formation: Formation = '4231',
  league?: number,
) {
  const leagueId = league ?? (await testLeague(db));
  const [row] = await db
    .insert(compos)
    .values({ leagueId, saisonId: SAISON, userId, journeeId, formation, capitaineJoueurId: captain?.id ?? null })
    .returning({ id: compos.id });
  if (!row) throw new Error('compo not created');
  await db.insert(compoSlots).values(slots.map((p, ordre) => ({ compoId: row.id, ordre, joueurId: p?.id ?? null })));
  return row.id;
}

/** A pairing of a matchday (user2 null: a bye); answers its id. */
export async function createRencontre(
  db: Db,
  journeeId: number,
  matchNo: number,
  user1Id: number,
  user2Id: number | null,
  league?: number,
) {
  const leagueId = league ?? (await testLeague(db));
  const [row] = await db.insert(rencontres).values({ leagueId, saisonId: SAISON, journeeId, matchNo, user1Id, user2Id }).returning();
  if (!row) throw new Error('rencontre not created');
  return row.id;
}
