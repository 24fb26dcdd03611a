import { gameCalls, resultatsCalls, statsCalls } from '@poolfoot/domain';
import { callQuery, useCallMutation } from '../../lib/queries';
import { COMPO_READERS } from '../compos';
import { JOURNEE_READERS } from '../journees';
import { SAISON_READERS } from '../saisons';

/** What the season's reads take: the season chosen, none for the active one (the server's). */
const seasonInput = (saisonId: number | undefined) => (saisonId === undefined ? {} : { saison_id: saisonId });

export const generalQuery = (saisonId?: number) => callQuery(resultatsCalls.getGeneral, seasonInput(saisonId));

export const historyQuery = (saisonId?: number) => callQuery(resultatsCalls.getHistory, seasonInput(saisonId));

export const journeeResultsQuery = (journeeId: number) => callQuery(resultatsCalls.getByJournee, { journee_id: journeeId });

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
