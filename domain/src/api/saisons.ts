import { z } from 'zod';
import { draftInitRequest } from './draft.js';
import { envelope, saisonIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { resultatsStandingSchema } from './resultats.js';

/**
 * A season of the session's league: the instance's active one, and every one the league played (its draft
 * or its teams). Finished once its every matchday is over; started once the league has a draft order or teams in it.
 */
export const saisonItemSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  active: z.boolean(),
  finished: z.boolean(),
  started: z.boolean(),
});
export type SaisonItem = z.infer<typeof saisonItemSchema>;
export const saisonsListResponse = envelope({ saisons: z.array(saisonItemSchema), active_id: z.number().int() });

/**
 * The records of a league's season (docs/saisons.md "La fin d'une saison"), each with who and when:
 * - best_score: the best team score of a matchday (value: total_points; numjournee);
 * - biggest_win: the widest head-to-head win (value: the margin; numjournee, opponent, score [winner's, loser's]);
 * - longest_run: the longest run of wins in a row (value: how many; numjournee its first, numjournee_end its last);
 * - most_stars: the most stars of the season (value: stars; numjournee null);
 * - best_captain: the best captain's points of a matchday (value: captain_points; numjournee);
 * - most_lost: the most points lost on a matchday (value: lost_points; numjournee);
 * - best_pick: the draft's best pick for its round: the drafted player whose season points are furthest above his
 *   round's average (value: his points; tour, joueur, above: points over the round's average).
 * A tie goes to the first in time (then the ranking's order).
 */
export const SEASON_RECORD_KINDS = [
  'best_score',
  'biggest_win',
  'longest_run',
  'most_stars',
  'best_captain',
  'most_lost',
  'best_pick',
] as const;
export type SeasonRecordKind = (typeof SEASON_RECORD_KINDS)[number];
export const seasonRecordSchema = z.object({
  kind: z.enum(SEASON_RECORD_KINDS),
  user_id: z.number().int(),
  username: z.string(),
  value: z.number().int(),
  numjournee: z.number().int().nullable(),
  numjournee_end: z.number().int().nullable(),
  opponent: z.string().nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  joueur: z.string().nullable(),
  tour: z.number().int().nullable(),
  above: z.number().int().nullable(),
});
export type SeasonRecord = z.infer<typeof seasonRecordSchema>;
export const saisonsRecordsQuery = z.object({ saison_id: saisonIdSchema.optional() });
export const saisonsRecordsResponse = envelope({
  saison_id: z.number().int(),
  nom: z.string(),
  finished: z.boolean(),
  /**
   * The season's champion (domain seasonChampion, as the palmarès gives him): the first of its ranking once the season
   * is finished, when the league played a head-to-head match of it; null otherwise.
   */
  champion: z.object({ user_id: z.number().int(), username: z.string(), points_classement: z.number().int() }).nullable(),
  /** The first three of the season's ranking, once the league played a head-to-head match of it (else empty). */
  podium: z.array(resultatsStandingSchema),
  records: z.array(seasonRecordSchema),
});
export type SaisonRecords = z.infer<typeof saisonsRecordsResponse>;

/**
 * saisons/start.php (a league's admin): the league's next season begins in the instance's active season, with the same
 * members, teams empty and the phase back to draft, in a draft order: the reverse of the last season's ranking (its last
 * first; a member who was not ranked comes before), random, or the list given.
 */
export const saisonsStartRequest = z.object({
  ordre: z.union(
    [z.enum(['reverse', 'random'], { error: 'Ordre inconnu (reverse, random ou une liste de poolers).' }), draftInitRequest.shape.ordre],
    {
      error: 'Ordre inconnu (reverse, random ou une liste de poolers).',
    },
  ),
});
export const saisonsStartResponse = envelope({
  saison_id: z.number().int(),
  nom: z.string(),
  ordre: z.array(z.object({ user_id: z.number().int(), username: z.string() })),
});

export const saisonsCalls = {
  /** The league's seasons, newest first. */
  list: endpoint({ method: 'GET', path: 'saisons/list.php', access: 'user', response: saisonsListResponse }),
  /** A season's podium and records (the active one without saison_id). */
  records: endpoint({
    method: 'GET',
    path: 'saisons/records.php',
    access: 'user',
    request: saisonsRecordsQuery,
    response: saisonsRecordsResponse,
  }),
  start: endpoint({
    method: 'POST',
    path: 'saisons/start.php',
    access: 'admin',
    request: saisonsStartRequest,
    response: saisonsStartResponse,
  }),
};
