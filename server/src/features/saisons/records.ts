import { draftPlayerName, type SaisonRecords, SAISON_MSG, seasonPodium, seasonRecords } from '@poolfoot/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { draftPicks, joueurs, journees, rencontres, resultats, seasons, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { seasonFinished } from '../journees/index.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { countsInRanking, generalRanking } from '../resultats/index.js';
import { poolerName } from '../users/index.js';
import { leagueChampions } from './champions.js';

type Answer = Omit<SaisonRecords, 'success' | 'status' | 'message'>;
const user1 = alias(users, 'user1');
const user2 = alias(users, 'user2');

/**
 * saisons/records.php (docs/saisons.md "La fin d'une saison"): a league's season's champion (the palmarès's: one
 * decision, champions.ts), its podium (its ranking's first three, once it played a head-to-head match) and its records
 * (domain seasonRecords), read from that league's and that season's finished matchdays, head-to-heads and draft; a
 * drafted player's points are his of the whole season.
 */
export async function saisonRecords(db: Db, ls: LeagueSeason): Promise<Answer> {
  const inSeason = and(eq(journees.saisonId, ls.saisonId), countsInRanking);
  const [[season], standings, results, meetings, picks, champions] = await Promise.all([
    db.select({ nom: seasons.nom, finished: seasonFinished }).from(seasons).where(eq(seasons.id, ls.saisonId)),
    generalRanking(db, ls),
    db
      .select({
        user_id: resultats.userId,
        username: poolerName(),
        numjournee: journees.numjournee,
        total_points: resultats.totalPoints,
        captain_points: resultats.captainPoints,
        lost_points: resultats.lostPoints,
        match_result: resultats.matchResult,
      })
      .from(resultats)
      .innerJoin(journees, and(eq(journees.id, resultats.journeeId), inSeason))
      .innerJoin(users, eq(users.id, resultats.userId))
      .where(eq(resultats.leagueId, ls.leagueId)),
    db
      .select({
        numjournee: journees.numjournee,
        id1: rencontres.user1Id,
        name1: poolerName(user1),
        id2: rencontres.user2Id,
        name2: poolerName(user2),
        score1: rencontres.score1,
        score2: rencontres.score2,
        resultat: rencontres.resultat,
      })
      .from(rencontres)
      .innerJoin(journees, and(eq(journees.id, rencontres.journeeId), inSeason))
      .innerJoin(user1, eq(user1.id, rencontres.user1Id))
      .innerJoin(user2, eq(user2.id, rencontres.user2Id))
      .where(and(inLeagueSeason(rencontres, ls), isNotNull(rencontres.resultat))),
    db
      .select({
        tour: draftPicks.tour,
        rang: draftPicks.rang,
        user_id: draftPicks.userId,
        username: poolerName(),
        prenom: joueurs.prenom,
        nom: joueurs.nom,
        points: sql<number>`coalesce((select sum(pp.points) from player_points pp join journees j on j.id = pp.journee_id
          where pp.joueur_id = ${draftPicks.joueurId} and j.saison_id = ${ls.saisonId}), 0)::int`,
      })
      .from(draftPicks)
      .innerJoin(joueurs, eq(joueurs.id, draftPicks.joueurId))
      .innerJoin(users, eq(users.id, draftPicks.userId))
      .where(inLeagueSeason(draftPicks, ls)),
    leagueChampions(db, ls.leagueId),
  ]);
  if (!season) throw notFound(SAISON_MSG.unknown);
  const records = seasonRecords({
    results,
    standings,
    meetings: meetings.map((m) => ({
      numjournee: m.numjournee,
      user1: { id: m.id1, name: m.name1 },
      user2: { id: m.id2 ?? 0, name: m.name2 },
      score1: m.score1 ?? 0,
      score2: m.score2 ?? 0,
      resultat: m.resultat ?? 2,
    })),
    picks: picks.map((p) => ({ ...p, joueur: draftPlayerName(p) })),
  });
  return {
    saison_id: ls.saisonId,
    nom: season.nom,
    finished: season.finished,
    champion: champions.find((c) => c.saison_id === ls.saisonId)?.champion ?? null,
    podium: seasonPodium(meetings.length, standings),
    records,
  };
}
