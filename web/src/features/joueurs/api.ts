import { joueursCalls, statsCalls, teamsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';

/** What shows a player: the players' lists (the draft's and the mercato's among them), his totals, the teams. */
const JOUEUR_READERS = [
  joueursCalls.list,
  joueursCalls.get,
  statsCalls.players,
  statsCalls.topPlayers,
  teamsCalls.getByUser,
  teamsCalls.getAll,
];

/** Every player of the active season, with his club's names. */
export const joueursListQuery = () => queryOptions({ ...callQuery(joueursCalls.list), select: (r) => r.joueurs });

/** A player with the clubs of his season and the positions (the edit form's options). */
export const joueurQuery = (id: number) => queryOptions({ ...callQuery(joueursCalls.get, { id }), enabled: id > 0 });
/** The active season's clubs and the positions (the create form's options). */
export const clubsPostesQuery = () => callQuery(joueursCalls.getClubsPostes);

export const useCreateJoueur = () => useCallMutation(joueursCalls.create, { invalidates: JOUEUR_READERS });
export const useUpdateJoueur = () => useCallMutation(joueursCalls.update, { invalidates: JOUEUR_READERS });
export const useDeleteJoueur = () => useCallMutation(joueursCalls.delete, { invalidates: JOUEUR_READERS });
export const useImportJoueurs = () => useCallMutation(joueursCalls.import, { invalidates: JOUEUR_READERS });
