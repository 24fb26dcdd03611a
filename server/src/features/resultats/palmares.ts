import { type MatchResult, type Palmares, rankStandings, resultForSide } from '@poolfoot/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees, rencontres, resultats, seasons, users } from '../../db/schema.js';
import { seasonFinished } from '../journees/index.js';
import { poolerName } from '../users/index.js';
import { countsInRanking } from './ranking.js';

type Answer = Omit<Palmares, 'success' | 'status' | 'message'>;
type Sum = { saisonId: number; user_id: number; points_classement: number; total_saison: number };

/**
 * resultats/palmares.php (docs/saisons.md): from the league's results of finished matchdays, every season's sums by
 * pooler, members who left included (the history keeps them); the champion of each finished season (every matchday of
 * it over) is the first of its ranking (RULES.md order); the all-time table adds the seasons up; the head-to-heads of
 * finished matchdays give each pooler's wins, draws and losses against each other.
 */
export async function palmares(db: Db, leagueId: number): Promise<Answer> {
  const [sums, finished, meetings] = await Promise.all([
    db
      .select({
        saisonId: journees.saisonId,
        user_id: resultats.userId,
        points_classement: sql<number>`sum(${resultats.matchPoints} + ${resultats.starBonus})::int`,
        total_saison: sql<number>`sum(${resultats.totalPoints})::int`,
      })
      .from(resultats)
      .innerJoin(journees, and(eq(journees.id, resultats.journeeId), countsInRanking))
      .where(eq(resultats.leagueId, leagueId))
      .groupBy(journees.saisonId, resultats.userId),
    db.select({ id: seasons.id, nom: seasons.nom }).from(seasons).where(seasonFinished),
    db
      .select({ a: rencontres.user1Id, b: rencontres.user2Id, resultat: rencontres.resultat })
      .from(rencontres)
      .innerJoin(journees, and(eq(journees.id, rencontres.journeeId), countsInRanking))
      .where(and(eq(rencontres.leagueId, leagueId), isNotNull(rencontres.user2Id), isNotNull(rencontres.resultat))),
  ]);
  const ids = [...new Set([...sums.map((s) => s.user_id), ...meetings.flatMap((m) => [m.a, m.b ?? m.a])])];
  const names = new Map(
    ids.length
      ? (await db.select({ id: users.id, name: poolerName() }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.name])
      : [],
  );
  const nameOf = (id: number) => names.get(id) ?? '';
  const named = (s: Sum) => ({ ...s, username: nameOf(s.user_id) });

  const champions = finished
    .sort((x, y) => y.id - x.id)
    .flatMap((season) => {
      const [first] = rankStandings(sums.filter((s) => s.saisonId === season.id).map(named));
      return first
        ? [
            {
              saison_id: season.id,
              nom: season.nom,
              user_id: first.user_id,
              username: first.username,
              points_classement: first.points_classement,
            },
          ]
        : [];
    });
  const totals = new Map<number, { seasons: number; titles: number; points_classement: number; total_saison: number }>();
  for (const s of sums) {
    const t = totals.get(s.user_id) ?? { seasons: 0, titles: 0, points_classement: 0, total_saison: 0 };
    totals.set(s.user_id, {
      ...t,
      seasons: t.seasons + 1,
      points_classement: t.points_classement + s.points_classement,
      total_saison: t.total_saison + s.total_saison,
    });
  }
  for (const c of champions) {
    const t = totals.get(c.user_id);
    if (t) t.titles += 1;
  }
  const all_time = rankStandings([...totals].map(([user_id, t]) => ({ user_id, username: nameOf(user_id), ...t })));

  const records = new Map<string, { user_id: number; opponent_id: number; wins: number; draws: number; losses: number }>();
  const count = (user: number, opponent: number, outcome: 'wins' | 'draws' | 'losses') => {
    const key = `${user}:${opponent}`;
    const r = records.get(key) ?? { user_id: user, opponent_id: opponent, wins: 0, draws: 0, losses: 0 };
    r[outcome] += 1;
    records.set(key, r);
  };
  const OUTCOME = { 1: 'wins', 2: 'draws', 3: 'losses' } as const;
  for (const { a, b, resultat } of meetings) {
    if (b === null || resultat === null) continue;
    count(a, b, OUTCOME[resultForSide(resultat as MatchResult, 1)]);
    count(b, a, OUTCOME[resultForSide(resultat as MatchResult, 2)]);
  }
  const head_to_head = [...records.values()]
    .map((r) => ({ ...r, username: nameOf(r.user_id), opponent: nameOf(r.opponent_id) }))
    .sort((x, y) => x.username.localeCompare(y.username, 'fr') || x.opponent.localeCompare(y.opponent, 'fr'));
  return { champions, all_time, head_to_head };
}
