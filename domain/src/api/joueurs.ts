import { z } from 'zod';
import { POSTES, posteSchema } from '../positions.js';
import { idBody, idQuery, importResponse, requiredId } from './clubs.js';
import { envelope, idSchema, numeric, okSchema, requiredText, text } from './common.js';
import { endpoint } from './endpoint.js';

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const externalId = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} requis.` })
    .transform((v) => String(v).trim())
    .pipe(requiredText(label, 64));

export const joueurSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string().nullable(),
  surnom: z.string().nullable(),
  lfp_id: z.string(),
  short_opta_id: z.string(),
  club_id: z.number().int(),
  club_name: z.string(),
  club_official_name: z.string().nullable(),
  poste: posteSchema,
  numero: z.number().int().nullable(),
  saison_id: z.number().int(),
  /** Points of the previous season (2024/25), for the draft. */
  total: z.number().int(),
});
export type Joueur = z.infer<typeof joueurSchema>;

/** Create and import rows (SPEC.md §5): nom, lfp_id, short_opta_id, club, poste, saison required. */
export const joueurInput = z.object({
  nom: requiredText('Nom', 120),
  prenom: optionalText(120),
  surnom: optionalText(120),
  lfp_id: externalId('lfp_id'),
  short_opta_id: externalId('short_opta_id'),
  club_id: requiredId('Club requis.'),
  poste: posteSchema,
  numero: numeric(
    z
      .number({ error: 'Numéro invalide.' })
      .int({ error: 'Numéro invalide.' })
      .min(0, { error: 'Numéro invalide.' })
      .max(999, { error: 'Numéro invalide.' })
      .nullish()
      .transform((v) => v ?? null),
  ),
  saison_id: requiredId('Saison requise.'),
});
export type JoueurInput = z.infer<typeof joueurInput>;
export const joueurUpdate = joueurInput.extend({ id: idSchema });

export const clubOption = z.object({ id: z.number().int(), name: z.string() });
export const joueursListResponse = envelope({ joueurs: z.array(joueurSchema) });
export const joueurGetResponse = envelope({ joueur: joueurSchema, clubs: z.array(clubOption), postes: z.array(posteSchema) });
export const clubsPostesResponse = envelope({ clubs: z.array(clubOption), postes: z.array(posteSchema) });
export const joueursImportRequest = z.object({
  joueurs: z.array(z.unknown(), { error: 'Liste de joueurs attendue.' }).max(5000, { error: 'Au plus 5000 joueurs par import.' }),
});
export const ALL_POSTES = [...POSTES];
export const joueursMutationResponse = envelope({ id: z.number().int() });

/** The joueurs calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export const joueursCalls = {
  list: endpoint({ method: 'GET', path: 'joueurs/list.php', access: 'user', response: joueursListResponse }),
  get: endpoint({ method: 'GET', path: 'joueurs/get.php', access: 'user', request: idQuery, response: joueurGetResponse }),
  getClubsPostes: endpoint({ method: 'GET', path: 'joueurs/get_clubs_postes.php', access: 'user', response: clubsPostesResponse }),
  create: endpoint({
    method: 'POST',
    path: 'joueurs/create.php',
    access: 'instance',
    request: joueurInput,
    response: joueursMutationResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: 'joueurs/update.php',
    access: 'instance',
    request: joueurUpdate,
    response: joueursMutationResponse,
  }),
  delete: endpoint({ method: 'POST', path: 'joueurs/delete.php', access: 'instance', request: idBody, response: okSchema }),
  import: endpoint({
    method: 'POST',
    path: 'joueurs/import.php',
    access: 'instance',
    request: joueursImportRequest,
    response: importResponse,
    largeBody: true,
  }),
};
