import { z } from 'zod';
import { envelope, idSchema, numeric } from './common.js';
import { endpoint } from './endpoint.js';
import { jobSchema } from './championnat.js';
import { statsDetailLineSchema } from './stats.js';

/**
 * The matchday pipeline and the autopilot: where each league match of a matchday stands, the one
 * next step an admin may run by hand, and the server following the league by itself (a setting, on by default).
 */

/**
 * Where a league match stands in the pipeline, from the kickoff to its players' points; 'non_joue': its kickoff is long
 * past (MATCH_LATE_MS) and the league still says it has not started, a match the league may never play.
 */
export const PIPELINE_STAGES = ['avenir', 'non_joue', 'en_direct', 'termine', 'stats', 'points'] as const;

/** A match not started this long after its (firm) kickoff is not being played: a match lasts about two hours. */
export const MATCH_LATE_MS = 3 * 3_600_000;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/**
 * The matchday's next step: fetch (or refresh) its matches, import the stats of finished matches, compute the
 * players' points, compute the results; or wait for the matches to be played; or mark postponed a match not played
 * (the matchday waits for it otherwise); or nothing left to do.
 */
export const PIPELINE_STEPS = [
  'import_matches',
  'import_stats',
  'compute_points',
  'compute_results',
  'wait',
  'mark_postponed',
  'done',
] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

/** The autopilot's setting: on or paused, and how often a live match's sheet is read (seconds). */
export const autopilotSettingSchema = z.object({
  enabled: z.boolean(),
  poll_seconds: z.number().int().min(10).max(3600),
});
export type AutopilotSetting = z.infer<typeof autopilotSettingSchema>;

/** What the autopilot did on one tick: one job row, its log one line per action. */
export const AUTOPILOT_JOB_KIND = 'autopilot' as const;
export const autopilotJobSchema = jobSchema(z.literal(AUTOPILOT_JOB_KIND));
export type AutopilotJob = z.infer<typeof autopilotJobSchema>;

export const pipelineMatchSchema = z.object({
  id: z.number().int(),
  home: z.string(),
  away: z.string(),
  kickoff_at: z.string(),
  stage: z.enum(PIPELINE_STAGES),
  /** Counts as postponed (domain countsAsPostponed): the matchday does not wait for it. */
  postponed: z.boolean(),
});
export type PipelineMatch = z.infer<typeof pipelineMatchSchema>;

const numjournee = numeric(
  z
    .number({ error: 'Numéro de journée requis.' })
    .int({ error: 'Numéro de journée invalide.' })
    .min(1, { error: 'Numéro de journée : 1 à 60.' })
    .max(60, { error: 'Numéro de journée : 1 à 60.' }),
);

export const pipelineQuery = z.object({ numjournee: numjournee.optional() });
export const pipelineResponse = envelope({
  journee: z.object({ id: z.number().int(), numjournee: z.number().int(), status: z.number().int() }).nullable(),
  matchs: z.array(pipelineMatchSchema),
  next: z.enum(PIPELINE_STEPS),
  autopilot: autopilotSettingSchema,
  /** The autopilot's latest actions on this matchday (its job log). */
  job: autopilotJobSchema.nullable(),
});
export type PipelineAnswer = z.infer<typeof pipelineResponse>;

/** Pause or resume the autopilot; optionally its poll interval. */
export const autopilotSetRequest = z.object({
  enabled: z.boolean({ error: 'Indiquez si le pilote automatique est actif (true ou false).' }),
  poll_seconds: z
    .number({ error: 'Intervalle invalide.' })
    .int({ error: 'Intervalle invalide.' })
    .min(10, { error: 'Intervalle : 10 à 3600 secondes.' })
    .max(3600, { error: 'Intervalle : 10 à 3600 secondes.' })
    .optional(),
});
export const autopilotSetResponse = envelope({ autopilot: autopilotSettingSchema });

/** The live matchday (rencontres page): the given matchday, else the active one. */
export const liveQuery = z.object({ journee_id: idSchema.optional() });
export const liveResponse = envelope({
  journee: z.object({ id: z.number().int(), numjournee: z.number().int() }).nullable(),
  /** The league matches being played, with their score and the minute reached (the most any player has played so far). */
  matchs: z.array(
    z.object({
      id: z.number().int(),
      home: z.string(),
      away: z.string(),
      home_score: z.number().int().nullable(),
      away_score: z.number().int().nullable(),
      minute: z.number().int().nullable(),
    }),
  ),
  /**
   * Each head-to-head's provisional score while the matchday is under way (a match kicked off, the matchday not over):
   * the points so far (final for matches over, from the live sheet for the others), between two matches too.
   */
  rencontres: z.array(z.object({ id: z.number().int(), score1: z.number().int(), score2: z.number().int().nullable() })),
  /** Each pooler's provisional team score (his lineup in effect, the captain twice), as in rencontres. */
  poolers: z.array(z.object({ user_id: z.number().int(), total: z.number().int() })),
  /**
   * The provisional points of the players of the live matches, from their live stat line and the grid: the minutes he
   * has played so far and the grid lines that give them (the points explanation).
   */
  joueurs: z.array(
    z.object({
      joueur_id: z.number().int(),
      match_id: z.number().int(),
      points: z.number().int(),
      minutes: z.number().int(),
      detail: z.array(statsDetailLineSchema),
    }),
  ),
});
export type LiveMatchday = z.infer<typeof liveResponse>;

/** A pooler's own choice: the lineup reminder mails on or off. */
export const remindersRequest = z.object({ mails: z.boolean({ error: 'Indiquez true ou false.' }) });
export const remindersResponse = envelope({ mails: z.boolean() });

export const autopilotCalls = {
  pipeline: endpoint({
    method: 'GET',
    path: 'autopilot/pipeline.php',
    access: 'instance',
    request: pipelineQuery,
    response: pipelineResponse,
  }),
  set: endpoint({
    method: 'POST',
    path: 'autopilot/set.php',
    access: 'instance',
    request: autopilotSetRequest,
    response: autopilotSetResponse,
  }),
  reminders: endpoint({ method: 'GET', path: 'autopilot/reminders.php', access: 'user', response: remindersResponse }),
  setReminders: endpoint({
    method: 'POST',
    path: 'autopilot/set_reminders.php',
    access: 'user',
    request: remindersRequest,
    response: remindersResponse,
  }),
  live: endpoint({ method: 'GET', path: 'autopilot/live.php', access: 'user', request: liveQuery, response: liveResponse }),
};
