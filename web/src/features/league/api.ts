import {
  buildFromMatchlfpResponse,
  type LeagueJob,
  type LeagueSquadKind,
  leagueJobResponse,
  leagueLatestResponse,
  leagueMatchesResponse,
} from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type JobScope = { scope: 'journee'; numjournee: number } | { scope: 'squads' };

export const leagueKeys = {
  all: ['league'] as const,
  latest: (s: JobScope) => [...leagueKeys.all, 'latest', s.scope, s.scope === 'journee' ? s.numjournee : 0] as const,
  matches: (numjournee: number | undefined) => [...leagueKeys.all, 'matches', numjournee ?? 'active'] as const,
};

/** While a job runs, its progress is read again every second (the server runs it, not the page). */
export const JOB_POLL_MS = 1000;

/** The newest job of a page (a matchday's steps, or the squad steps): it comes back after the page was left. */
export const latestJobQuery = (s: JobScope) =>
  queryOptions({
    queryKey: leagueKeys.latest(s),
    queryFn: async () =>
      (
        await api('league/latest.php', leagueLatestResponse, {
          query: s.scope === 'journee' ? { scope: s.scope, numjournee: s.numjournee } : { scope: s.scope },
        })
      ).job,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? JOB_POLL_MS : false),
  });

export const useLatestJob = (s: JobScope, enabled = true) => useQuery({ ...latestJobQuery(s), enabled });

/** The manage page's matchday: the given one, else the active one. */
export const leagueMatchesQuery = (numjournee: number | undefined) =>
  queryOptions({
    queryKey: leagueKeys.matches(numjournee),
    queryFn: () => api('league/matches.php', leagueMatchesResponse, { query: { numjournee } }),
  });

export const useLeagueMatches = (numjournee: number | undefined) => useQuery(leagueMatchesQuery(numjournee));

/** Starts a job (the spec's matchday calls, or a squad step); the page then follows it through its latest-job query. */
export function useStartJob(s: JobScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (call: { path: string; body: Record<string, unknown> }) =>
      (await api(call.path, leagueJobResponse, { body: call.body })).job,
    onSuccess: (job: LeagueJob) => qc.setQueryData(leagueKeys.latest(s), job),
  });
}

export const startSquadJob = (kind: LeagueSquadKind) => ({ path: 'league/squads.php', body: { kind } });

export function useCancelJob(s: JobScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api('league/cancel.php', leagueJobResponse, { body: { id } })).job,
    onSuccess: (job: LeagueJob) => qc.setQueryData(leagueKeys.latest(s), job),
  });
}

/** Rebuilds one match's stat lines (stats/build_from_matchlfp, answered at once). */
export function useBuildMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => api('stats/build_from_matchlfp.php', buildFromMatchlfpResponse, { body: { matchId, truncate: 1 } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...leagueKeys.all, 'matches'] }),
  });
}
