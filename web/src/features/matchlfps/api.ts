import { autopilotCalls, clubsCalls, journeesCalls, leagueCalls, matchlfpsCalls } from '@poolfoot/domain';
import { useCall, useCallMutation } from '../../lib/queries';

/** What shows the league's matches: their lists, the manage page, the matchdays (a match changes its matchday's end). */
const MATCH_READERS = [
  matchlfpsCalls.getByJournee,
  matchlfpsCalls.get,
  leagueCalls.matches,
  autopilotCalls.pipeline,
  journeesCalls.list,
  journeesCalls.getActive,
];

/** The league matches of a matchday (by number), by kickoff. */
export const useMatchsByJournee = (numjournee: number | null) =>
  useCall(matchlfpsCalls.getByJournee, { journee: numjournee ?? 0 }, { enabled: numjournee !== null, select: (r) => r.matchs });
export const useMatch = (id: number) => useCall(matchlfpsCalls.get, { id }, { enabled: id > 0, select: (r) => r.match });
/** The clubs offered in the match edit. */
export const useClubs = () => useCall(clubsCalls.list, undefined, { select: (r) => r.clubs });

export const useUpdateMatch = () => useCallMutation(matchlfpsCalls.update, { invalidates: MATCH_READERS });
export const useDeleteMatch = () => useCallMutation(matchlfpsCalls.delete, { invalidates: MATCH_READERS });
