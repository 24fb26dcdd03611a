import { LEAGUE_MSG, seasonName } from '@poolfoot/domain';
import { useSessionUser } from '../../lib/session';
import { useGameContext } from '../game';

/**
 * The name of the draft's stats page: the season before the active one ('Stats 2024/2025' while 2025/2026 is active),
 * undefined while the active season is read; its error when it could not be.
 */
export function useStatsLabel() {
  const user = useSessionUser();
  const game = useGameContext(user?.id ?? 0);
  return { label: game.data && LEAGUE_MSG.seasonStats(seasonName(game.data.saison.id - 1)), error: game.error };
}
