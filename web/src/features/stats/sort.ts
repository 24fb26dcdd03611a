import type { StatsSort } from '@poolfoot/domain';

export type Sort = { key: StatsSort; dir: 'asc' | 'desc' };

/** SPEC.md "Stats": the ranking starts by total, highest first. */
export const DEFAULT_SORT: Sort = { key: 'total', dir: 'desc' };

/** Clicking a column header: the same column flips; a newly chosen text column sorts ascending, total descending. */
export function nextSort(current: Sort, key: StatsSort): Sort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'total' ? 'desc' : 'asc' };
}
