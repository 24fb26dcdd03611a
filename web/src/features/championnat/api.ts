import { autopilotCalls, type ChampionnatJob, type ChampionnatSquadKind, championnatCalls } from '@poolfoot/domain';
import { call } from '../../lib/api';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, keyOf, useCallMutation } from '../../lib/queries';
import type { JobSource, JobStart } from '../../lib/use-job';

export type JobScope = { scope: 'journee'; numjournee: number } | { scope: 'squads' } | { scope: 'setup' };

/** What shows where a matchday stands: its matches on the manage page, and its pipeline. */
export const MATCHDAY_STAGE_READERS = [championnatCalls.matches, autopilotCalls.pipeline];

/** While the page is open the pipeline is read again now and then: the autopilot moves it without a click. */
const PIPELINE_POLL_MS = 10_000;

/** A matchday's pipeline: each match's stage, the next step, the autopilot's setting and its latest actions. */
export const pipelineQuery = (numjournee: number) =>
  queryOptions({ ...callQuery(autopilotCalls.pipeline, { numjournee }), refetchInterval: PIPELINE_POLL_MS, enabled: numjournee > 0 });

/** Pauses or resumes the autopilot. */
export const useSetAutopilot = () => useCallMutation(autopilotCalls.set, { invalidates: [autopilotCalls.pipeline] });

const latestRequest = (s: JobScope) => (s.scope === 'journee' ? { scope: s.scope, numjournee: s.numjournee } : { scope: s.scope });

/** A championnat page's job (for useJob): the newest of the page (a matchday's steps, or the squad steps), so it comes back after the page was left. */
export const championnatJob = (s: JobScope): JobSource<ChampionnatJob> => ({
  queryKey: keyOf(championnatCalls.latest, latestRequest(s)),
  read: async () => (await call(championnatCalls.latest, latestRequest(s))).job,
  cancel: (id) => call(championnatCalls.cancel, { id }),
});

/** The manage page's matchday: the given one, else the active one. */
export const championnatMatchesQuery = (numjournee: number | undefined) => callQuery(championnatCalls.matches, { numjournee });

/** A matchday step of the manage page (matchlfps/import_lfp or import_lfp_stats). */
export const startJourneeStep =
  (step: typeof championnatCalls.importLfp | typeof championnatCalls.importLfpStats, numjournee: number): JobStart<ChampionnatJob> =>
  () =>
    call(step, { numjournee });
/** The season set up from the league (league/setup): clubs, squads, matchdays and matches. */
export const startSeasonSetup: JobStart<ChampionnatJob> = () => call(championnatCalls.setup, { confirm: true });
/** The same job making the next season, once the active one is finished: asked explicitly (new_season). */
export const startNextSeason: JobStart<ChampionnatJob> = () => call(championnatCalls.setup, { confirm: true, new_season: true });
/** A squad step of the refresh page, over all clubs (league/squads). */
export const startSquadJob =
  (kind: ChampionnatSquadKind): JobStart<ChampionnatJob> =>
  () =>
    call(championnatCalls.squads, { kind });

/** Rebuilds one match's stat lines (stats/build_from_matchlfp, answered at once). */
export const useBuildMatch = () => useCallMutation(championnatCalls.buildFromMatchlfp, { invalidates: MATCHDAY_STAGE_READERS });
