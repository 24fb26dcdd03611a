import { clubsCalls, type DraftStatus, draftCalls, joueursCalls, type RequestOf, usersCalls } from '@poolfoot/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const draftKeys = {
  all: ['draft'] as const,
  state: () => ['draft', 'state'] as const,
  joueurs: () => ['draft', 'joueurs'] as const,
  clubs: () => ['draft', 'clubs'] as const,
  users: () => ['draft', 'users'] as const,
};

/** draft/get.php: polled every 30 s by the pages and refetched on every live change. */
const draftStateQuery = () => queryOptions({ queryKey: draftKeys.state(), queryFn: () => call(draftCalls.get), staleTime: 0 });

const REFERENCE_STALE = 5 * 60_000;
/** The active season's players (joueurs/list.php): names, clubs, positions and 2024/25 totals. */
const draftJoueursQuery = () =>
  queryOptions({
    queryKey: draftKeys.joueurs(),
    queryFn: async () => (await call(joueursCalls.list)).joueurs,
    staleTime: REFERENCE_STALE,
  });
const draftClubsQuery = () =>
  queryOptions({
    queryKey: draftKeys.clubs(),
    queryFn: async () => (await call(clubsCalls.list)).clubs,
    staleTime: REFERENCE_STALE,
  });
const draftUsersQuery = () =>
  queryOptions({
    queryKey: draftKeys.users(),
    queryFn: async () => (await call(usersCalls.list)).users,
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

export const usePick = () => useDraftMutation((b: RequestOf<typeof draftCalls.pick>) => call(draftCalls.pick, b));
export const useSimulate = () => useDraftMutation(() => call(draftCalls.simulate));
export const useEditChoix = () => useDraftMutation((b: RequestOf<typeof draftCalls.editChoix>) => call(draftCalls.editChoix, b));
export const useDeleteChoix = () => useDraftMutation((b: RequestOf<typeof draftCalls.deleteChoix>) => call(draftCalls.deleteChoix, b));
export const useChangeStatus = () => useDraftMutation((status: DraftStatus) => call(draftCalls.changeStatus, { status }));
export const useResetDraft = () => useDraftMutation(() => call(draftCalls.initDraft));
export const useInitOrder = () => useDraftMutation((ordre: number[]) => call(draftCalls.init, { ordre }));
export const useSetClock = () => useDraftMutation((minutes: number) => call(draftCalls.setClock, { minutes }));
