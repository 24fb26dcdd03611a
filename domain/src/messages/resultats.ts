/** The server's own French messages for the results calls (SPEC.md leaves their wording open). */
export const RESULTATS_MSG = {
  computed: (n: number, poolers: number) => `Résultats de la J${n} calculés pour ${poolers} pooler(s).`,
  computedFinished: (n: number, poolers: number) => `Résultats de la J${n} calculés pour ${poolers} pooler(s) ; journée terminée.`,
} as const;
