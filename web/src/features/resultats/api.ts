import { gameCalls, resultatsCalls, statsCalls } from '@poolfoot/domain';
import { callQuery, useCallMutation } from '../../lib/queries';
import { COMPO_READERS } from '../compos';
import { JOURNEE_READERS } from '../journees';

export const generalQuery = () => callQuery(resultatsCalls.getGeneral, {});

export const historyQuery = () => callQuery(resultatsCalls.getHistory, {});

export const journeeResultsQuery = (journeeId: number) => callQuery(resultatsCalls.getByJournee, { journee_id: journeeId });

/** What a matchday's computation changes: its results and the ranking, the lineups' points, the matchdays, the home, the totals. */
export const RESULTS_READERS = [
  resultatsCalls.getGeneral,
  resultatsCalls.getHistory,
  resultatsCalls.getByJournee,
  ...COMPO_READERS,
  ...JOURNEE_READERS,
  gameCalls.context,
  statsCalls.players,
  statsCalls.topPlayers,
  statsCalls.playerPoints,
];

/** resultats/calcJournee (admin): computes a matchday's results again; everything that shows them refetches. */
export const useCalcJournee = () => useCallMutation(resultatsCalls.calcJournee, { invalidates: RESULTS_READERS });
