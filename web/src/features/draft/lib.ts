import {
  type DraftBilan,
  type DraftChoix,
  type DraftGestion,
  type DraftState,
  draftPlayerName,
  eligibility,
  type Joueur,
  POSTES,
  type Poste,
  snakePicker,
  type UserListItem,
} from '@poolfoot/domain';

export const joueurName = draftPlayerName;

/** It is a pooler's turn when the draft runs and they are the next to pick (SPEC.md §4). */
export const isTurnOf = (gestion: DraftGestion, userId: number | undefined) =>
  gestion.status === 'en cours' && userId !== undefined && gestion.prochain_pooler_id === userId;

const emptyBilan = (): DraftBilan => ({
  nb_joueurs: 0,
  nb_joueurs_poste: Object.fromEntries(POSTES.map((p) => [p, 0])) as Record<Poste, number>,
  nb_joueurs_club: {},
});

export const bilanOf = (state: DraftState, userId: number): DraftBilan => state.bilan_poolers[String(userId)] ?? emptyBilan();

/** Why a pooler may not take a player (the server's words), or null when the player is available. */
export function unavailableReason(joueur: Joueur, bilan: DraftBilan, gestion: DraftGestion, drafted: ReadonlySet<number>): string | null {
  const counts = {
    byPoste: Object.fromEntries(POSTES.map((p) => [p, bilan.nb_joueurs_poste[p] ?? 0])) as Record<Poste, number>,
    byClub: Object.fromEntries(Object.entries(bilan.nb_joueurs_club).map(([k, v]) => [Number(k), v])),
  };
  const limits = {
    maxParPoste: Object.fromEntries(POSTES.map((p) => [p, gestion.max_joueurs_poste[p] ?? 0])) as Record<Poste, number>,
    maxParClub: gestion.max_par_club,
  };
  const e = eligibility({ poste: joueur.poste, clubId: joueur.club_id, drafted: drafted.has(joueur.id) }, counts, limits);
  return e.ok ? null : e.message;
}

/** A bilan without one pick (the pick an admin replaces). */
export function withoutChoix(bilan: DraftBilan, joueur: Joueur | undefined): DraftBilan {
  if (!joueur) return bilan;
  const club = String(joueur.club_id);
  return {
    nb_joueurs: bilan.nb_joueurs - 1,
    nb_joueurs_poste: { ...bilan.nb_joueurs_poste, [joueur.poste]: Math.max(0, (bilan.nb_joueurs_poste[joueur.poste] ?? 0) - 1) },
    nb_joueurs_club: { ...bilan.nb_joueurs_club, [club]: Math.max(0, (bilan.nb_joueurs_club[club] ?? 0) - 1) },
  };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type JoueurFilters = { name: string; clubId: string | null; poste: string | null };

/** Name (from 2 characters, accents ignored), club and position filters; best 2024/25 total first. */
export function filterJoueurs(list: Joueur[], f: JoueurFilters): Joueur[] {
  const needle = fold(f.name.trim());
  return list
    .filter(
      (j) =>
        (!f.clubId || String(j.club_id) === f.clubId) &&
        (!f.poste || j.poste === f.poste) &&
        (needle.length < 2 || fold([j.prenom, j.nom, j.surnom].filter(Boolean).join(' ')).includes(needle)),
    )
    .sort((a, b) => b.total - a.total || a.nom.localeCompare(b.nom, 'fr'));
}

export type ChoixCell = { tour: number; rang: number; userId: number; choix: DraftChoix | undefined };

/** Every slot of the draft in pick order, made or not: round by round, rank by rank. */
export function slots(state: DraftState): ChoixCell[] {
  const { ordre, gestion, choix } = state;
  if (!ordre.length) return [];
  return Array.from({ length: gestion.max_tours }, (_, t) => t + 1).flatMap((tour) =>
    ordre.map((_, i) => ({ tour, rang: i + 1, userId: snakePicker(ordre, tour, i + 1), choix: choix[String(tour)]?.[String(i + 1)] })),
  );
}

/** Whether a slot is already behind the cursor (made, or left empty by a deletion). */
export const isPast = (g: DraftGestion, s: { tour: number; rang: number }) =>
  g.status === 'terminé' || (g.status !== 'non débuté' && (s.tour < g.tour || (s.tour === g.tour && s.rang < g.choix)));

/** The rank at which a pooler picks in a round (the snake: odd rounds in order, even rounds reversed). */
export const rangOf = (ordre: number[], tour: number, userId: number) => {
  const i = ordre.indexOf(userId);
  return tour % 2 === 1 ? i + 1 : ordre.length - i;
};

/** The saved order first, then the users not in it (by id). */
export function initialOrder(users: UserListItem[], ordre: number[]): UserListItem[] {
  const byId = new Map(users.map((u) => [u.id, u]));
  const saved = ordre.flatMap((id) => byId.get(id) ?? []);
  return [...saved, ...users.filter((u) => !ordre.includes(u.id))];
}

/** Swaps row i with its neighbour (-1 up, +1 down). */
export function move<T>(list: T[], i: number, delta: -1 | 1): T[] {
  const j = i + delta;
  const a = list[i];
  const b = list[j];
  if (a === undefined || b === undefined) return list;
  const next = [...list];
  next[i] = b;
  next[j] = a;
  return next;
}
