import {
  clubsListResponse,
  type DraftStatus,
  draftGetResponse,
  draftPickResponse,
  joueursListResponse,
  okSchema,
  usersListResponse,
} from '@poolfoot/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const draftKeys = {
  all: ['draft'] as const,
  state: () => ['draft', 'state'] as const,
  joueurs: () => ['draft', 'joueurs'] as const,
  clubs: () => ['draft', 'clubs'] as const,
  users: () => ['draft', 'users'] as const,
};

/** draft/get.php: polled every 30 s by the pages and refetched on every live change. */
export const draftStateQuery = () =>
  queryOptions({ queryKey: draftKeys.state(), queryFn: () => api('draft/get.php', draftGetResponse), staleTime: 0 });

const REFERENCE_STALE = 5 * 60_000;
/** The active season's players (joueurs/list.php): names, clubs, positions and 2024/25 totals. */
export const draftJoueursQuery = () =>
  queryOptions({
    queryKey: draftKeys.joueurs(),
    queryFn: async () => (await api('joueurs/list.php', joueursListResponse)).joueurs,
    staleTime: REFERENCE_STALE,
  });
export const draftClubsQuery = () =>
  queryOptions({
    queryKey: draftKeys.clubs(),
    queryFn: async () => (await api('clubs/list.php', clubsListResponse)).clubs,
    staleTime: REFERENCE_STALE,
  });
export const draftUsersQuery = () =>
  queryOptions({
    queryKey: draftKeys.users(),
    queryFn: async () => (await api('users/list.php', usersListResponse)).users,
    staleTime: REFERENCE_STALE,
  });

export const useDraftState = () => useQuery(draftStateQuery());
export const useDraftJoueurs = () => useQuery(draftJoueursQuery());
export const useDraftClubs = () => useQuery(draftClubsQuery());
export const useDraftUsers = () => useQuery(draftUsersQuery());

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: draftKeys.state() });

/** A draft change: the state is refetched after it, success or failure (someone else may have moved). */
const useDraftMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refresh(qc) });
};

export const usePick = () =>
  useDraftMutation((b: { userId: number; playerId: number }) => api('draft/pick.php', draftPickResponse, { body: b }));
export const useSimulate = () => useDraftMutation(() => api('draft/simulate.php', draftPickResponse, { body: {} }));
export const useEditChoix = () =>
  useDraftMutation((b: { tour: number; rang: number; userId: number; playerId: number }) =>
    api('draft/editChoix.php', draftPickResponse, { body: b }),
  );
export const useDeleteChoix = () =>
  useDraftMutation((b: { tour: number; rang: number }) => api('draft/deleteChoix.php', okSchema, { body: b }));
export const useChangeStatus = () =>
  useDraftMutation((status: DraftStatus) => api('draft/changeStatus.php', okSchema, { body: { status } }));
export const useResetDraft = () => useDraftMutation(() => api('draft/initDraft.php', okSchema, { body: {} }));
export const useInitOrder = () => useDraftMutation((ordre: number[]) => api('draft/init.php', okSchema, { body: { ordre } }));
export const useSetClock = () => useDraftMutation((minutes: number) => api('draft/setClock.php', okSchema, { body: { minutes } }));
