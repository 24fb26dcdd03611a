import { rankStandings } from '@poolfoot/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees, resultats, users } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';

export type StandingRow = {
  rank: number;
  user_id: number;
  username: string;
  points_classement: number;
  total_saison: number;
  lost_saison: number;
  total_stars: number;
};

/**
 * The general ranking of the active season (RULES.md "General ranking"): points_classement, then
 * total_saison, then username. Before any result is computed everybody is first.
 */
export async function generalRanking(db: Db): Promise<StandingRow[]> {
  const saison = await getSetting(db, 'saison');
  const sums = db
    .select({
      userId: resultats.userId,
      points: sql<number>`sum(${resultats.matchPoints} + ${resultats.starBonus})`.as('points'),
      total: sql<number>`sum(${resultats.totalPoints})`.as('total'),
      lost: sql<number>`sum(${resultats.lostPoints})`.as('lost'),
      stars: sql<number>`sum(${resultats.starBonus})`.as('stars'),
    })
    .from(resultats)
    .innerJoin(journees, and(eq(journees.id, resultats.journeeId), eq(journees.saisonId, saison.id)))
    .groupBy(resultats.userId)
    .as('sums');
  const rows = await db
    .select({
      user_id: users.id,
      username: users.username,
      computed: sql<boolean>`${sums.userId} is not null`,
      points_classement: sql<number>`coalesce(${sums.points}, 0)::int`,
      total_saison: sql<number>`coalesce(${sums.total}, 0)::int`,
      lost_saison: sql<number>`coalesce(${sums.lost}, 0)::int`,
      total_stars: sql<number>`coalesce(${sums.stars}, 0)::int`,
    })
    .from(users)
    .leftJoin(sums, eq(sums.userId, users.id))
    .where(gte(users.role, 1));
  const anyComputed = rows.some((r) => r.computed);
  return rankStandings(rows.map(({ computed: _c, ...r }) => r)).map((r) => ({ ...r, rank: anyComputed ? r.rank : 1 }));
}
