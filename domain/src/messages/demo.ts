/** What the web says while a first start prepares the demo season (DEMO=season), instead of a half-played season. */
export const DEMO_MSG = {
  preparing: 'Préparation de la saison de démo…',
  draft: (done: number, total: number) => `Draft : ${done} choix sur ${total}`,
  /** The matchday being played (n), out of how many. */
  journee: (n: number, total: number) => `Journée ${n} sur ${total}`,
  ready: 'Saison prête',
  waiting: 'Cette page s’affichera d’elle-même dès que la saison sera prête (quelques secondes).',
  progressLabel: 'Avancement de la préparation',
};
