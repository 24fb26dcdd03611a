import { POSTES, type StatsPlayerRow } from '@poolfoot/domain';

export type SortKey = 'nom' | 'club_name' | 'poste' | 'total';
export type Sort = { key: SortKey; dir: 'asc' | 'desc' };

/** SPEC.md "Stats": the ranking starts by total, highest first. */
export const DEFAULT_SORT: Sort = { key: 'total', dir: 'desc' };

/** Clicking a column header: the same column flips; a newly chosen text column sorts ascending, total descending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'total' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const fullName = (r: StatsPlayerRow) => `${r.nom} ${r.prenom ?? ''}`;
const COMPARE: Record<SortKey, (a: StatsPlayerRow, b: StatsPlayerRow) => number> = {
  nom: (a, b) => collator.compare(fullName(a), fullName(b)),
  club_name: (a, b) => collator.compare(a.club_name, b.club_name),
  poste: (a, b) => POSTES.indexOf(a.poste) - POSTES.indexOf(b.poste),
  total: (a, b) => a.total - b.total,
};

/** The rows in the chosen order; ties go by total (highest first), then name. */
export function sortRows(rows: readonly StatsPlayerRow[], sort: Sort): StatsPlayerRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * COMPARE[sort.key](a, b) || b.total - a.total || COMPARE.nom(a, b) || a.joueur_id - b.joueur_id);
}
