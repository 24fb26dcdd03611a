/** What the web says while a first start prepares the demo season (DEMO=season), instead of a half-played season. */
export const DEMO_MSG = {
  /** Said at start, then the server stops: DEMO unset lets the demo's clock move, but this embedded database is a real season. */
  settableOnRealSeason:
    "DEMO_CLOCK=settable refusé : cette base n'est pas celle de la démo (une vraie saison suit l'heure réelle). Retirez DEMO_CLOCK, ou essayez la ligue de démo avec DEMO=none DEMO_LEAGUE=on.",
  preparing: 'Préparation de la saison de démo…',
  draft: (done: number, total: number) => `Draft : ${done} choix sur ${total}`,
  /** The matchday being played (n), out of how many. */
  journee: (n: number, total: number) => `Journée ${n} sur ${total}`,
  ready: 'Saison prête',
  waiting: 'Cette page s’affichera d’elle-même dès que la saison sera prête (quelques secondes).',
  progressLabel: 'Avancement de la préparation',
};
