import { STATS_SEARCH_MIN, type StatsPlayersQuery } from '@poolfoot/domain';
import type { Sort } from './sort';

/** Whose players: everybody's, the free ones, the owned ones, or one pooler's (by id). */
export type OwnerFilter = 'tous' | 'libres' | 'pris' | number;
export type StatsPosteFilter = 'Tous' | 'GB' | 'DC' | 'DL' | 'MC' | 'MO' | 'AT';

export type StatsFilters = { poste: StatsPosteFilter; name: string; clubId: number | null; owner: OwnerFilter };
export const NO_FILTER: StatsFilters = { poste: 'Tous', name: '', clubId: null, owner: 'tous' };

export const PAGE_SIZES = [25, 50, 100] as const;

/**
 * The page of the ranking the screen shows, asked of the server (stats/players.php filters, sorts and cuts it: the
 * answer is that page): the position, a name from STATS_SEARCH_MIN characters, a club, an owner.
 */
export function playersRequest(f: StatsFilters, sort: Sort, page: number, size: number): StatsPlayersQuery {
  const name = f.name.trim();
  return {
    ...(f.poste === 'Tous' ? {} : { poste: f.poste }),
    ...(name.length >= STATS_SEARCH_MIN ? { q: name } : {}),
    ...(f.clubId === null ? {} : { club_id: f.clubId }),
    ...(f.owner === 'tous' ? {} : { owner: f.owner }),
    sort: sort.key,
    dir: sort.dir,
    page,
    limit: size,
  };
}
