import { mercatoCalls, type RequestOf, teamsCalls } from '@poolfoot/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const mercatoKeys = { all: ['mercato'] as const, state: () => ['mercato', 'state'] as const };

/** The mercato state (mercato/get.php): meta, order, gestion, moves. */
const mercatoStateQuery = () => queryOptions({ queryKey: mercatoKeys.state(), queryFn: () => call(mercatoCalls.get) });
export const useMercatoState = () => useQuery(mercatoStateQuery());

/** The players owned by anyone at matchday N (teams/getTakenPlayers.php), under the teams' key. */
export const takenPlayersQuery = (journee: number) =>
  queryOptions({
    queryKey: ['teams', 'taken', journee] as const,
    queryFn: async () => new Set((await call(teamsCalls.getTakenPlayers, { journee })).joueur_ids),
  });

/** A mercato change touches the mercato, the teams, the lineups and (open, close) the game phase. */
const refreshAfterChange = (qc: QueryClient) =>
  Promise.all(['mercato', 'teams', 'compos', 'game'].map((k) => qc.invalidateQueries({ queryKey: [k] })));

const useMercatoMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshAfterChange(qc) });
};

export const usePass = () => useMercatoMutation((userId: number) => call(mercatoCalls.pass, { user_id: userId }));
export const usePriority = () => useMercatoMutation((userId: number) => call(mercatoCalls.priority, { user_id: userId }));
export const usePick = () => useMercatoMutation((body: RequestOf<typeof mercatoCalls.pick>) => call(mercatoCalls.pick, body));
export const useUpdateMove = () =>
  useMercatoMutation((body: RequestOf<typeof mercatoCalls.updateMove>) => call(mercatoCalls.updateMove, body));
export const useEchange = () => useMercatoMutation((body: RequestOf<typeof mercatoCalls.echange>) => call(mercatoCalls.echange, body));
export const useRemplacement = () =>
  useMercatoMutation((body: RequestOf<typeof mercatoCalls.remplacement>) => call(mercatoCalls.remplacement, body));
export const useOpenMercato = () => useMercatoMutation(() => call(mercatoCalls.open));
export const useCloseMercato = () => useMercatoMutation(() => call(mercatoCalls.close));
