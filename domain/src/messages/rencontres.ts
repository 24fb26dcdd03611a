import { plural } from './plural.js';

/** The server's own French messages for pairings (SPEC.md leaves their wording open). */
export const RENCONTRES_MSG = {
  generated: (generated: number, kept: number) =>
    `Rencontres générées pour ${plural(generated, 'journée')}${kept ? ` ; ${plural(kept, 'journée')} avec résultats ${kept > 1 ? 'conservées' : 'conservée'}` : ''}.`,
} as const;
