import type { Db } from '../../db/client.js';
import { championsOf, playedMeetings, type SeasonChampion, seasonSums } from '../resultats/index.js';
import { leagueSaisons } from './list.js';

/** A league's finished seasons (those saisons/list.php gives it), each with its champion or none. */
export async function leagueChampions(db: Db, leagueId: number): Promise<SeasonChampion[]> {
  const [{ saisons }, sums, meetings] = await Promise.all([
    leagueSaisons(db, leagueId),
    seasonSums(db, leagueId),
    playedMeetings(db, leagueId),
  ]);
  return championsOf(
    saisons.filter((s) => s.finished),
    sums,
    meetings,
  );
}
