import type { Joueur } from '@poolfoot/domain';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The list's filters: a club ('' = all clubs) and a name search, applied from 2 characters (SPEC.md §9). */
export function filterJoueurs(list: Joueur[], clubId: string, search: string): Joueur[] {
  const needle = fold(search.trim());
  return list.filter(
    (j) =>
      (clubId === '' || String(j.club_id) === clubId) &&
      (needle.length < 2 || fold([j.nom, j.prenom, j.surnom].filter(Boolean).join(' ')).includes(needle)),
  );
}

/** The clubs the players belong to, by name, for the club filter. */
export function clubsOf(list: Joueur[]): { value: string; label: string }[] {
  const byId = new Map(list.map((j) => [String(j.club_id), j.club_name]));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
