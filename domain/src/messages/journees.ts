/** The server's own French messages for matchdays (SPEC.md leaves their wording open). */
export const JOURNEES_MSG = {
  created: (n: number) => `Journée ${n} créée.`,
  updated: (n: number) => `Journée ${n} mise à jour.`,
  deleted: (n: number) => `Journée ${n} supprimée.`,
  duplicate: (n: number, saison: number) => `La journée ${n} existe déjà pour la saison ${saison}.`,
  unknownSeason: (saison: number) => `Saison ${saison} inconnue.`,
  /** `what`: the kinds of data that still point at the matchday, e.g. 'des matchs de Ligue 1, des compos'. */
  deleteRefused: (n: number, what: string) =>
    `Suppression impossible : la journée ${n} a encore ${what}. Supprimez-les d'abord ; rien n'a été supprimé.`,
  refs: {
    matchs: 'des matchs de Ligue 1',
    compos: 'des compos',
    rencontres: 'des rencontres',
    resultats: 'des résultats',
    points: 'des points de joueurs',
  },
} as const;
