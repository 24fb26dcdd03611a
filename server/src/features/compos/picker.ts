import type { ComposGet } from '@poolfoot/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Q } from '../../db/client.js';
import { clubs, journees, joueurs, matchlfps, playerPoints, teamPlayers } from '../../db/schema.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { lastScoredJournee } from '../stats/index.js';
import { heldAt } from '../teams/index.js';
import type { JourneeRow } from './present.js';

type Picker = ComposGet['picker'];

/**
 * What the lineup's player picker says of each player of a pooler's team at a matchday: his points this
 * season up to that matchday (the totals of stats/players.php), his points at the last matchday before it with points
 * computed, and his club's match of that matchday (the opponent, at home or away; a postponed match is none). The
 * points in one query over the pooler's team of the league's season, the matches in another.
 */
export async function pickerFigures(db: Q, ls: LeagueSeason, userId: number, journee: JourneeRow): Promise<Picker> {
  const last = await lastScoredJournee(db, { saisonId: ls.saisonId, until: journee.numjournee - 1 });
  const atLast = last === null ? sql`false` : sql`${journees.numjournee} = ${last}`;
  const rows = await db
    .select({
      joueur_id: teamPlayers.joueurId,
      clubId: joueurs.clubId,
      season: sql<number>`coalesce(sum(${playerPoints.points}) filter (where ${journees.numjournee} <= ${journee.numjournee}), 0)::int`,
      last: sql<number | null>`(max(${playerPoints.points}) filter (where ${atLast}))::int`,
    })
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .leftJoin(playerPoints, eq(playerPoints.joueurId, teamPlayers.joueurId))
    .leftJoin(journees, and(eq(journees.id, playerPoints.journeeId), eq(journees.saisonId, ls.saisonId)))
    .where(and(inLeagueSeason(teamPlayers, ls), eq(teamPlayers.userId, userId), heldAt(journee.numjournee)))
    .groupBy(teamPlayers.joueurId, joueurs.clubId)
    .orderBy(asc(teamPlayers.joueurId));
  const next = await nextMatches(db, journee.id);
  return {
    last_numjournee: last,
    joueurs: rows.map((r) => ({ joueur_id: r.joueur_id, season_points: r.season, last_points: r.last, next: next.get(r.clubId) ?? null })),
  };
}

const homeClub = alias(clubs, 'home_club');
const awayClub = alias(clubs, 'away_club');

/** Each club's match of a matchday (its first by kickoff; a postponed one is none): the opponent's name and whether at home. */
async function nextMatches(db: Q, journeeId: number) {
  const matches = await db
    .select({ homeId: matchlfps.homeClubId, awayId: matchlfps.awayClubId, home: homeClub.name, away: awayClub.name })
    .from(matchlfps)
    .innerJoin(homeClub, eq(homeClub.id, matchlfps.homeClubId))
    .innerJoin(awayClub, eq(awayClub.id, matchlfps.awayClubId))
    .where(and(eq(matchlfps.journeeId, journeeId), eq(matchlfps.postponed, false)))
    .orderBy(asc(matchlfps.kickoffAt), asc(matchlfps.id));
  const byClub = new Map<number, NonNullable<Picker['joueurs'][number]['next']>>();
  for (const m of matches) {
    if (!byClub.has(m.homeId)) byClub.set(m.homeId, { opponent: m.away, home: true });
    if (!byClub.has(m.awayId)) byClub.set(m.awayId, { opponent: m.home, home: false });
  }
  return byClub;
}
