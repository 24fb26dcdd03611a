import { z } from 'zod';
import { envelope, idSchema, numeric, okSchema } from './common.js';
import { endpoint } from './endpoint.js';

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
  /** The league has no time yet: only kickoff_at's date is meant ("horaire à confirmer"), no lineup locks on it. */
  kickoff_unknown: z.boolean(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  period: z.string(),
  /** Marked postponed by an admin. */
  postponed: z.boolean(),
  /** Marked postponed, or kicking off after its matchday: its matchday does not wait for it (domain countsAsPostponed). */
  counts_as_postponed: z.boolean(),
  saison_id: z.number().int(),
});
export type Matchlfp = z.infer<typeof matchlfpSchema>;

export const matchlfpsByJourneeQuery = z.object({ journee: numeric(z.number().int().min(1).max(60)) });
export const matchlfpsListResponse = envelope({ matchs: z.array(matchlfpSchema) });
export const matchlfpGetResponse = envelope({ match: matchlfpSchema });
const HEURE_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const clubRef = (required: string) =>
  numeric(
    z
      .number({ error: required })
      .int({ error: 'Identifiant invalide.' })
      .positive({ error: required })
      .max(2_147_483_647, { error: 'Identifiant invalide.' }),
  );

/**
 * Edit of a match (admin): both teams and the kickoff, given either as an instant (kickoff_at, with its
 * offset) or as a Europe/Paris local date and time (date 'YYYY-MM-DD', heure 'HH:MM'), as the form sends it;
 * and, when given, whether it is postponed and whether its time is still to be confirmed.
 */
export const matchlfpUpdate = z
  .object({
    id: idSchema,
    home_club_id: clubRef('Équipe à domicile requise.'),
    away_club_id: clubRef('Équipe à l’extérieur requise.'),
    kickoff_at: z.iso.datetime({ offset: true, error: 'Date et heure du coup d’envoi invalides.' }).optional(),
    date: z.iso.date({ error: 'Date du coup d’envoi requise (AAAA-MM-JJ).' }).optional(),
    heure: z.string().regex(HEURE_RE, { error: 'Heure du coup d’envoi requise (HH:MM).' }).optional(),
    /** Postponed: the matchday no longer waits for this match. Unchanged when left out. */
    postponed: z.boolean({ error: 'Reporté : oui ou non.' }).optional(),
    /** The time is not fixed yet ("horaire à confirmer"): the kickoff's date only, no lineup lock. Unchanged when left out. */
    kickoff_unknown: z.boolean({ error: 'Horaire à confirmer : oui ou non.' }).optional(),
  })
  .refine((m) => m.home_club_id !== m.away_club_id, { error: 'Les deux équipes doivent être différentes.', path: ['away_club_id'] })
  .refine((m) => m.kickoff_at !== undefined || (m.date !== undefined && m.heure !== undefined), {
    error: 'Coup d’envoi requis : date et heure (heure de Paris).',
    path: ['date'],
  });
export type MatchlfpUpdate = z.infer<typeof matchlfpUpdate>;
export const matchlfpIdQuery = z.object({ id: idSchema });
export const matchlfpIdBody = z.object({ id: idSchema });

/** The league match calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export const matchlfpsCalls = {
  getByJournee: endpoint({
    method: 'GET',
    path: 'matchlfps/getByJournee.php',
    access: 'user',
    request: matchlfpsByJourneeQuery,
    response: matchlfpsListResponse,
  }),
  get: endpoint({ method: 'GET', path: 'matchlfps/get.php', access: 'user', request: matchlfpIdQuery, response: matchlfpGetResponse }),
  update: endpoint({
    method: 'POST',
    path: 'matchlfps/update.php',
    access: 'instance',
    request: matchlfpUpdate,
    response: matchlfpGetResponse,
  }),
  delete: endpoint({ method: 'POST', path: 'matchlfps/delete.php', access: 'instance', request: matchlfpIdBody, response: okSchema }),
};
