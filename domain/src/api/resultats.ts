import { z } from 'zod';
import { envelope, idSchema, saisonIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { journeeSchema } from './journees.js';

/** SPEC.md §3 "Standing row", with its place in the general ranking: null before any result of the season counts. */
export const resultatsStandingSchema = z.object({
  rank: z.number().int().nullable(),
  user_id: z.number().int(),
  username: z.string(),
  points_classement: z.number().int(),
  total_saison: z.number().int(),
  lost_saison: z.number().int(),
  total_stars: z.number().int(),
});
export type ResultatsStanding = z.infer<typeof resultatsStandingSchema>;

/** SPEC.md §3 "Matchday result per user": match_result 1 win, 2 draw, 3 loss (null when not compared). */
export const resultatsRowSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  match_points: z.number().int(),
  total_points: z.number().int(),
  captain_points: z.number().int(),
  lost_points: z.number().int(),
  match_result: z.number().int().nullable(),
  star_bonus: z.number().int(),
});
export type ResultatsRow = z.infer<typeof resultatsRowSchema>;

export const resultatsGeneralQuery = z.object({ saison_id: saisonIdSchema.optional() });
export const resultatsGeneralResponse = envelope({ saison_id: z.number().int(), classement: z.array(resultatsStandingSchema) });

export const resultatsJourneeQuery = z.object({ journee_id: idSchema });
export const resultatsJourneeResponse = envelope({ journee: journeeSchema, results: z.array(resultatsRowSchema) });

/** resultats/calcJournee.php (admin, GET or POST): the matchday's results, computed again from scratch. */
export const resultatsCalcResponse = envelope({
  journee: journeeSchema,
  results: z.array(resultatsRowSchema),
  /** True when every league match of the matchday is finished (the matchday is then set to status 9). */
  finished: z.boolean(),
});

/** One point of the chart: a pooler's place and cumulated figures after a finished matchday. */
export const resultatsHistoryPointSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  journee_id: z.number().int(),
  numjournee: z.number().int(),
  rank: z.number().int(),
  points_classement: z.number().int(),
  total_saison: z.number().int(),
});
export type ResultatsHistoryPoint = z.infer<typeof resultatsHistoryPointSchema>;
export const resultatsHistoryResponse = envelope({ saison_id: z.number().int(), history: z.array(resultatsHistoryPointSchema) });

/** The results calls (SPEC.md §7): the matchday computation, the general ranking and each matchday's results. */
/**
 * A league's palmarès: each finished season of the league with its champion (user_id, username and
 * points_classement all null when the league played no head-to-head match of it: no champion), the table of all its
 * seasons (finished matchdays only, as the ranking), and each pooler's record against each other pooler in their
 * head-to-heads.
 */
const pooler = { user_id: z.number().int(), username: z.string() };
export const palmaresResponse = envelope({
  champions: z.array(
    z.object({
      saison_id: z.number().int(),
      nom: z.string(),
      user_id: z.number().int().nullable(),
      username: z.string().nullable(),
      points_classement: z.number().int().nullable(),
    }),
  ),
  all_time: z.array(
    z.object({
      rank: z.number().int(),
      ...pooler,
      seasons: z.number().int(),
      titles: z.number().int(),
      points_classement: z.number().int(),
      total_saison: z.number().int(),
    }),
  ),
  head_to_head: z.array(
    z.object({
      ...pooler,
      opponent_id: z.number().int(),
      opponent: z.string(),
      wins: z.number().int(),
      draws: z.number().int(),
      losses: z.number().int(),
    }),
  ),
});
export type Palmares = z.infer<typeof palmaresResponse>;

export const resultatsCalls = {
  /** A GET in the spec that changes data: POST too, admins only. */
  calcJournee: endpoint({
    method: ['GET', 'POST'],
    path: 'resultats/calcJournee.php',
    access: 'admin',
    request: resultatsJourneeQuery,
    response: resultatsCalcResponse,
  }),
  getGeneral: endpoint({
    method: 'GET',
    path: 'resultats/getGeneral.php',
    access: 'user',
    request: resultatsGeneralQuery,
    response: resultatsGeneralResponse,
  }),
  getByJournee: endpoint({
    method: 'GET',
    path: 'resultats/getByJournee.php',
    access: 'user',
    request: resultatsJourneeQuery,
    response: resultatsJourneeResponse,
  }),
  getHistory: endpoint({
    method: 'GET',
    path: 'resultats/getHistory.php',
    access: 'user',
    request: resultatsGeneralQuery,
    response: resultatsHistoryResponse,
  }),
  palmares: endpoint({ method: 'GET', path: 'resultats/palmares.php', access: 'user', response: palmaresResponse }),
};
