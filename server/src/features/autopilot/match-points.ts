import type { Db } from '../../db/client.js';
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
    const { byPlayer, scores } = await scoreJournee(tx, journeeId, grid);
    const ofMatch = scores.filter((p) => byPlayer.get(p.joueurId)?.lines.some((l) => l.matchlfpId === matchId));
    await savePoints(tx, journeeId, ofMatch, at);
    return ofMatch.length;
  });
}
