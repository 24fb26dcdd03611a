import { rankStandings, type ResultatsHistoryPoint } from '@poolfoot/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generationMemo } from '../../db/generation.js';
import { journees, leagueMembers, resultats, users } from '../../db/schema.js';
import { inLeague, type LeagueSeason, leaguePoolers } from '../ligues/index.js';
import { poolerName } from '../users/index.js';

export type StandingRow = {
  /** Null before any result of the season counts: nobody is ranked yet (RULES.md "General ranking"). */
  rank: number | null;
  user_id: number;
  username: string;
  points_classement: number;
  total_saison: number;
  lost_saison: number;
  total_stars: number;
};

/**
 * Which results count in the ranking: those of a finished matchday (status 9, which calcJournee sets once every league
 * match is finished or postponed). A matchday's results computed while it is played are provisional: shown with the
 * matchday, never added to the ranking, its points, stars, totals or lost points.
 */
export const countsInRanking = eq(journees.status, 9);

/**
 * The general ranking of a league's season (RULES.md "General ranking"): its poolers by points_classement, then
 * total_saison, then username. Before any result of a finished matchday counts, nobody has a rank (null): a place
 * among equals at 0 would say nothing true, and a new season starts unranked whatever the last one gave.
 */
export const generalRanking = (db: Db, ls: LeagueSeason): Promise<StandingRow[]> =>
  rankings(db, `${ls.leagueId}:${ls.saisonId}`, () => readGeneralRanking(db, ls));

/**
 * A league's ranking and its history are the same for all its members: read once while nothing is written (a
 * whistle's pages of a league ask for them at once, home and context each). Shared: never changed by a caller.
 */
const rankings = generationMemo<StandingRow[]>(2_000);
const histories = generationMemo<ResultatsHistoryPoint[]>(2_000);

async function readGeneralRanking(db: Db, ls: LeagueSeason): Promise<StandingRow[]> {
  const sums = db
    .select({
      userId: resultats.userId,
      points: sql<number>`sum(${resultats.matchPoints} + ${resultats.starBonus})`.as('points'),
      total: sql<number>`sum(${resultats.totalPoints})`.as('total'),
      lost: sql<number>`sum(${resultats.lostPoints})`.as('lost'),
      stars: sql<number>`sum(${resultats.starBonus})`.as('stars'),
    })
    .from(resultats)
    .innerJoin(journees, and(eq(journees.id, resultats.journeeId), eq(journees.saisonId, ls.saisonId), countsInRanking))
    .where(eq(resultats.leagueId, ls.leagueId))
    .groupBy(resultats.userId)
    .as('sums');
  const rows = await db
    .select({
      user_id: users.id,
      username: poolerName(),
      computed: sql<boolean>`${sums.userId} is not null`,
      points_classement: sql<number>`coalesce(${sums.points}, 0)::int`,
      total_saison: sql<number>`coalesce(${sums.total}, 0)::int`,
      lost_saison: sql<number>`coalesce(${sums.lost}, 0)::int`,
      total_stars: sql<number>`coalesce(${sums.stars}, 0)::int`,
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .leftJoin(sums, eq(sums.userId, users.id))
    .where(inLeague(ls.leagueId));
  const anyComputed = rows.some((r) => r.computed);
  return rankStandings(rows.map(({ computed: _c, ...r }) => r)).map((r) => ({ ...r, rank: anyComputed ? r.rank : null }));
}

/**
 * The chart's data: after each finished matchday (status 9) of a league's season that has results, every pooler's
 * place in the general ranking and cumulated points_classement and total_saison at that moment.
 */
export const rankingHistory = (db: Db, ls: LeagueSeason): Promise<ResultatsHistoryPoint[]> =>
  histories(db, `${ls.leagueId}:${ls.saisonId}`, () => readRankingHistory(db, ls));

async function readRankingHistory(db: Db, ls: LeagueSeason): Promise<ResultatsHistoryPoint[]> {
  const [poolers, rows] = await Promise.all([
    leaguePoolers(db, ls.leagueId).then((all) => all.map((p) => ({ user_id: p.id, username: p.username }))),
    db
      .select({
        journeeId: journees.id,
        numjournee: journees.numjournee,
        userId: resultats.userId,
        points: sql<number>`(${resultats.matchPoints} + ${resultats.starBonus})::int`,
        total: resultats.totalPoints,
      })
      .from(resultats)
      .innerJoin(journees, eq(journees.id, resultats.journeeId))
      .where(and(eq(resultats.leagueId, ls.leagueId), eq(journees.saisonId, ls.saisonId), countsInRanking))
      .orderBy(asc(journees.numjournee)),
  ]);
  const sums = new Map(poolers.map((p) => [p.user_id, { ...p, points_classement: 0, total_saison: 0 }]));
  const matchdays = [...new Map(rows.map((r) => [r.journeeId, r.numjournee])).entries()];
  return matchdays.flatMap(([journeeId, numjournee]) => {
    for (const r of rows.filter((x) => x.journeeId === journeeId)) {
      const sum = sums.get(r.userId);
      if (!sum) continue;
      sum.points_classement += r.points;
      sum.total_saison += r.total;
    }
    return rankStandings([...sums.values()].map((s) => ({ ...s }))).map((s) => ({
      user_id: s.user_id,
      username: s.username,
      journee_id: journeeId,
      numjournee,
      rank: s.rank,
      points_classement: s.points_classement,
      total_saison: s.total_saison,
    }));
  });
}
