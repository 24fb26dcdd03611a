import { z } from 'zod';
import { phaseSchema } from '../positions.js';
import { envelope, idSchema } from './common.js';

export const gameContextRequest = z.object({ userId: idSchema.optional() }).default({});
export const seasonSchema = z.object({ id: z.number().int(), nom: z.string() });
export const gameContextSchema = z.object({
  saison: seasonSchema,
  userdata: z.object({ user_id: z.number().int(), classement: z.number().int(), poolers: z.number().int() }),
  phase: phaseSchema,
});
export type GameContext = z.infer<typeof gameContextSchema>;
export const gameContextResponse = envelope({ game: gameContextSchema.optional() });

export const setPhaseRequest = z.object({ phase: phaseSchema });
