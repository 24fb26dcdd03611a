import { gameContextResponse, MSG, okSchema, type Phase } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

export const gameKeys = { context: (userId: number) => ['game', 'context', userId] as const };

export const gameContextQuery = (userId: number) =>
  queryOptions({
    queryKey: gameKeys.context(userId),
    queryFn: async () => {
      try {
        const res = await api('game/context.php', gameContextResponse, { body: { userId } });
        if (!res.game) throw new ApiError(MSG.backendError, 200);
        return res.game;
      } catch (err) {
        if (err instanceof ApiError && err.status === 0) throw new ApiError(MSG.gameContextNetwork, 0);
        throw err;
      }
    },
  });

export const useGameContext = (userId: number) => useQuery(gameContextQuery(userId));

export function useSetPhase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phase: Phase) => api('game/setPhase.php', okSchema, { body: { phase } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['game'] }),
  });
}
