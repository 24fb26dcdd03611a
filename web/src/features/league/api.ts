import { type LeagueJob, type LeagueSquadKind, leagueCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

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
      (await call(leagueCalls.latest, s.scope === 'journee' ? { scope: s.scope, numjournee: s.numjournee } : { scope: s.scope })).job,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? JOB_POLL_MS : false),
  });

export const useLatestJob = (s: JobScope, enabled = true) => useQuery({ ...latestJobQuery(s), enabled });

/** The manage page's matchday: the given one, else the active one. */
export const leagueMatchesQuery = (numjournee: number | undefined) =>
  queryOptions({
    queryKey: leagueKeys.matches(numjournee),
    queryFn: () => call(leagueCalls.matches, { numjournee }),
  });

export const useLeagueMatches = (numjournee: number | undefined) => useQuery(leagueMatchesQuery(numjournee));

/** A call that starts a job and answers it: the spec's matchday calls, or a squad step. */
export type JobStart = () => Promise<{ job: LeagueJob }>;

/** Starts a job; the page then follows it through its latest-job query. */
export function useStartJob(s: JobScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (start: JobStart) => (await start()).job,
    onSuccess: (job: LeagueJob) => qc.setQueryData(leagueKeys.latest(s), job),
  });
}

/** A matchday step of the manage page (matchlfps/import_lfp or import_lfp_stats). */
export const startJourneeStep =
  (step: typeof leagueCalls.importLfp | typeof leagueCalls.importLfpStats, numjournee: number): JobStart =>
  () =>
    call(step, { numjournee });
/** A squad step of the refresh page, over all clubs (league/squads). */
export const startSquadJob =
  (kind: LeagueSquadKind): JobStart =>
  () =>
    call(leagueCalls.squads, { kind });

export function useCancelJob(s: JobScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(leagueCalls.cancel, { id })).job,
    onSuccess: (job: LeagueJob) => qc.setQueryData(leagueKeys.latest(s), job),
  });
}

/** Rebuilds one match's stat lines (stats/build_from_matchlfp, answered at once). */
export function useBuildMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => call(leagueCalls.buildFromMatchlfp, { matchId, truncate: 1 }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...leagueKeys.all, 'matches'] }),
  });
}
