/** The seasons' French texts (the end of a season, the next one, the read-only past). */
export const SAISON_MSG = {
  unknown: 'Saison introuvable.',
  /** A write aimed at a season that is not the active one: refused, nothing written. */
  pastReadOnly: (nom: string) => `${nom} est terminée : elle se consulte, elle ne se modifie plus. Rien n'a été écrit.`,
  /** saisons/start.php while the active season is the one the league already plays. */
  alreadyStarted: (nom: string) => `${nom} est déjà lancée pour cette ligue.`,
  /** saisons/start.php while the active season is finished: the instance's admin sets up the next one first. */
  activeFinished: (nom: string) =>
    `${nom} est terminée : un admin de l'instance met d'abord en place la saison suivante depuis la LFP (Admin › Données LFP).`,
  orderMembers: "L'ordre de draft doit contenir chaque membre de la ligue, une fois chacun.",
  started: (nom: string) => `${nom} lancée : la draft attend son départ, dans l'ordre choisi.`,
  /** The set-up's new season refused while the active one still has matchdays to play. */
  notFinished: (nom: string) =>
    `${nom} n'est pas terminée : la saison suivante se met en place une fois sa dernière journée finie. Rien n'a été écrit.`,
  /** The set-up's new season refused when the league answers for the same season or an older one. */
  noNewSeason: (nom: string) => `La LFP répond toujours pour ${nom} : pas de nouvelle saison à mettre en place. Rien n'a été écrit.`,
  newSeason: (nom: string) => `${nom} mise en place : elle devient la saison active de toutes les ligues.`,
} as const;
