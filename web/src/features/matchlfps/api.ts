import { clubsCalls, matchlfpsCalls, type RequestOf } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const matchlfpsKeys = {
  all: ['matchlfps'] as const,
  byJournee: (numjournee: number) => [...matchlfpsKeys.all, 'journee', numjournee] as const,
  detail: (id: number) => [...matchlfpsKeys.all, 'detail', id] as const,
  /** The clubs offered in the match edit (clubs/list.php), kept under this feature's key. */
  clubs: () => [...matchlfpsKeys.all, 'clubs'] as const,
};

/** The league matches of a matchday (by number), by kickoff. */
const matchsByJourneeQuery = (numjournee: number) =>
  queryOptions({
    queryKey: matchlfpsKeys.byJournee(numjournee),
    queryFn: async () => (await call(matchlfpsCalls.getByJournee, { journee: numjournee })).matchs,
  });

const matchQuery = (id: number) =>
  queryOptions({
    queryKey: matchlfpsKeys.detail(id),
    queryFn: async () => (await call(matchlfpsCalls.get, { id })).match,
  });

const clubsQuery = () =>
  queryOptions({
    queryKey: matchlfpsKeys.clubs(),
    queryFn: async () => (await call(clubsCalls.list)).clubs,
  });

export const useMatchsByJournee = (numjournee: number | null) =>
  useQuery({ ...matchsByJourneeQuery(numjournee ?? 0), enabled: numjournee !== null });
export const useMatch = (id: number) => useQuery({ ...matchQuery(id), enabled: id > 0 });
export const useClubs = () => useQuery(clubsQuery());

export function useUpdateMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof matchlfpsCalls.update>) => call(matchlfpsCalls.update, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: matchlfpsKeys.all }),
  });
}

export function useDeleteMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(matchlfpsCalls.delete, { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: matchlfpsKeys.all }),
  });
}
