import {
  composByJourneeUserResponse,
  composGetResponse,
  composListActiveResponse,
  type ComposSaveRequest,
  composSaveResponse,
  rencontresByJourneeResponse,
} from '@poolfoot/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
    queryFn: () => api('compos/getCompo.php', composGetResponse, { query: { user_id: userId } }),
  });

/** The lineups of the active matchday (compos/listActive). */
export const composActiveQuery = () =>
  queryOptions({ queryKey: composKeys.active, queryFn: () => api('compos/listActive.php', composListActiveResponse) });

/** One pooler's lineup of a matchday (compos/getByJourneeUser). */
export const composByJourneeUserQuery = (journeeId: number, userId: number) =>
  queryOptions({
    queryKey: composKeys.byJourneeUser(journeeId, userId),
    queryFn: () => api('compos/getByJourneeUser.php', composByJourneeUserResponse, { query: { journee_id: journeeId, user_id: userId } }),
  });

/** A matchday's pairings, the active one when no id is given (rencontres/getByJournee). */
export const rencontresQuery = (journeeId: number | null) =>
  queryOptions({
    queryKey: composKeys.rencontres(journeeId),
    queryFn: () => api('rencontres/getByJournee.php', rencontresByJourneeResponse, { query: { journee_id: journeeId ?? undefined } }),
  });

export function useSaveCompo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ComposSaveRequest) => api('compos/saveCompo.php', composSaveResponse, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: composKeys.all }),
  });
}
