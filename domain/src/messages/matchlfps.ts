/** The server's own French messages for league matches (SPEC.md leaves their wording open). */
export const MATCHLFPS_MSG = {
  notFound: 'Match introuvable.',
  updated: 'Match mis à jour.',
  deleted: 'Match supprimé.',
  clubNotFound: (id: number) => `Club ${id} introuvable.`,
  clubOtherSeason: (name: string, saison: number) => `Le club ${name} n’est pas de la saison ${saison}.`,
  deleteRefused: (n: number) =>
    `Suppression impossible : ce match a ${n} ligne(s) de statistiques de joueurs. Supprimez-les d'abord ; rien n'a été supprimé.`,
} as const;
