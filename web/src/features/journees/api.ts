import { journeeActiveResponse, journeeGetResponse, type JourneeInput, journeesListResponse, okSchema } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
    queryFn: async () => (await api('journees/list.php', journeesListResponse)).journees,
  });

export const journeeQuery = (id: number) =>
  queryOptions({
    queryKey: journeesKeys.detail(id),
    queryFn: async () => (await api('journees/get.php', journeeGetResponse, { query: { id } })).journee,
  });

/** The active matchday (RULES.md: lowest number whose status is not 9) and the season id. */
export const activeJourneeQuery = () =>
  queryOptions({
    queryKey: journeesKeys.active(),
    queryFn: () => api('journees/getActive.php', journeeActiveResponse),
  });

export const useJourneesList = () => useQuery(journeesListQuery());
export const useJournee = (id: number) => useQuery({ ...journeeQuery(id), enabled: id > 0 });
export const useActiveJournee = () => useQuery(activeJourneeQuery());

export function useCreateJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JourneeInput) => api('journees/create.php', journeeGetResponse, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: journeesKeys.all }),
  });
}

export function useUpdateJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JourneeInput & { id: number }) => api('journees/update.php', journeeGetResponse, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: journeesKeys.all }),
  });
}

export function useDeleteJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('journees/delete.php', okSchema, { body: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: journeesKeys.all }),
  });
}
