import { type ScoringGrid, type StatsJob, statsCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { JobSource, JobStart } from '../../lib/use-job';

export type StatsPosteFilter = 'Tous' | 'GB' | 'DC' | 'DL' | 'MC' | 'MO' | 'AT';

export const statsKeys = {
  all: ['stats'] as const,
  top: () => ['stats', 'top'] as const,
  players: (poste: StatsPosteFilter) => ['stats', 'players', poste] as const,
  playerPoints: (joueurId: number) => ['stats', 'player', joueurId] as const,
  grid: () => ['stats', 'grid'] as const,
  pointsJob: (journeeId: number) => ['stats', 'points-job', journeeId] as const,
};

/** The top players over all positions, cumulated until the current matchday (SPEC.md §9: 10 of them). */
export const topPlayersQuery = () => queryOptions({ queryKey: statsKeys.top(), queryFn: () => call(statsCalls.topPlayers, { limit: 10 }) });

export const playersQuery = (poste: StatsPosteFilter) =>
  queryOptions({ queryKey: statsKeys.players(poste), queryFn: () => call(statsCalls.players, { poste }) });

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
