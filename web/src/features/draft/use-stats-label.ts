import { CHAMPIONNAT_MSG, seasonName } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../lib/session';
import { gameContextQuery } from '../game';

/**
 * The name of the draft's stats page: the season before the active one ('Stats 2024/2025' while 2025/2026 is active),
 * undefined while the active season is read; its error when it could not be.
 */
export function useStatsLabel() {
  const user = useSessionUser();
  const game = useQuery(gameContextQuery(user?.id ?? 0));
  return { label: game.data && CHAMPIONNAT_MSG.seasonStats(seasonName(game.data.saison.id - 1)), error: game.error };
}
