import { autopilotCalls, composCalls, gameCalls, rencontresCalls } from '@poolfoot/domain';
import { callQuery, useCallMutation } from '../../lib/queries';

/** What shows the lineups: the editor, the recap, one pooler's, the pairings, the home and the live figures. */
export const COMPO_READERS = [
  composCalls.getCompo,
  composCalls.listActive,
  composCalls.getByJourneeUser,
  rencontresCalls.getByJournee,
  gameCalls.home,
  autopilotCalls.live,
];

/** The lineup editor's data: team, active matchday, lineup in effect, locked players (compos/getCompo). */
export const composEditorQuery = (userId: number) => callQuery(composCalls.getCompo, { user_id: userId });

/** The lineups of the active matchday (compos/listActive). */
export const composActiveQuery = () => callQuery(composCalls.listActive);

/** One pooler's lineup of a matchday (compos/getByJourneeUser). */
export const composByJourneeUserQuery = (journeeId: number, userId: number) =>
  callQuery(composCalls.getByJourneeUser, { journee_id: journeeId, user_id: userId });

/** A matchday's pairings, the active one when no id is given (rencontres/getByJournee). */
export const rencontresQuery = (journeeId: number | null) =>
  callQuery(rencontresCalls.getByJournee, { journee_id: journeeId ?? undefined });

export const useSaveCompo = () => useCallMutation(composCalls.saveCompo, { invalidates: COMPO_READERS });
