import { composCalls, joueursCalls, type StatsJob, type StatsPlayersQuery, statsCalls, usersCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { callQuery, keyOf, useCallMutation } from '../../lib/queries';
import type { JobSource, JobStart } from '../../lib/use-job';

/** What new points show on: the totals, a player's points explained, the lineups' points. */
export const POINTS_READERS = [
  statsCalls.players,
  statsCalls.topPlayers,
  statsCalls.playerPoints,
  composCalls.getCompo,
  composCalls.listActive,
  composCalls.getByJourneeUser,
];

/** The top players over all positions, cumulated until the current matchday (SPEC.md §9: 10 of them). */
export const topPlayersQuery = () => callQuery(statsCalls.topPlayers, { limit: 10 });

/** A page of the players' totals, filtered and sorted by the server (stats/players.php). */
export const playersQuery = (request: StatsPlayersQuery) => callQuery(statsCalls.players, request);

/** The filters' choices: the season's clubs, and the poolers. */
export const clubChoicesQuery = () => queryOptions({ ...callQuery(joueursCalls.getClubsPostes), select: (r) => r.clubs });
export const poolerChoicesQuery = () => queryOptions({ ...callQuery(usersCalls.list), select: (r) => r.users });

export const playerPointsQuery = (joueurId: number) => callQuery(statsCalls.playerPoints, { joueur_id: joueurId });

export const scoringGridQuery = () => callQuery(statsCalls.scoringGrid);

/** Saves the scoring grid: the answer is the grid saved. */
export const useSaveScoringGrid = () => useCallMutation(statsCalls.saveScoringGrid, { invalidates: [], answers: statsCalls.scoringGrid });

/**
 * A matchday's points computation (for useJob): the page follows the job it started, by id (kept as the answer of
 * its start). The server keeps no "latest" for it, so none is shown before a start.
 */
export const pointsJob = (journeeId: number): JobSource<StatsJob> => ({
  queryKey: keyOf(statsCalls.computeJournee, { journee_id: journeeId }),
  read: async (current) => (current ? (await call(statsCalls.job, { id: current.id })).job : null),
  cancel: (id) => call(statsCalls.cancelJob, { id }),
});

/** Starts the whole matchday's points computation (a server job). */
export const startPointsJob =
  (journeeId: number): JobStart<StatsJob> =>
  () =>
    call(statsCalls.computeJournee, { journee_id: journeeId });
