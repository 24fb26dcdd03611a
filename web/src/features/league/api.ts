import { type AutopilotSetting, autopilotCalls, type LeagueJob, type LeagueSquadKind, leagueCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { JobSource, JobStart } from '../../lib/use-job';

export type JobScope = { scope: 'journee'; numjournee: number } | { scope: 'squads' } | { scope: 'setup' };

export const leagueKeys = {
  all: ['league'] as const,
  latest: (s: JobScope) => [...leagueKeys.all, 'latest', s.scope, s.scope === 'journee' ? s.numjournee : 0] as const,
  matches: (numjournee: number | undefined) => [...leagueKeys.all, 'matches', numjournee ?? 'active'] as const,
  pipeline: (numjournee: number) => [...leagueKeys.all, 'pipeline', numjournee] as const,
};

/** While the page is open the pipeline is read again now and then: the autopilot moves it without a click. */
const PIPELINE_POLL_MS = 10_000;

/** A matchday's pipeline: each match's stage, the next step, the autopilot's setting and its latest actions. */
export const usePipeline = (numjournee: number) =>
  useQuery({
    queryKey: leagueKeys.pipeline(numjournee),
    queryFn: () => call(autopilotCalls.pipeline, { numjournee }),
    refetchInterval: PIPELINE_POLL_MS,
    enabled: numjournee > 0,
  });

/** Pauses or resumes the autopilot. */
export function useSetAutopilot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (setting: Pick<AutopilotSetting, 'enabled'>) => call(autopilotCalls.set, setting),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...leagueKeys.all, 'pipeline'] }),
  });
}

/** A league page's job (for useJob): the newest of the page (a matchday's steps, or the squad steps), so it comes back after the page was left. */
export const leagueJob = (s: JobScope): JobSource<LeagueJob> => ({
  queryKey: leagueKeys.latest(s),
  read: async () =>
    (await call(leagueCalls.latest, s.scope === 'journee' ? { scope: s.scope, numjournee: s.numjournee } : { scope: s.scope })).job,
  cancel: (id) => call(leagueCalls.cancel, { id }),
});

/** The manage page's matchday: the given one, else the active one. */
const leagueMatchesQuery = (numjournee: number | undefined) =>
  queryOptions({
    queryKey: leagueKeys.matches(numjournee),
    queryFn: () => call(leagueCalls.matches, { numjournee }),
  });

export const useLeagueMatches = (numjournee: number | undefined) => useQuery(leagueMatchesQuery(numjournee));

/** A matchday step of the manage page (matchlfps/import_lfp or import_lfp_stats). */
export const startJourneeStep =
  (step: typeof leagueCalls.importLfp | typeof leagueCalls.importLfpStats, numjournee: number): JobStart<LeagueJob> =>
  () =>
    call(step, { numjournee });
/** The season set up from the league (league/setup): clubs, squads, matchdays and matches. */
export const startSeasonSetup: JobStart<LeagueJob> = () => call(leagueCalls.setup, { confirm: true });
/** A squad step of the refresh page, over all clubs (league/squads). */
export const startSquadJob =
  (kind: LeagueSquadKind): JobStart<LeagueJob> =>
  () =>
    call(leagueCalls.squads, { kind });

/** Rebuilds one match's stat lines (stats/build_from_matchlfp, answered at once). */
export function useBuildMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => call(leagueCalls.buildFromMatchlfp, { matchId, truncate: 1 }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...leagueKeys.all, 'matches'] }),
  });
}
