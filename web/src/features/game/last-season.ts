import { JOUEURS_MSG } from '@poolfoot/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../lib/session';
import { gameContextQuery } from './api';

/** The season before the active one, in short ('2024/25'), whose points the players' total shows; '…' while read. */
export function useLastSeasonYears(): string {
  const user = useSessionUser();
  const game = useQuery(gameContextQuery(user?.id ?? 0));
  return game.data ? JOUEURS_MSG.previousSeason(game.data.saison.id) : '…';
}
