import { gameCalls, mercatoCalls, statsCalls, teamsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';
import { COMPO_READERS } from '../compos';

/** The mercato state (mercato/get.php): meta, order, gestion, moves. */
export const mercatoStateQuery = () => callQuery(mercatoCalls.get);

/** The players owned by anyone at matchday N (teams/getTakenPlayers.php). */
export const takenPlayersQuery = (journee: number) =>
  queryOptions({ ...callQuery(teamsCalls.getTakenPlayers, { journee }), select: (r) => new Set(r.joueur_ids) });

/** A mercato change touches the mercato, the teams, the lineups, the owners shown beside the totals and (open, close) the game phase. */
export const MERCATO_READERS = [
  mercatoCalls.get,
  teamsCalls.getByUser,
  teamsCalls.getAll,
  teamsCalls.getTakenPlayers,
  ...COMPO_READERS,
  gameCalls.context,
  statsCalls.players,
  statsCalls.topPlayers,
];

/** Every mercato call: whatever its outcome, what it touches is read again (someone else may have moved meanwhile). */
const mercatoMutation = <E extends Parameters<typeof useCallMutation>[0]>(e: E) =>
  useCallMutation(e, { invalidates: MERCATO_READERS, settled: true });

export const usePass = () => mercatoMutation(mercatoCalls.pass);
export const usePriority = () => mercatoMutation(mercatoCalls.priority);
export const usePick = () => mercatoMutation(mercatoCalls.pick);
export const useUpdateMove = () => mercatoMutation(mercatoCalls.updateMove);
export const useEchange = () => mercatoMutation(mercatoCalls.echange);
export const useRemplacement = () => mercatoMutation(mercatoCalls.remplacement);
export const useOpenMercato = () => mercatoMutation(mercatoCalls.open);
export const useCloseMercato = () => mercatoMutation(mercatoCalls.close);
