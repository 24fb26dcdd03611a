import { useQuery } from '@tanstack/react-query';
import { saisonsListQuery } from '../saisons';

/**
 * What stands instead of the coming matchday on the home: the active season once finished (`over`: its end
 * is shown), or the instance's new season the league has not started yet after a finished one (`waiting`).
 */
export function useSeasonPause() {
  const list = useQuery(saisonsListQuery());
  const saisons = list.data?.saisons ?? [];
  const active = saisons.find((s) => s.active);
  // Newest first: the first finished season before the active one is the last one played.
  const previous = saisons.find((s) => !s.active && s.finished);
  return {
    pending: list.isPending,
    over: active?.finished ? active : undefined,
    waiting: active && !active.finished && !active.started && previous ? { season: active, previous } : undefined,
  };
}
