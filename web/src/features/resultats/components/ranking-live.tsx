import { useLiveInvalidate } from '../../../lib/live';
import { RESULTS_READERS } from '../readers';

/**
 * /classement follows the results live: a matchday computed, and every reader of its results reads again. Loaded once
 * the table is shown (GeneralRanking): it names the readers of every feature, whose schemas the table does not wait for.
 */
export default function RankingLive() {
  useLiveInvalidate(['resultats'], RESULTS_READERS);
  return null;
}
