import { gameCalls, MSG } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';
import { callQuery, keyOf, useCallMutation } from '../../lib/queries';

/**
 * The game context of the user (game/context.php): season, rank, phase. Its own reading of the call, under the call's
 * key: a lost connection says that the game could not be read, rather than the generic words.
 */
export const gameContextQuery = (userId: number) =>
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

/** The caller's home dashboard (game/home.php): live phase, rank move, coming matchday, lineup, opponent, turn. */
export const gameHomeQuery = () => queryOptions({ ...callQuery(gameCalls.home), select: (r) => r.home });

export const useSetPhase = () => useCallMutation(gameCalls.setPhase, { invalidates: [gameCalls.context, gameCalls.home] });
