import { clubsCalls, type RequestOf } from '@poolfoot/domain';
import { queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const clubsKeys = {
  all: ['clubs'] as const,
  list: () => [...clubsKeys.all, 'list'] as const,
  detail: (id: number) => [...clubsKeys.all, 'detail', id] as const,
};

/** The active season's clubs, by name. */
const clubsListQuery = () =>
  queryOptions({
    queryKey: clubsKeys.list(),
    queryFn: async () => (await call(clubsCalls.list)).clubs,
  });

const clubQuery = (id: number) =>
  queryOptions({
    queryKey: clubsKeys.detail(id),
    queryFn: async () => (await call(clubsCalls.get, { id })).club,
  });

export const useClubsList = () => useQuery(clubsListQuery());
export const useClub = (id: number) => useQuery({ ...clubQuery(id), enabled: id > 0 });

/** Players show their club's names: a club change refreshes them too. */
const invalidate = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: clubsKeys.all }), qc.invalidateQueries({ queryKey: ['joueurs'] })]);

export function useCreateClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof clubsCalls.create>) => call(clubsCalls.create, input),
    onSuccess: () => invalidate(qc),
  });
}

export function useUpdateClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof clubsCalls.update>) => call(clubsCalls.update, input),
    onSuccess: () => invalidate(qc),
  });
}

export function useDeleteClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(clubsCalls.delete, { id }),
    onSuccess: () => invalidate(qc),
  });
}

export function useImportClubs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (clubs: RequestOf<typeof clubsCalls.import>['clubs']) => call(clubsCalls.import, { clubs }),
    onSuccess: () => invalidate(qc),
  });
}
