import { z } from 'zod';
import { envelope, idSchema } from './common.js';

export const JOURNEE_STATUSES = [0, 1, 9] as const;
export const journeeStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(9)], { error: 'Statut : 0, 1 ou 9.' });

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
  numjournee: z.coerce
    .number({ error: 'Numéro de journée requis.' })
    .int({ error: 'Numéro de journée invalide.' })
    .min(1, { error: 'Numéro de journée : 1 à 60.' })
    .max(60, { error: 'Numéro de journée : 1 à 60.' }),
  date: z.iso.date({ error: 'Date requise (AAAA-MM-JJ).' }),
  heure: z.string({ error: 'Heure requise (HH:MM).' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure requise (HH:MM).' }),
  saison_id: idSchema,
  status: z.coerce.number().pipe(journeeStatusSchema).optional(),
});
export type JourneeInput = z.infer<typeof journeeInput>;
export const journeeUpdate = journeeInput.extend({ id: idSchema });

export const journeesListResponse = envelope({ journees: z.array(journeeSchema) });
export const journeeGetResponse = envelope({ journee: journeeSchema });
/** The active matchday: the lowest-numbered one of the season whose status is not 9 (RULES.md). */
export const journeeActiveResponse = envelope({ saison_id: z.number().int(), journee: journeeSchema.nullable() });
export const numjourneeQuery = z.object({ numjournee: z.coerce.number().int().min(1).max(60) });
