import { composCalls, type Endpoint, gameCalls, teamsCalls, tradesCalls } from '@poolfoot/domain';
import { callQuery, useCallMutation } from '../../lib/queries';

/** trades/list.php: my proposals sent and received, what waits for the admin's review, the league's history and rules. */
export const tradesQuery = () => callQuery(tradesCalls.list);

/** Every team of the league now (teams/getAll.php, the active season): the players a proposal picks from. */
export const teamsNowQuery = () => callQuery(teamsCalls.getAll, {});

/**
 * A trade that goes through changes the teams and the lineups of the matchday it takes effect at (named here, not
 * through the compos feature, whose editor reads the teams feature, which offers trades).
 */
export const TRADES_READERS = [
  tradesCalls.list,
  teamsCalls.getByUser,
  teamsCalls.getAll,
  teamsCalls.getTakenPlayers,
  composCalls.getCompo,
  composCalls.getByJourneeUser,
  gameCalls.home,
];

/** Every trade call: whatever its outcome, what it touches is read again (another pooler may have answered meanwhile). */
const tradeMutation = <E extends Endpoint>(e: E) => useCallMutation(e, { invalidates: TRADES_READERS, settled: true });

export const usePropose = () => tradeMutation(tradesCalls.propose);
export const useRespond = () => tradeMutation(tradesCalls.respond);
export const useWithdraw = () => tradeMutation(tradesCalls.withdraw);
export const useReview = () => tradeMutation(tradesCalls.review);
