import { formationSchema, type Poste, type SavedLineup, SLOT_COUNT } from '@poolfoot/domain';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { compoSlots, compos, journees, joueurs, rencontres, teamPlayers } from '../../db/schema.js';
import type { JourneeRef } from '../compos/index.js';
import { ownedAt } from '../teams/index.js';

export type Pairing = { id: number; user1Id: number; user2Id: number | null };

/** What a matchday's results are computed from, per pooler. */
export type Sides = {
  pairings: Pairing[];
  /** Each pooler's players owned at the matchday, with their positions (RULES.md "Teams over time"). */
  owned: Map<number, Map<number, Poste>>;
  /** Each pooler's last lineup saved up to the matchday: the one saved for it, else his last earlier one of the season. */
  saved: Map<number, SavedLineup>;
};

const json = (of: ReturnType<typeof sql>) => sql<string>`coalesce(json_agg(${of}), '[]')::text`;

/**
 * A matchday's pairings, every pooler's team at that matchday and every pooler's last saved lineup with its slots,
 * read in one query (each part as one JSON value): the results of twelve poolers need no query per pooler. The lineup
 * in effect is the saved one with the carry-over rule applied to the team (domain carryOverLineup).
 */
export async function journeeSides(tx: Tx, journee: JourneeRef): Promise<Sides> {
  const pairings = tx
    .select({
      json: json(sql`json_build_array(${rencontres.id}, ${rencontres.user1Id}, ${rencontres.user2Id}) order by ${rencontres.matchNo}`),
    })
    .from(rencontres)
    .where(eq(rencontres.journeeId, journee.id));
  const owned = tx
    .select({ json: json(sql`json_build_array(${teamPlayers.userId}, ${teamPlayers.joueurId}, ${joueurs.poste})`) })
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .where(ownedAt(journee.numjournee, journee.saisonId));
  const last = tx
    .selectDistinctOn([compos.userId], {
      id: compos.id,
      userId: compos.userId,
      formation: compos.formation,
      captainId: compos.capitaineJoueurId,
    })
    .from(compos)
    .innerJoin(journees, eq(journees.id, compos.journeeId))
    .where(and(eq(journees.saisonId, journee.saisonId), lte(journees.numjournee, journee.numjournee)))
    .orderBy(compos.userId, desc(journees.numjournee))
    .as('last');
  const slots = sql`(select coalesce(json_agg(json_build_array(${compoSlots.ordre}, ${compoSlots.joueurId})), '[]') from ${compoSlots} where ${compoSlots.compoId} = ${last.id})`;
  const saved = tx.select({ json: json(sql`json_build_array(${last.userId}, ${last.formation}, ${last.captainId}, ${slots})`) }).from(last);
  const res = await tx.execute(sql`select (${pairings}) as pairings, (${owned}) as owned, (${saved}) as saved`);
  const [row] = (res as unknown as { rows: { pairings: string; owned: string; saved: string }[] }).rows;

  const teams = new Map<number, Map<number, Poste>>();
  for (const [userId, joueurId, poste] of JSON.parse(row?.owned ?? '[]') as [number, number, Poste][]) {
    const team = teams.get(userId) ?? new Map<number, Poste>();
    team.set(joueurId, poste);
    teams.set(userId, team);
  }
  const lineups = new Map<number, SavedLineup>();
  for (const [userId, formation, captainId, ordres] of JSON.parse(row?.saved ?? '[]') as [
    number,
    string,
    number | null,
    [number, number | null][],
  ][]) {
    const slotsOf = new Map(ordres);
    const lineup = Array.from({ length: SLOT_COUNT }, (_, slot) => slotsOf.get(slot) ?? null);
    lineups.set(userId, { formation: formationSchema.parse(formation), slots: lineup, captainId });
  }
  return {
    pairings: (JSON.parse(row?.pairings ?? '[]') as [number, number, number | null][]).map(([id, user1Id, user2Id]) => ({
      id,
      user1Id,
      user2Id,
    })),
    owned: teams,
    saved: lineups,
  };
}
