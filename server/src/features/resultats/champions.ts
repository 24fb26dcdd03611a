import { type MatchResult, rankStandings, seasonChampion } from '@poolfoot/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { journees, rencontres, resultats, users } from '../../db/schema.js';
import { countsInRanking } from './ranking.js';
import { poolerName } from '../users/index.js';

/** A pooler's sums of a season: his results of its finished matchdays in the league. */
export type SeasonSum = { saisonId: number; user_id: number; username: string; points_classement: number; total_saison: number };
/** A head-to-head match the league played: two poolers paired on a finished matchday, its result computed. */
export type PlayedMeeting = { saisonId: number; a: number; b: number; resultat: MatchResult };
/** A finished season of the league and its champion (null: the league played no head-to-head match of it). */
export type SeasonChampion = {
  saison_id: number;
  nom: string;
  champion: { user_id: number; username: string; points_classement: number } | null;
};

/** Every season's sums by pooler in the league, from its finished matchdays' results, members who left included. */
export const seasonSums = (db: Q, leagueId: number): Promise<SeasonSum[]> =>
  db
    .select({
      saisonId: journees.saisonId,
      user_id: resultats.userId,
      username: poolerName(),
      points_classement: sql<number>`sum(${resultats.matchPoints} + ${resultats.starBonus})::int`,
      total_saison: sql<number>`sum(${resultats.totalPoints})::int`,
    })
    .from(resultats)
    .innerJoin(journees, and(eq(journees.id, resultats.journeeId), countsInRanking))
    .innerJoin(users, eq(users.id, resultats.userId))
    .where(eq(resultats.leagueId, leagueId))
    .groupBy(journees.saisonId, resultats.userId, users.id);

/** The league's head-to-head matches of finished matchdays, every season. */
export async function playedMeetings(db: Q, leagueId: number): Promise<PlayedMeeting[]> {
  const rows = await db
    .select({ saisonId: journees.saisonId, a: rencontres.user1Id, b: rencontres.user2Id, resultat: rencontres.resultat })
    .from(rencontres)
    .innerJoin(journees, and(eq(journees.id, rencontres.journeeId), countsInRanking))
    .where(and(eq(rencontres.leagueId, leagueId), isNotNull(rencontres.user2Id), isNotNull(rencontres.resultat)));
  return rows.flatMap((m) => (m.b === null || m.resultat === null ? [] : [{ ...m, b: m.b, resultat: m.resultat as MatchResult }]));
}

/**
 * The champion of each season (newest first), decided by the domain's one rule (seasonChampion) from the season's sums
 * ranked as RULES.md orders them and the head-to-head matches the league played in it.
 */
export function championsOf(
  seasons: readonly { id: number; nom: string }[],
  sums: readonly SeasonSum[],
  meetings: readonly PlayedMeeting[],
): SeasonChampion[] {
  return [...seasons]
    .sort((x, y) => y.id - x.id)
    .map((season) => {
      const standings = rankStandings(sums.filter((s) => s.saisonId === season.id));
      const played = meetings.filter((m) => m.saisonId === season.id).length;
      const first = seasonChampion({ finished: true, meetings: played }, standings);
      return {
        saison_id: season.id,
        nom: season.nom,
        champion: first && { user_id: first.user_id, username: first.username, points_classement: first.points_classement },
      };
    });
}
