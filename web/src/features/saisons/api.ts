import { resultatsCalls, saisonsCalls } from '@poolfoot/domain';
import { callQuery } from '../../lib/queries';

/** The league's seasons, newest first, and the active one (saisons/list). */
export const saisonsListQuery = () => callQuery(saisonsCalls.list);

/** A season's podium and records (saisons/records). */
export const seasonRecordsQuery = (saisonId: number) => callQuery(saisonsCalls.records, { saison_id: saisonId });

/** The league's champions, its all-time table and its head-to-heads (resultats/palmares). */
export const palmaresQuery = () => callQuery(resultatsCalls.palmares);

/** What a matchday's results change here: whether a season is finished, its records, the palmarès. */
export const SAISON_READERS = [saisonsCalls.list, saisonsCalls.records, resultatsCalls.palmares];
