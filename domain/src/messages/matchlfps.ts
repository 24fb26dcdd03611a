import { plural } from './plural.js';

/** The server's own French messages for league matches (SPEC.md leaves their wording open). */
export const MATCHLFPS_MSG = {
  notFound: 'Match introuvable.',
  /** Shown instead of a kickoff time the league has not fixed (dateTimeUnknown). */
  kickoffUnknown: 'horaire à confirmer',
  postponed: 'Reporté',
  updated: 'Match mis à jour.',
  deleted: 'Match supprimé.',
  clubNotFound: (id: number) => `Club ${id} introuvable.`,
  clubOtherSeason: (name: string, saison: number) => `Le club ${name} n’est pas de la saison ${saison}.`,
  deleteRefused: (n: number) =>
    `Suppression impossible : ce match a ${plural(n, 'ligne')} de statistiques de joueurs. Supprimez-les d'abord ; rien n'a été supprimé.`,
} as const;
