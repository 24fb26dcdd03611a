import { z } from 'zod';

/**
 * The autopilot's bookkeeping (setting `autopilot_state`), kept in the database so that every server process and a
 * restarted one share it: per league match (our id), when its live sheet is read next, its errors in a row (the
 * backoff), when the autopilot saw its whistle and how many later re-imports it made; per matchday (our id), when
 * its results were last claimed and when its lineup reminders were sent.
 */
export const autopilotStateSchema = z.object({
  matches: z.record(
    z.string(),
    z.object({
      next: z.string().optional(),
      fails: z.number().int().optional(),
      whistle: z.string().optional(),
      reimports: z.number().int().optional(),
    }),
  ),
  journees: z.record(z.string(), z.object({ claimed: z.string().optional(), reminded: z.string().optional() })),
});
export type AutopilotState = z.infer<typeof autopilotStateSchema>;
