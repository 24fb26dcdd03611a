import {
  clubGetResponse,
  type ClubInput,
  type clubsImportRequest,
  clubsListResponse,
  clubsMutationResponse,
  importResponse,
  okSchema,
} from '@poolfoot/domain';
import { queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export const clubsKeys = {
  all: ['clubs'] as const,
  list: () => [...clubsKeys.all, 'list'] as const,
  detail: (id: number) => [...clubsKeys.all, 'detail', id] as const,
};

/** The active season's clubs, by name. */
export const clubsListQuery = () =>
  queryOptions({
    queryKey: clubsKeys.list(),
    queryFn: async () => (await api('clubs/list.php', clubsListResponse)).clubs,
  });

export const clubQuery = (id: number) =>
  queryOptions({
    queryKey: clubsKeys.detail(id),
    queryFn: async () => (await api('clubs/get.php', clubGetResponse, { query: { id } })).club,
  });

export const useClubsList = () => useQuery(clubsListQuery());
export const useClub = (id: number) => useQuery({ ...clubQuery(id), enabled: id > 0 });

/** Players show their club's names: a club change refreshes them too. */
const invalidate = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: clubsKeys.all }), qc.invalidateQueries({ queryKey: ['joueurs'] })]);

export function useCreateClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubInput) => api('clubs/create.php', clubsMutationResponse, { body: input }),
    onSuccess: () => invalidate(qc),
  });
}

export function useUpdateClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubInput & { id: number }) => api('clubs/update.php', clubsMutationResponse, { body: input }),
    onSuccess: () => invalidate(qc),
  });
}

export function useDeleteClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('clubs/delete.php', okSchema, { body: { id } }),
    onSuccess: () => invalidate(qc),
  });
}

export function useImportClubs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (clubs: z.infer<typeof clubsImportRequest>['clubs']) => api('clubs/import.php', importResponse, { body: { clubs } }),
    onSuccess: () => invalidate(qc),
  });
}
