import { z } from 'zod';
import { envelope, idSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { journeeSchema } from './journees.js';

export const rencontreSideSchema = z.object({ id: z.number().int(), username: z.string() });

/** A pooler match (SPEC.md §3): away is null for a bye; scores and resultat stay null until computed. */
export const rencontreSchema = z.object({
  id: z.number().int(),
  match_no: z.number().int(),
  user1_id: z.number().int(),
  user2_id: z.number().int().nullable(),
  score1: z.number().int().nullable(),
  score2: z.number().int().nullable(),
  /** 1 user1 wins, 2 draw, 3 user2 wins. */
  resultat: z.number().int().nullable(),
  home: rencontreSideSchema,
  away: rencontreSideSchema.nullable(),
});
export type Rencontre = z.infer<typeof rencontreSchema>;

export const rencontresByJourneeQuery = z.object({ journee_id: idSchema.optional() });
export const rencontresByJourneeResponse = envelope({
  /** The matchday asked for, else the active one; null when there is none. */
  journee: journeeSchema.nullable(),
  /** The first kickoff has passed: every lineup is visible. */
  started: z.boolean(),
  matches: z.array(rencontreSchema),
});

export const rencontresGenerateResponse = envelope({
  poolers: z.number().int(),
  /** Matchdays whose pairings were (re)written. */
  generated: z.number().int(),
  /** Matchdays left untouched because they have results. */
  kept: z.number().int(),
});

/** The rencontres calls: a matchday's pairings (SPEC.md §7) and their generation by an admin. */
export const rencontresCalls = {
  getByJournee: endpoint({
    method: 'GET',
    path: 'rencontres/getByJournee.php',
    access: 'user',
    request: rencontresByJourneeQuery,
    response: rencontresByJourneeResponse,
  }),
  generate: endpoint({ method: 'POST', path: 'rencontres/generate.php', access: 'admin', response: rencontresGenerateResponse }),
};
