import { type ScoringGrid, type StatsJob, statsCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export type StatsPosteFilter = 'Tous' | 'GB' | 'DC' | 'DL' | 'MC' | 'MO' | 'AT';

export const statsKeys = {
  all: ['stats'] as const,
  top: () => ['stats', 'top'] as const,
  players: (poste: StatsPosteFilter) => ['stats', 'players', poste] as const,
  playerPoints: (joueurId: number) => ['stats', 'player', joueurId] as const,
  grid: () => ['stats', 'grid'] as const,
  job: (id: number) => ['stats', 'job', id] as const,
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

/** A computation job, polled every second while it runs. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: statsKeys.job(id),
    queryFn: async () => (await call(statsCalls.job, { id })).job,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 1000 : false),
  });

export const useJob = (id: number | null) => useQuery({ ...jobQuery(id ?? 0), enabled: id !== null });

/** Starts the whole matchday's points computation (a server job). */
export function useComputeJourneePoints() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (journeeId: number) => call(statsCalls.computeJournee, { journee_id: journeeId }),
    onSuccess: (res) => qc.setQueryData(statsKeys.job(res.job.id), res.job),
  });
}

export function useCancelJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(statsCalls.cancelJob, { id }),
    onSuccess: (res) => qc.setQueryData(statsKeys.job(res.job.id), res.job),
  });
}

/** True once a job has stopped (done, cancelled or failed). */
export const jobOver = (job: StatsJob | undefined) => job !== undefined && job.status !== 'running';
