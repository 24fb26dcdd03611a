import { journeesCalls, type RequestOf } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const journeesKeys = {
  all: ['journees'] as const,
  list: () => [...journeesKeys.all, 'list'] as const,
  detail: (id: number) => [...journeesKeys.all, 'detail', id] as const,
  active: () => [...journeesKeys.all, 'active'] as const,
};

/** The active season's matchdays by number. */
export const journeesListQuery = () =>
  queryOptions({
    queryKey: journeesKeys.list(),
    queryFn: async () => (await call(journeesCalls.list)).journees,
  });

const journeeQuery = (id: number) =>
  queryOptions({
    queryKey: journeesKeys.detail(id),
    queryFn: async () => (await call(journeesCalls.get, { id })).journee,
  });

/** The active matchday (RULES.md: lowest number whose status is not 9) and the season id. */
const activeJourneeQuery = () =>
  queryOptions({
    queryKey: journeesKeys.active(),
    queryFn: () => call(journeesCalls.getActive),
  });

export const useJourneesList = () => useQuery(journeesListQuery());
export const useJournee = (id: number) => useQuery({ ...journeeQuery(id), enabled: id > 0 });
export const useActiveJournee = () => useQuery(activeJourneeQuery());

export function useCreateJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof journeesCalls.create>) => call(journeesCalls.create, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: journeesKeys.all }),
  });
}

export function useUpdateJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof journeesCalls.update>) => call(journeesCalls.update, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: journeesKeys.all }),
  });
}

export function useDeleteJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(journeesCalls.delete, { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: journeesKeys.all }),
  });
}
