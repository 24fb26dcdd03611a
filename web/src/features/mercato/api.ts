import {
  type MercatoEchangeRequest,
  type MercatoPickRequest,
  type MercatoRemplacementRequest,
  type MercatoUpdateMoveRequest,
  mercatoEchangeResponse,
  mercatoGetResponse,
  okSchema,
  teamsTakenResponse,
} from '@poolfoot/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const mercatoKeys = { all: ['mercato'] as const, state: () => ['mercato', 'state'] as const };

/** The mercato state (mercato/get.php): meta, order, gestion, moves. */
export const mercatoStateQuery = () =>
  queryOptions({ queryKey: mercatoKeys.state(), queryFn: () => api('mercato/get.php', mercatoGetResponse) });
export const useMercatoState = () => useQuery(mercatoStateQuery());

/** The players owned by anyone at matchday N (teams/getTakenPlayers.php), under the teams' key. */
export const takenPlayersQuery = (journee: number) =>
  queryOptions({
    queryKey: ['teams', 'taken', journee] as const,
    queryFn: async () => new Set((await api('teams/getTakenPlayers.php', teamsTakenResponse, { query: { journee } })).joueur_ids),
  });

/** A mercato change touches the mercato, the teams, the lineups and (open, close) the game phase. */
const refreshAfterChange = (qc: QueryClient) =>
  Promise.all(['mercato', 'teams', 'compos', 'game'].map((k) => qc.invalidateQueries({ queryKey: [k] })));

const useMercatoMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshAfterChange(qc) });
};

export const usePass = () => useMercatoMutation((userId: number) => api('mercato/pass.php', okSchema, { body: { user_id: userId } }));
export const usePriority = () =>
  useMercatoMutation((userId: number) => api('mercato/priority.php', okSchema, { body: { user_id: userId } }));
export const usePick = () => useMercatoMutation((body: MercatoPickRequest) => api('mercato/pick.php', okSchema, { body }));
export const useUpdateMove = () =>
  useMercatoMutation((body: MercatoUpdateMoveRequest) => api('mercato/update_move.php', okSchema, { body }));
export const useEchange = () =>
  useMercatoMutation((body: MercatoEchangeRequest) => api('mercato/echange.php', mercatoEchangeResponse, { body }));
export const useRemplacement = () =>
  useMercatoMutation((body: MercatoRemplacementRequest) => api('mercato/remplacement.php', okSchema, { body }));
export const useOpenMercato = () => useMercatoMutation(() => api('mercato/open.php', okSchema, { body: {} }));
export const useCloseMercato = () => useMercatoMutation(() => api('mercato/close.php', okSchema, { body: {} }));
