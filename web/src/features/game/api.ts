import { gameCalls, MSG } from '@poolfoot/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';
import { callQuery, keyOf, useCallMutation } from '../../lib/queries';

const gameContextQuery = (userId: number) =>
  queryOptions({
    queryKey: keyOf(gameCalls.context, { userId }),
    queryFn: async () => {
      try {
        return await call(gameCalls.context, { userId });
      } catch (err) {
        if (err instanceof ApiError && err.code === 'network') throw new ApiError(MSG.gameContextNetwork, 'network');
        throw err;
      }
    },
    select: (res) => {
      if (!res.game) throw new ApiError(MSG.backendError, 'invalid_answer');
      return res.game;
    },
  });

export const useGameContext = (userId: number) => useQuery(gameContextQuery(userId));

/** The caller's home dashboard (game/home.php): live phase, rank move, coming matchday, lineup, opponent, turn. */
export const gameHomeQuery = () => queryOptions({ ...callQuery(gameCalls.home), select: (r) => r.home });
export const useGameHome = () => useQuery(gameHomeQuery());

export const useSetPhase = () => useCallMutation(gameCalls.setPhase, { invalidates: [gameCalls.context, gameCalls.home] });
