import { z } from 'zod';
import { NEXT_STEPS } from '../next-step.js';
import { phaseSchema } from '../positions.js';
import { envelope, idSchema, okSchema } from './common.js';
import { endpoint, SHELL_PATHS } from './endpoint.js';
import { journeeStatusSchema } from './journees.js';

export const gameContextRequest = z.object({ userId: idSchema.optional() }).default({});
export const seasonSchema = z.object({ id: z.number().int(), nom: z.string() });
export const gameContextSchema = z.object({
  saison: seasonSchema,
  /** classement: my place in the league's general ranking; null before any result of the season counts. */
  userdata: z.object({ user_id: z.number().int(), classement: z.number().int().nullable(), poolers: z.number().int() }),
  phase: phaseSchema,
});
export type GameContext = z.infer<typeof gameContextSchema>;
export const gameContextResponse = envelope({ game: gameContextSchema.optional() });

export const setPhaseRequest = z.object({ phase: phaseSchema });

/** How long before the matchday's first firm kickoff an incomplete lineup is recalled (the home's banner, the mail). */
export const LINEUP_REMINDER_MINUTES = 60;
/** Whether `at` is in the reminder hour before a first kickoff (both in ms since the epoch). */
export const inReminderHour = (firstKickoff: number, at: number) =>
  at >= firstKickoff - LINEUP_REMINDER_MINUTES * 60_000 && at < firstKickoff;

const poolerRef = z.object({ id: z.number().int(), name: z.string() });
/** A match's outcome from the caller's side. */
const outcomeSchema = z.enum(['victoire', 'nul', 'defaite']);

/**
 * What the caller's home says to do (SPEC.md "Home", made a dashboard): the phase the game is really in,
 * the caller's rank and how it moved, the coming matchday and its lineup lock, the caller's lineup and
 * opponent there, and whose turn it is while a draft or a mercato runs. Everything is read, nothing invented.
 */
export const gameHomeSchema = z.object({
  /** The live phase (domain livePhase): what the first tile shows. */
  phase: phaseSchema,
  /**
   * What the league waits for before it plays (domain nextStep: the season set up, the draft ordered, started, run),
   * and whether the caller is the one to do it (NEXT_STEP_OWNER: the instance's admin, a league's admin, everyone);
   * null once its matchdays are played, or the season is over.
   */
  next: z.object({ step: z.enum(NEXT_STEPS), mine: z.boolean() }).nullable(),
  classement: z.object({
    /** Null before any result of the season counts (nobody is ranked yet). */
    rank: z.number().int().nullable(),
    poolers: z.number().int(),
    /** The rank before the last matchday with results; null before two of them. */
    previous_rank: z.number().int().nullable(),
  }),
  /** The active matchday (the one /compo edits); null when the season has none left. */
  journee: z
    .object({
      id: z.number().int(),
      numjournee: z.number().int(),
      status: journeeStatusSchema,
      /**
       * The first kickoff whose time is known: the first lineup lock. A kickoff the league has not fixed
       * ("horaire à confirmer") does not count; null when no time is known yet (the matchday's own start
       * when no match is imported).
       */
      first_kickoff: z.string().nullable(),
      /** How many matches of the matchday have no time yet. */
      kickoffs_unknown: z.number().int(),
      /** The first kickoff has passed (or an admin set the matchday in progress). */
      started: z.boolean(),
    })
    .nullable(),
  /** The caller's lineup of that matchday (saved, or carried over); null without a matchday, or without a team then. */
  compo: z
    .object({
      /** Players on the pitch out of 11; 0 when no lineup was ever saved. */
      filled: z.number().int(),
      /** Saved for this matchday (false: carried over from an earlier one, or none). */
      saved: z.boolean(),
      /**
       * The reminder banner: it is the hour before the first firm kickoff (LINEUP_REMINDER_MINUTES, the
       * reminder mail's hour) and the caller owns players that matchday but his lineup has an empty slot.
       */
      remind: z.boolean(),
    })
    .nullable(),
  /** The caller's match of that matchday; null when the pairings are not generated. */
  rencontre: z
    .object({
      match_no: z.number().int(),
      /** Null for a bye. */
      opponent: poolerRef.nullable(),
      /** Our last computed meeting, from the caller's side; null when we never met. */
      last: z
        .object({
          numjournee: z.number().int(),
          mine: z.number().int(),
          theirs: z.number().int(),
          outcome: outcomeSchema,
        })
        .nullable(),
    })
    .nullable(),
  /**
   * My result at the league's last finished matchday of the season (its results computed, status 9), from my side: null
   * before one, when I had no match there, or a bye.
   */
  last_result: z
    .object({
      journee_id: z.number().int(),
      numjournee: z.number().int(),
      opponent: poolerRef,
      mine: z.number().int(),
      theirs: z.number().int(),
      outcome: outcomeSchema,
    })
    .nullable(),
  /** Whose turn it is while a draft or a mercato runs; null otherwise. */
  turn: z
    .object({
      kind: z.enum(['draft', 'mercato']),
      round: z.number().int(),
      pooler: poolerRef.nullable(),
      mine: z.boolean(),
      paused: z.boolean(),
      /** The draft's pick clock: when the pick is made for the pooler; null when off (and in the mercato). */
      deadline: z.string().nullable(),
    })
    .nullable(),
});
export type GameHome = z.infer<typeof gameHomeSchema>;
export const gameHomeResponse = envelope({ home: gameHomeSchema });

/**
 * A first start's demo season under way (DEMO=season, server/src/demo/season.ts): the draft's picks made and the
 * matchdays played so far, out of how many. Null when no preparation is under way (the season is ready, or no demo).
 */
export const preparationSchema = z.object({
  picks: z.number().int(),
  picks_total: z.number().int(),
  journees: z.number().int(),
  journees_total: z.number().int(),
});
export type Preparation = z.infer<typeof preparationSchema>;
export const preparationResponse = envelope({ preparation: preparationSchema.nullable() });

/**
 * The game calls (SPEC.md §7): the caller's season, ranking and phase; an admin changes the phase; and
 * the caller's home dashboard (not in the spec: one call for the page a pooler opens first); and whether the demo season
 * is still being prepared (not in the spec either).
 */
export const gameCalls = {
  context: endpoint({
    method: 'POST',
    path: 'game/context.php',
    access: 'user',
    request: gameContextRequest,
    response: gameContextResponse,
  }),
  setPhase: endpoint({ method: 'POST', path: 'game/setPhase.php', access: 'admin', request: setPhaseRequest, response: okSchema }),
  home: endpoint({ method: 'GET', path: 'game/home.php', access: 'user', response: gameHomeResponse }),
  /** Public: the web shows the preparation instead of the pages, the sign-in page included, until the season is ready. */
  preparation: endpoint({ method: 'GET', path: SHELL_PATHS.preparation, access: 'public', response: preparationResponse }),
};

/**
 * The super admin's calls (/god): a full backup of the database, downloaded as a JSON file (an
 * attachment, not an answer with the envelope). It sits here, with the calls about the whole game.
 */
export const godCalls = {
  backup: endpoint({ method: 'GET', path: 'god/backup.php', access: 'super', response: undefined }),
};

/** The OpenAPI description of the API (ARCHITECTURE.md "Calls"): a document, not an answer with the envelope. */
export const docsCalls = {
  docs: endpoint({ method: 'GET', path: 'docs', access: 'public', response: undefined }),
};
