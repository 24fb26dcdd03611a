import { clubsCalls, joueursCalls, matchlfpsCalls, statsCalls, teamsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';

/** What shows a club's names: the clubs, and the players and matches with theirs (the draft's list among them). */
const CLUB_READERS = [
  clubsCalls.list,
  clubsCalls.get,
  joueursCalls.list,
  joueursCalls.get,
  joueursCalls.getClubsPostes,
  matchlfpsCalls.getByJournee,
  statsCalls.players,
  statsCalls.topPlayers,
  teamsCalls.getByUser,
  teamsCalls.getAll,
];

/** The active season's clubs, by name. */
export const clubsListQuery = () => queryOptions({ ...callQuery(clubsCalls.list), select: (r) => r.clubs });
export const clubQuery = (id: number) => queryOptions({ ...callQuery(clubsCalls.get, { id }), enabled: id > 0, select: (r) => r.club });

export const useCreateClub = () => useCallMutation(clubsCalls.create, { invalidates: CLUB_READERS });
export const useUpdateClub = () => useCallMutation(clubsCalls.update, { invalidates: CLUB_READERS });
export const useDeleteClub = () => useCallMutation(clubsCalls.delete, { invalidates: CLUB_READERS });
export const useImportClubs = () => useCallMutation(clubsCalls.import, { invalidates: CLUB_READERS });
