import type { GameHome } from '@poolfoot/domain';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees, rencontres } from '../../db/schema.js';
import { inLeagueSeason, type LeagueSeason, leaguePooler } from '../ligues/index.js';
import { countsInRanking, fromSide } from '../resultats/index.js';

/**
 * The caller's result at the league's last finished matchday of the season (its results computed: they count in the
 * ranking), from his side (« Victoire 19–10 contre … » on the home). Null before any, when he had no match
 * that matchday, or a bye.
 */
export async function lastResult(db: Db, ls: LeagueSeason, userId: number): Promise<GameHome['last_result']> {
  const computed = and(inLeagueSeason(rencontres, ls), countsInRanking, isNotNull(rencontres.resultat));
  const [latest] = await db
    .select({ id: journees.id, numjournee: journees.numjournee })
    .from(rencontres)
    .innerJoin(journees, eq(journees.id, rencontres.journeeId))
    .where(computed)
    .orderBy(desc(journees.numjournee))
    .limit(1);
  if (!latest) return null;
  const [mine] = await db
    .select()
    .from(rencontres)
    .where(
      and(
        inLeagueSeason(rencontres, ls),
        eq(rencontres.journeeId, latest.id),
        isNotNull(rencontres.resultat),
        or(eq(rencontres.user1Id, userId), eq(rencontres.user2Id, userId)),
      ),
    );
  const opponentId = mine && (mine.user1Id === userId ? mine.user2Id : mine.user1Id);
  if (!mine || opponentId === null || opponentId === undefined) return null;
  const opponent = await leaguePooler(db, ls.leagueId, opponentId);
  if (!opponent) return null;
  return {
    journee_id: latest.id,
    numjournee: latest.numjournee,
    opponent: { id: opponent.id, name: opponent.username },
    ...fromSide(mine, userId),
  };
}
