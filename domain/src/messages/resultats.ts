import { plural } from './plural.js';

/** The server's own French messages for the results calls (SPEC.md leaves their wording open). */
export const RESULTATS_MSG = {
  computed: (n: number, poolers: number) => `Résultats de la J${n} calculés pour ${plural(poolers, 'pooler')}.`,
  computedFinished: (n: number, poolers: number) => `Résultats de la J${n} calculés pour ${plural(poolers, 'pooler')} ; journée terminée.`,
  noStats: (n: number) =>
    `Les statistiques de la J${n} ne sont pas importées alors que des matchs sont terminés : importez-les avant de calculer les résultats.`,
} as const;
