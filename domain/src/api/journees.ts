import { z } from 'zod';
import { envelope, idSchema, numeric, okSchema, saisonIdSchema } from './common.js';
import { endpoint } from './endpoint.js';

export const JOURNEE_STATUSES = [0, 1, 9] as const;
export const journeeStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(9)], { error: 'Statut : 0, 1 ou 9.' });
/** How a status reads on screen (SPEC.md §3: 0 to come, 1 in progress, 9 finished). */
export const JOURNEE_STATUS_LABELS: Record<(typeof JOURNEE_STATUSES)[number], string> = {
  0: 'à venir',
  1: 'en cours',
  9: 'terminée',
};

export const journeeSchema = z.object({
  id: z.number().int(),
  numjournee: z.number().int(),
  /** Local date (Europe/Paris) 'YYYY-MM-DD' and time 'HH:MM'; start_at is derived (read only). */
  date: z.string(),
  heure: z.string(),
  start_at: z.string(),
  status: z.number().int(),
  saison_id: z.number().int(),
});
export type Journee = z.infer<typeof journeeSchema>;

export const journeeInput = z.object({
  numjournee: numeric(
    z
      .number({ error: 'Numéro de journée requis.' })
      .int({ error: 'Numéro de journée invalide.' })
      .min(1, { error: 'Numéro de journée : 1 à 60.' })
      .max(60, { error: 'Numéro de journée : 1 à 60.' }),
  ),
  date: z.iso.date({ error: 'Date requise (AAAA-MM-JJ).' }),
  heure: z.string({ error: 'Heure requise (HH:MM).' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure requise (HH:MM).' }),
  saison_id: numeric(
    z
      .number({ error: 'Saison requise.' })
      .int({ error: 'Saison invalide.' })
      .positive({ error: 'Saison requise.' })
      .max(2_147_483_647, { error: 'Saison invalide.' }),
  ),
  status: numeric(z.number().pipe(journeeStatusSchema).optional()),
});
export type JourneeInput = z.infer<typeof journeeInput>;
export const journeeUpdate = journeeInput.extend({ id: idSchema });

export const journeeIdQuery = z.object({ id: idSchema });
export const journeeIdBody = z.object({ id: idSchema });

/** The matchdays of a season (a past season's, read by its id), the active one's without it. */
export const journeesListQuery = z.object({
  saison_id: saisonIdSchema.optional(),
});
export const journeesListResponse = envelope({ journees: z.array(journeeSchema) });
export const journeeGetResponse = envelope({ journee: journeeSchema });
/** The active matchday: the lowest-numbered one of the season whose status is not 9 (RULES.md). */
export const journeeActiveResponse = envelope({ saison_id: z.number().int(), journee: journeeSchema.nullable() });
export const numjourneeQuery = z.object({ numjournee: numeric(z.number().int().min(1).max(60)) });

/** The matchday calls (SPEC.md §7): reads for any logged-in user, changes for admins. list and getAll answer the same. */
export const journeesCalls = {
  list: endpoint({ method: 'GET', path: 'journees/list.php', access: 'user', request: journeesListQuery, response: journeesListResponse }),
  getAll: endpoint({
    method: 'GET',
    path: 'journees/getAll.php',
    access: 'user',
    request: journeesListQuery,
    response: journeesListResponse,
  }),
  get: endpoint({ method: 'GET', path: 'journees/get.php', access: 'user', request: journeeIdQuery, response: journeeGetResponse }),
  getActive: endpoint({ method: 'GET', path: 'journees/getActive.php', access: 'user', response: journeeActiveResponse }),
  getByNumjournee: endpoint({
    method: 'GET',
    path: 'journees/getByNumjournee.php',
    access: 'user',
    request: numjourneeQuery,
    response: journeeGetResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: 'journees/create.php',
    access: 'instance',
    request: journeeInput,
    response: journeeGetResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: 'journees/update.php',
    access: 'instance',
    request: journeeUpdate,
    response: journeeGetResponse,
  }),
  delete: endpoint({ method: 'POST', path: 'journees/delete.php', access: 'instance', request: journeeIdBody, response: okSchema }),
};
