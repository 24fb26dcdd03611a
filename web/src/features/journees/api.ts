import { autopilotCalls, composCalls, journeesCalls, championnatCalls, rencontresCalls, resultatsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';

/** What follows the matchdays: their lists and the active one, and the pages that show a matchday's state. */
export const JOURNEE_READERS = [
  journeesCalls.list,
  journeesCalls.get,
  journeesCalls.getActive,
  journeesCalls.getByNumjournee,
  championnatCalls.matches,
  autopilotCalls.pipeline,
  composCalls.getCompo,
  composCalls.listActive,
  rencontresCalls.getByJournee,
  resultatsCalls.getGeneral,
  resultatsCalls.getHistory,
];

/** A season's matchdays by number: the active season's, or the one named (a past season's). */
export const journeesListQuery = (saison_id?: number) =>
  queryOptions({ ...callQuery(journeesCalls.list, saison_id === undefined ? {} : { saison_id }), select: (r) => r.journees });

export const journeeQuery = (id: number) =>
  queryOptions({ ...callQuery(journeesCalls.get, { id }), enabled: id > 0, select: (r) => r.journee });
/** The active matchday (RULES.md: lowest number whose status is not 9) and the season id. */
export const activeJourneeQuery = () => callQuery(journeesCalls.getActive);

export const useCreateJournee = () => useCallMutation(journeesCalls.create, { invalidates: JOURNEE_READERS });
export const useUpdateJournee = () => useCallMutation(journeesCalls.update, { invalidates: JOURNEE_READERS });
export const useDeleteJournee = () => useCallMutation(journeesCalls.delete, { invalidates: JOURNEE_READERS });
