import type { ResultatsRow } from '@poolfoot/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { resultats, users } from '../../db/schema.js';
import { poolerName } from '../users/index.js';

/** A matchday's results per pooler (SPEC.md §3 "Matchday result per user"), best total first. */
export async function journeeResults(db: Db | Tx, leagueId: number, journeeId: number): Promise<ResultatsRow[]> {
  return db
    .select({
      user_id: resultats.userId,
      username: poolerName(),
      match_points: resultats.matchPoints,
      total_points: resultats.totalPoints,
      captain_points: resultats.captainPoints,
      lost_points: resultats.lostPoints,
      match_result: resultats.matchResult,
      star_bonus: resultats.starBonus,
    })
    .from(resultats)
    .innerJoin(users, eq(users.id, resultats.userId))
    .where(and(eq(resultats.leagueId, leagueId), eq(resultats.journeeId, journeeId)))
    .orderBy(desc(resultats.totalPoints), asc(poolerName()), asc(users.id));
}
