import { gameCalls, resultatsCalls, statsCalls } from '@poolfoot/domain';
import { useCallMutation } from '../../lib/queries';
import { COMPO_READERS } from '../compos';
import { JOURNEE_READERS } from '../journees';
import { SAISON_READERS } from '../saisons';

// Apart from the ranking's reads (api.ts): naming every reader brings in the contract's schemas of each feature, which
// the ranking's first screen does not need.

/**
 * What a matchday's computation changes: its results and the ranking, the lineups' points, the matchdays, the home, the
 * totals, and whether the season is over (its records, the palmarès).
 */
export const RESULTS_READERS = [
  resultatsCalls.getGeneral,
  resultatsCalls.getHistory,
  resultatsCalls.getByJournee,
  ...COMPO_READERS,
  ...JOURNEE_READERS,
  ...SAISON_READERS,
  gameCalls.context,
  statsCalls.players,
  statsCalls.topPlayers,
  statsCalls.playerPoints,
];

/** resultats/calcJournee (admin): computes a matchday's results again; everything that shows them refetches. */
export const useCalcJournee = () => useCallMutation(resultatsCalls.calcJournee, { invalidates: RESULTS_READERS });
