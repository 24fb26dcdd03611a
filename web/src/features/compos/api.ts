import { composCalls, type RequestOf, rencontresCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const composKeys = {
  all: ['compos'] as const,
  editor: (userId: number) => ['compos', 'editor', userId] as const,
  active: ['compos', 'active'] as const,
  byJourneeUser: (journeeId: number, userId: number) => ['compos', 'byJourneeUser', journeeId, userId] as const,
  rencontres: (journeeId: number | null) => ['compos', 'rencontres', journeeId ?? 'active'] as const,
};

/** The lineup editor's data: team, active matchday, lineup in effect, locked players (compos/getCompo). */
export const composEditorQuery = (userId: number) =>
  queryOptions({
    queryKey: composKeys.editor(userId),
    queryFn: () => call(composCalls.getCompo, { user_id: userId }),
  });

/** The lineups of the active matchday (compos/listActive). */
export const composActiveQuery = () => queryOptions({ queryKey: composKeys.active, queryFn: () => call(composCalls.listActive) });

/** One pooler's lineup of a matchday (compos/getByJourneeUser). */
export const composByJourneeUserQuery = (journeeId: number, userId: number) =>
  queryOptions({
    queryKey: composKeys.byJourneeUser(journeeId, userId),
    queryFn: () => call(composCalls.getByJourneeUser, { journee_id: journeeId, user_id: userId }),
  });

/** A matchday's pairings, the active one when no id is given (rencontres/getByJournee). */
export const rencontresQuery = (journeeId: number | null) =>
  queryOptions({
    queryKey: composKeys.rencontres(journeeId),
    queryFn: () => call(rencontresCalls.getByJournee, { journee_id: journeeId ?? undefined }),
  });

export function useSaveCompo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof composCalls.saveCompo>) => call(composCalls.saveCompo, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: composKeys.all }),
  });
}
