import { resultatsCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { composKeys } from '../compos';
import { journeesKeys } from '../journees';

export const resultatsKeys = {
  all: ['resultats'] as const,
  general: () => ['resultats', 'general'] as const,
  history: () => ['resultats', 'history'] as const,
  journee: (journeeId: number) => ['resultats', 'journee', journeeId] as const,
};

export const generalQuery = () => queryOptions({ queryKey: resultatsKeys.general(), queryFn: () => call(resultatsCalls.getGeneral, {}) });

export const historyQuery = () => queryOptions({ queryKey: resultatsKeys.history(), queryFn: () => call(resultatsCalls.getHistory, {}) });

export const journeeResultsQuery = (journeeId: number) =>
  queryOptions({
    queryKey: resultatsKeys.journee(journeeId),
    queryFn: () => call(resultatsCalls.getByJournee, { journee_id: journeeId }),
  });

/** resultats/calcJournee (admin): computes a matchday's results again; everything that shows them refetches. */
export function useCalcJournee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (journeeId: number) => call(resultatsCalls.calcJournee, { journee_id: journeeId }),
    onSuccess: () =>
      Promise.all(
        [resultatsKeys.all, composKeys.all, journeesKeys.all, ['game'], ['stats']].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}
