import { z } from 'zod';
import { envelope } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * A season of the session's league (issue 28): the instance's active one, and every one the league played (its draft
 * or its teams). Finished once its every matchday is over.
 */
export const saisonItemSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  active: z.boolean(),
  finished: z.boolean(),
});
export type SaisonItem = z.infer<typeof saisonItemSchema>;
export const saisonsListResponse = envelope({ saisons: z.array(saisonItemSchema), active_id: z.number().int() });

export const saisonsCalls = {
  /** The league's seasons, newest first. */
  list: endpoint({ method: 'GET', path: 'saisons/list.php', access: 'user', response: saisonsListResponse }),
};
