import { z } from 'zod';
import { phaseSchema } from '../positions.js';
import { envelope, idSchema, okSchema } from './common.js';
import { endpoint } from './endpoint.js';

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

/** The game calls (SPEC.md §7): the caller's season, ranking and phase; an admin changes the phase. */
export const gameCalls = {
  context: endpoint({
    method: 'POST',
    path: 'game/context.php',
    access: 'user',
    request: gameContextRequest,
    response: gameContextResponse,
  }),
  setPhase: endpoint({ method: 'POST', path: 'game/setPhase.php', access: 'admin', request: setPhaseRequest, response: okSchema }),
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
