import { gameCalls, MSG, type Phase } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';

export const gameKeys = {
  context: (userId: number) => ['game', 'context', userId] as const,
  home: ['game', 'home'] as const,
};

const gameContextQuery = (userId: number) =>
  queryOptions({
    queryKey: gameKeys.context(userId),
    queryFn: async () => {
      try {
        const res = await call(gameCalls.context, { userId });
        if (!res.game) throw new ApiError(MSG.backendError, 200);
        return res.game;
      } catch (err) {
        if (err instanceof ApiError && err.status === 0) throw new ApiError(MSG.gameContextNetwork, 0);
        throw err;
      }
    },
  });

export const useGameContext = (userId: number) => useQuery(gameContextQuery(userId));

/** The caller's home dashboard (game/home.php): live phase, rank move, coming matchday, lineup, opponent, turn. */
export const gameHomeQuery = () => queryOptions({ queryKey: gameKeys.home, queryFn: async () => (await call(gameCalls.home)).home });
export const useGameHome = () => useQuery(gameHomeQuery());

export function useSetPhase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phase: Phase) => call(gameCalls.setPhase, { phase }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['game'] }),
  });
}
