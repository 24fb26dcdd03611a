import { autopilotCalls, journeesCalls, championnatCalls, matchlfpsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';

/** What shows the league's matches: their lists, the manage page, the matchdays (a match changes its matchday's end). */
const MATCH_READERS = [
  matchlfpsCalls.getByJournee,
  matchlfpsCalls.get,
  championnatCalls.matches,
  autopilotCalls.pipeline,
  journeesCalls.list,
  journeesCalls.getActive,
];

/** The league matches of a matchday (by number), by kickoff. */
export const matchsByJourneeQuery = (numjournee: number | null) =>
  queryOptions({
    ...callQuery(matchlfpsCalls.getByJournee, { journee: numjournee ?? 0 }),
    enabled: numjournee !== null,
    select: (r) => r.matchs,
  });
export const matchQuery = (id: number) =>
  queryOptions({ ...callQuery(matchlfpsCalls.get, { id }), enabled: id > 0, select: (r) => r.match });

export const useUpdateMatch = () => useCallMutation(matchlfpsCalls.update, { invalidates: MATCH_READERS });
export const useDeleteMatch = () => useCallMutation(matchlfpsCalls.delete, { invalidates: MATCH_READERS });
