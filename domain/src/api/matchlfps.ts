import { z } from 'zod';
import { envelope, idSchema } from './common.js';

export const matchlfpSchema = z.object({
  id: z.number().int(),
  match_lfp_id: z.string(),
  journee_id: z.number().int(),
  numjournee: z.number().int(),
  home_club_id: z.number().int(),
  away_club_id: z.number().int(),
  home_club_official_name: z.string(),
  away_club_official_name: z.string(),
  kickoff_at: z.string(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  period: z.string(),
  saison_id: z.number().int(),
});
export type Matchlfp = z.infer<typeof matchlfpSchema>;

export const matchlfpsByJourneeQuery = z.object({ journee: z.coerce.number().int().min(1).max(60) });
export const matchlfpsListResponse = envelope({ matchs: z.array(matchlfpSchema) });
export const matchlfpGetResponse = envelope({ match: matchlfpSchema });
export const matchlfpUpdate = z
  .object({
    id: idSchema,
    home_club_id: idSchema,
    away_club_id: idSchema,
    kickoff_at: z.iso.datetime({ offset: true, error: 'Date et heure du coup d’envoi invalides.' }),
  })
  .refine((m) => m.home_club_id !== m.away_club_id, { error: 'Les deux équipes doivent être différentes.', path: ['away_club_id'] });
