import { plural } from './plural.js';

/** The server's own French messages for the results calls (SPEC.md leaves their wording open). */
export const RESULTATS_MSG = {
  computed: (n: number, poolers: number) => `Résultats de la J${n} calculés pour ${plural(poolers, 'pooler')}.`,
  computedFinished: (n: number, poolers: number) => `Résultats de la J${n} calculés pour ${plural(poolers, 'pooler')} ; journée terminée.`,
  nothingPlayed: (n: number) =>
    `Aucun match de la J${n} n'est terminé : ses résultats ne peuvent pas être calculés avant un vrai match joué. Rien n'a été écrit.`,
  /** The manage page's question before it computes a matchday's results: what the click will do. */
  confirmTitle: (n: number) => `Calculer les résultats de la J${n} ?`,
  confirmFinal: (n: number, matches: number) =>
    `${matches > 1 ? `Les ${matches} matchs` : 'Le match'} de la J${n} ${matches > 1 ? 'sont terminés' : 'est terminé'} : le score de chaque pooler, ` +
    `ses rencontres, les étoiles et les points perdus sont calculés (ou recalculés) et comptent au classement général. La journée sera terminée.`,
  confirmProvisional: (n: number, finished: number, matches: number) =>
    `${finished} match${finished > 1 ? 's' : ''} sur ${matches} de la J${n} ${finished > 1 ? 'sont terminés' : 'est terminé'} : les résultats ` +
    `calculés maintenant sont provisoires. Ils ne comptent pas au classement général avant la fin du dernier match.`,
  confirmLabel: (n: number) => `Calculer les résultats de la J${n}`,
  /** The manage page once its matchday is over: it stays, and offers the next one. */
  matchdayOver: (n: number) => `La J${n} est terminée.`,
  goToNext: (n: number) => `Passer à la J${n}`,
  noStats: (n: number) =>
    `Les statistiques de la J${n} ne sont pas importées alors que des matchs sont terminés : importez-les avant de calculer les résultats.`,
} as const;
