import { z } from 'zod';
import { posteSchema } from '../positions.js';
import { envelope, idSchema, numeric } from './common.js';
import { endpoint } from './endpoint.js';

/** One player of a team (SPEC.md §3 "Team"); currently owned when journee_out is empty. */
export const teamPlayerSchema = z.object({
  joueur_id: z.number().int(),
  poste: posteSchema,
  prenom: z.string().nullable(),
  nom: z.string(),
  club_official_name: z.string().nullable(),
  club_name: z.string(),
  club_id: z.number().int(),
  lfp_id: z.string(),
  journee_in: z.number().int(),
  journee_out: z.number().int().nullable(),
  user_id: z.number().int(),
  /** No rule gives a captain malus yet: always 0. */
  malus_cap: z.number().int(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

/** A pooler's team at a matchday (RULES.md "Teams over time"). */
export const teamSchema = z.object({
  saison_id: z.number().int(),
  /** The matchday number the team is read at. */
  journee: z.number().int(),
  count: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  joueurs: z.array(teamPlayerSchema),
});
export type Team = z.infer<typeof teamSchema>;

const saisonQuery = numeric(z.number({ error: 'Saison invalide.' }).int({ error: 'Saison invalide.' }).min(1).max(9999));
const numjourneeQuery = numeric(
  z
    .number({ error: 'Numéro de journée invalide.' })
    .int({ error: 'Numéro de journée invalide.' })
    .min(1, { error: 'Numéro de journée : 1 à 60.' })
    .max(60, { error: 'Numéro de journée : 1 à 60.' }),
);

export const teamsByUserQuery = z.object({ user_id: idSchema.optional() });
export const teamsByUserResponse = envelope({ team: teamSchema });

export const teamsAllQuery = z.object({ saison_id: saisonQuery.optional() });
export const teamsAllResponse = envelope({ saison_id: z.number().int(), journee: z.number().int(), teams: z.array(teamSchema) });

export const teamsTakenQuery = z.object({ journee: numjourneeQuery.optional() });
export const teamsTakenResponse = envelope({ journee: z.number().int(), joueur_ids: z.array(z.number().int()) });

/** The teams calls (SPEC.md §7): teams are public to every logged-in pooler. */
export const teamsCalls = {
  getByUser: endpoint({
    method: 'GET',
    path: 'teams/getByUser.php',
    access: 'user',
    request: teamsByUserQuery,
    response: teamsByUserResponse,
  }),
  getAll: endpoint({ method: 'GET', path: 'teams/getAll.php', access: 'user', request: teamsAllQuery, response: teamsAllResponse }),
  getTakenPlayers: endpoint({
    method: 'GET',
    path: 'teams/getTakenPlayers.php',
    access: 'user',
    request: teamsTakenQuery,
    response: teamsTakenResponse,
  }),
};
