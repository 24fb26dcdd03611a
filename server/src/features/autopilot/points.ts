import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playerStats } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { savePoints, scoreJournee } from '../stats/index.js';

/**
 * The points of one league match's players for its matchday (their stat lines of the matchday scored with the grid,
 * stored with their detail), in one transaction; answers how many players. The players of matches still live get
 * none: their points come at their own whistle.
 */
export async function matchPlayersPoints(db: Db, journeeId: number, matchId: number, at: Date): Promise<number> {
  const grid = await getSetting(db, 'scoring_grid');
  return db.transaction(async (tx) => {
    const players = new Set(
      (await tx.select({ id: playerStats.joueurId }).from(playerStats).where(eq(playerStats.matchlfpId, matchId))).map((p) => p.id),
    );
    const scores = (await scoreJournee(tx, journeeId, grid)).scores.filter((p) => players.has(p.joueurId));
    await savePoints(tx, journeeId, scores, at);
    return scores.length;
  });
}
