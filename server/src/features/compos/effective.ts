import { carryOverLineup, formationSchema, type Poste, type SavedLineup, SLOT_COUNT } from '@poolfoot/domain';
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Q, rowsOf } from '../../db/client.js';
import { compoSlots, compos, journees, joueurs, teamPlayers } from '../../db/schema.js';
import { heldAt } from '../teams/index.js';

export type JourneeRef = { id: number; numjournee: number; saisonId: number };

/** The lineup in effect for a matchday; compositionId is null when it is carried over from an earlier one. */
export type EffectiveLineup = SavedLineup & { compositionId: number | null };

/** Poolers' players owned at a matchday with their positions, and their lineups in effect, by pooler. */
export type MatchdayLineups = { owned: Map<number, Map<number, Poste>>; lineups: Map<number, EffectiveLineup> };

const json = (of: SQL) => sql<string>`coalesce(json_agg(${of}), '[]')::text`;

/**
 * The lineups that count at a matchday (RULES.md "Lineups") in some leagues at once, every pooler's or one's, in one
 * query: each pooler's players owned that matchday (RULES.md "Teams over time") and his lineup saved for it, else his
 * last one saved for an earlier matchday of the season; either way only the players still owned that matchday and still
 * of their slot's position are kept (domain carryOverLineup: the others leave an empty slot). A pooler who never saved
 * one has none. By league (a league with no team at all has no entry).
 */
export async function leaguesLineups(
  db: Q,
  leagueIds: readonly number[],
  journee: JourneeRef,
  userId?: number,
): Promise<Map<number, MatchdayLineups>> {
  const owned = db
    .select({
      json: json(sql`json_build_array(${teamPlayers.leagueId}, ${teamPlayers.userId}, ${teamPlayers.joueurId}, ${joueurs.poste})`),
    })
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .where(
      and(
        inArray(teamPlayers.leagueId, [...leagueIds]),
        eq(teamPlayers.saisonId, journee.saisonId),
        heldAt(journee.numjournee),
        userId === undefined ? undefined : eq(teamPlayers.userId, userId),
      ),
    );
  const last = db
    .selectDistinctOn([compos.leagueId, compos.userId], {
      id: compos.id,
      leagueId: compos.leagueId,
      userId: compos.userId,
      journeeId: compos.journeeId,
      formation: compos.formation,
      captainId: compos.capitaineJoueurId,
    })
    .from(compos)
    .innerJoin(journees, eq(journees.id, compos.journeeId))
    .where(
      and(
        inArray(compos.leagueId, [...leagueIds]),
        eq(journees.saisonId, journee.saisonId),
        lte(journees.numjournee, journee.numjournee),
        userId === undefined ? undefined : eq(compos.userId, userId),
      ),
    )
    .orderBy(compos.leagueId, compos.userId, desc(journees.numjournee))
    .as('last');
  const slots = sql`(select coalesce(json_agg(json_build_array(${compoSlots.ordre}, ${compoSlots.joueurId})), '[]') from ${compoSlots} where ${compoSlots.compoId} = ${last.id})`;
  const saved = db
    .select({
      json: json(
        sql`json_build_array(${last.leagueId}, ${last.userId}, ${last.id}, ${last.journeeId}, ${last.formation}, ${last.captainId}, ${slots})`,
      ),
    })
    .from(last);
  const res = await db.execute(sql`select (${owned}) as owned, (${saved}) as saved`);
  const [row] = rowsOf<{ owned: string; saved: string }>(res);

  const byLeague = new Map<number, MatchdayLineups>();
  const of = (league: number) => {
    const found = byLeague.get(league) ?? { owned: new Map(), lineups: new Map() };
    byLeague.set(league, found);
    return found;
  };
  for (const [league, user, joueurId, poste] of JSON.parse(row?.owned ?? '[]') as [number, number, number, Poste][]) {
    const teams = of(league).owned;
    const team = teams.get(user) ?? new Map<number, Poste>();
    team.set(joueurId, poste);
    teams.set(user, team);
  }
  for (const [league, user, compoId, journeeId, formation, captainId, ordres] of JSON.parse(row?.saved ?? '[]') as [
    number,
    number,
    number,
    number,
    string,
    number | null,
    [number, number | null][],
  ][]) {
    const slotsOf = new Map(ordres);
    const lineup = {
      formation: formationSchema.parse(formation),
      slots: Array.from({ length: SLOT_COUNT }, (_, s) => slotsOf.get(s) ?? null),
      captainId,
    };
    const { owned, lineups } = of(league);
    lineups.set(user, {
      ...carryOverLineup(lineup, owned.get(user) ?? new Map()),
      compositionId: journeeId === journee.id ? compoId : null,
    });
  }
  return byLeague;
}

/** A league's lineups at a matchday (leaguesLineups), every pooler's or one's. */
export async function matchdayLineups(db: Q, leagueId: number, journee: JourneeRef, userId?: number): Promise<MatchdayLineups> {
  return (await leaguesLineups(db, [leagueId], journee, userId)).get(leagueId) ?? { owned: new Map(), lineups: new Map() };
}

/** One pooler's lineup in effect at a matchday in a league (matchdayLineups); null when he never saved one. */
export async function effectiveLineup(db: Q, leagueId: number, userId: number, journee: JourneeRef): Promise<EffectiveLineup | null> {
  return (await matchdayLineups(db, leagueId, journee, userId)).lineups.get(userId) ?? null;
}
