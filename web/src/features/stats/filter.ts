import type { StatsPlayerRow } from '@poolfoot/domain';
import type { StatsPosteFilter } from './api';

/** Whose players: everybody's, the free ones, the owned ones, or one pooler's (by id). */
export type OwnerFilter = 'tous' | 'libres' | 'pris' | number;

export type StatsFilters = { poste: StatsPosteFilter; name: string; clubId: number | null; owner: OwnerFilter };
export const NO_FILTER: StatsFilters = { poste: 'Tous', name: '', clubId: null, owner: 'tous' };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const ownerMatches = (row: StatsPlayerRow, owner: OwnerFilter) =>
  owner === 'tous' || (owner === 'libres' ? !row.owned : owner === 'pris' ? row.owned : row.owner_id === owner);

/**
 * The rows the ranking shows: a position (SPEC.md "Stats": Tous, GB…AT), a name search from 2 characters
 * (SPEC.md §9), a club and an owner. The answer holds every player of the season: filtering is done here.
 */
export function filterRows(rows: readonly StatsPlayerRow[], f: StatsFilters): StatsPlayerRow[] {
  const needle = f.name.trim().length >= 2 ? fold(f.name.trim()) : '';
  return rows.filter(
    (r) =>
      (f.poste === 'Tous' || r.poste === f.poste) &&
      (f.clubId === null || r.club_id === f.clubId) &&
      ownerMatches(r, f.owner) &&
      (!needle || fold([r.prenom, r.nom].filter(Boolean).join(' ')).includes(needle)),
  );
}

/** The clubs and the owners found in the rows, by name, for the filters' options. */
export function filterOptions(rows: readonly StatsPlayerRow[]) {
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'fr');
  const clubs = [...new Map(rows.map((r) => [r.club_id, r.club_name]))].map(([id, name]) => ({ value: String(id), label: name }));
  const owners = [...new Map(rows.flatMap((r) => (r.owner_id !== null && r.owner ? [[r.owner_id, r.owner] as const] : [])))].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );
  return { clubs: clubs.sort(byName), owners: owners.sort(byName) };
}

export const PAGE_SIZES = [25, 50, 100] as const;

/** One page of the rows (1-based, kept inside the pages there are), and how many pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
