import { joueursCalls, type RequestOf } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const joueursKeys = {
  all: ['joueurs'] as const,
  list: () => [...joueursKeys.all, 'list'] as const,
  detail: (id: number) => [...joueursKeys.all, 'detail', id] as const,
  options: () => [...joueursKeys.all, 'clubs-postes'] as const,
};

/** Every player of the active season, with his club's names. */
export const joueursListQuery = () =>
  queryOptions({
    queryKey: joueursKeys.list(),
    queryFn: async () => (await call(joueursCalls.list)).joueurs,
  });

/** A player with the clubs of his season and the positions (the edit form's options). */
const joueurQuery = (id: number) =>
  queryOptions({
    queryKey: joueursKeys.detail(id),
    queryFn: () => call(joueursCalls.get, { id }),
  });

/** The active season's clubs and the positions (the create form's options). */
const clubsPostesQuery = () =>
  queryOptions({
    queryKey: joueursKeys.options(),
    queryFn: () => call(joueursCalls.getClubsPostes),
  });

export const useJoueursList = () => useQuery(joueursListQuery());
export const useJoueur = (id: number) => useQuery({ ...joueurQuery(id), enabled: id > 0 });
export const useClubsPostes = () => useQuery(clubsPostesQuery());

const useInvalidatingMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: joueursKeys.all }) });
};

export const useCreateJoueur = () =>
  useInvalidatingMutation((input: RequestOf<typeof joueursCalls.create>) => call(joueursCalls.create, input));
export const useUpdateJoueur = () =>
  useInvalidatingMutation((input: RequestOf<typeof joueursCalls.update>) => call(joueursCalls.update, input));
export const useDeleteJoueur = () => useInvalidatingMutation((id: number) => call(joueursCalls.delete, { id }));
export const useImportJoueurs = () =>
  useInvalidatingMutation((joueurs: RequestOf<typeof joueursCalls.import>['joueurs']) => call(joueursCalls.import, { joueurs }));
