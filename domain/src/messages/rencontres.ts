/** The server's own French messages for pairings (SPEC.md leaves their wording open). */
export const RENCONTRES_MSG = {
  generated: (generated: number, kept: number) =>
    `Rencontres générées pour ${generated} journée(s)${kept ? ` ; ${kept} journée(s) avec résultats conservée(s)` : ''}.`,
} as const;
