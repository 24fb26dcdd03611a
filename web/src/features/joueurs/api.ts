import {
  clubsPostesResponse,
  importResponse,
  joueurGetResponse,
  type JoueurInput,
  type joueursImportRequest,
  joueursListResponse,
  joueursMutationResponse,
  okSchema,
} from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export const joueursKeys = {
  all: ['joueurs'] as const,
  list: () => [...joueursKeys.all, 'list'] as const,
  detail: (id: number) => [...joueursKeys.all, 'detail', id] as const,
  options: () => [...joueursKeys.all, 'clubs-postes'] as const,
};

/** Every player of the active season, with his club's names. */
export const joueursListQuery = () =>
  queryOptions({
    queryKey: joueursKeys.list(),
    queryFn: async () => (await api('joueurs/list.php', joueursListResponse)).joueurs,
  });

/** A player with the clubs of his season and the positions (the edit form's options). */
export const joueurQuery = (id: number) =>
  queryOptions({
    queryKey: joueursKeys.detail(id),
    queryFn: () => api('joueurs/get.php', joueurGetResponse, { query: { id } }),
  });

/** The active season's clubs and the positions (the create form's options). */
export const clubsPostesQuery = () =>
  queryOptions({
    queryKey: joueursKeys.options(),
    queryFn: () => api('joueurs/get_clubs_postes.php', clubsPostesResponse),
  });

export const useJoueursList = () => useQuery(joueursListQuery());
export const useJoueur = (id: number) => useQuery({ ...joueurQuery(id), enabled: id > 0 });
export const useClubsPostes = () => useQuery(clubsPostesQuery());

const useInvalidatingMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: joueursKeys.all }) });
};

export const useCreateJoueur = () =>
  useInvalidatingMutation((input: JoueurInput) => api('joueurs/create.php', joueursMutationResponse, { body: input }));
export const useUpdateJoueur = () =>
  useInvalidatingMutation((input: JoueurInput & { id: number }) => api('joueurs/update.php', joueursMutationResponse, { body: input }));
export const useDeleteJoueur = () => useInvalidatingMutation((id: number) => api('joueurs/delete.php', okSchema, { body: { id } }));
export const useImportJoueurs = () =>
  useInvalidatingMutation((joueurs: z.infer<typeof joueursImportRequest>['joueurs']) =>
    api('joueurs/import.php', importResponse, { body: { joueurs } }),
  );
