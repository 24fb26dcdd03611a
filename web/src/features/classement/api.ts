import { resultatsCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { composKeys } from '../compos/api';
import { journeesKeys } from '../journees/api';

export const classementKeys = {
  all: ['resultats'] as const,
  general: () => ['resultats', 'general'] as const,
  history: () => ['resultats', 'history'] as const,
  journee: (journeeId: number) => ['resultats', 'journee', journeeId] as const,
};

export const generalQuery = () => queryOptions({ queryKey: classementKeys.general(), queryFn: () => call(resultatsCalls.getGeneral, {}) });

export const historyQuery = () => queryOptions({ queryKey: classementKeys.history(), queryFn: () => call(resultatsCalls.getHistory, {}) });

export const journeeResultsQuery = (journeeId: number) =>
  queryOptions({
    queryKey: classementKeys.journee(journeeId),
    queryFn: () => call(resultatsCalls.getByJournee, { journee_id: journeeId }),
  });

/** resultats/calcJournee (admin): computes a matchday's results again; everything that shows them refetches. */
export function useCalcJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (journeeId: number) => call(resultatsCalls.calcJournee, { journee_id: journeeId }),
    onSuccess: () =>
      Promise.all(
        [classementKeys.all, composKeys.all, journeesKeys.all, ['game'], ['stats']].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}
