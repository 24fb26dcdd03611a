import { resultatsCalls } from '@poolfoot/domain';
import { callQuery } from '../../lib/queries';

/** What the season's reads take: the season chosen, none for the active one (the server's). */
const seasonInput = (saisonId: number | undefined) => (saisonId === undefined ? {} : { saison_id: saisonId });

export const generalQuery = (saisonId?: number) => callQuery(resultatsCalls.getGeneral, seasonInput(saisonId));

export const historyQuery = (saisonId?: number) => callQuery(resultatsCalls.getHistory, seasonInput(saisonId));

export const journeeResultsQuery = (journeeId: number) => callQuery(resultatsCalls.getByJournee, { journee_id: journeeId });
