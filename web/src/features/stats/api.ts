import { joueursCalls, type ScoringGrid, type StatsJob, type StatsPlayersQuery, statsCalls, usersCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { JobSource, JobStart } from '../../lib/use-job';

export const statsKeys = {
  all: ['stats'] as const,
  top: () => ['stats', 'top'] as const,
  players: (request: StatsPlayersQuery) => ['stats', 'players', request] as const,
  clubs: () => ['stats', 'clubs'] as const,
  poolers: () => ['stats', 'poolers'] as const,
  playerPoints: (joueurId: number) => ['stats', 'player', joueurId] as const,
  grid: () => ['stats', 'grid'] as const,
  pointsJob: (journeeId: number) => ['stats', 'points-job', journeeId] as const,
};

/** The top players over all positions, cumulated until the current matchday (SPEC.md §9: 10 of them). */
export const topPlayersQuery = () => queryOptions({ queryKey: statsKeys.top(), queryFn: () => call(statsCalls.topPlayers, { limit: 10 }) });

/** A page of the players' totals, filtered and sorted by the server (stats/players.php). */
export const playersQuery = (request: StatsPlayersQuery) =>
  queryOptions({ queryKey: statsKeys.players(request), queryFn: () => call(statsCalls.players, request) });

/** The filters' choices: the season's clubs, and the poolers. */
export const clubChoicesQuery = () =>
  queryOptions({ queryKey: statsKeys.clubs(), queryFn: async () => (await call(joueursCalls.getClubsPostes)).clubs });
export const poolerChoicesQuery = () =>
  queryOptions({ queryKey: statsKeys.poolers(), queryFn: async () => (await call(usersCalls.list)).users });

export const playerPointsQuery = (joueurId: number) =>
  queryOptions({
    queryKey: statsKeys.playerPoints(joueurId),
    queryFn: () => call(statsCalls.playerPoints, { joueur_id: joueurId }),
  });

export const scoringGridQuery = () => queryOptions({ queryKey: statsKeys.grid(), queryFn: () => call(statsCalls.scoringGrid) });

export function useSaveScoringGrid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (grid: ScoringGrid) => call(statsCalls.saveScoringGrid, { grid }),
    onSuccess: (res) => qc.setQueryData(statsKeys.grid(), res),
  });
}

/**
 * A matchday's points computation (for useJob): the page follows the job it started, by id. The server
 * keeps no "latest" for it, so none is shown before a start.
 */
export const pointsJob = (journeeId: number): JobSource<StatsJob> => ({
  queryKey: statsKeys.pointsJob(journeeId),
  read: async (current) => (current ? (await call(statsCalls.job, { id: current.id })).job : null),
  cancel: (id) => call(statsCalls.cancelJob, { id }),
});

/** Starts the whole matchday's points computation (a server job). */
export const startPointsJob =
  (journeeId: number): JobStart<StatsJob> =>
  () =>
    call(statsCalls.computeJournee, { journee_id: journeeId });
