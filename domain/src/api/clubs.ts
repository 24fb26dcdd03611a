import { z } from 'zod';
import { envelope, idSchema, numeric, okSchema, requiredText, text } from './common.js';
import { endpoint } from './endpoint.js';

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A required reference (an id from a select or a number field) with the field's own message. */
export const requiredId = (message: string) =>
  numeric(
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(2_147_483_647, { error: 'Identifiant invalide.' }),
  );

export const clubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  official_name: z.string().nullable(),
  club_id: z.string().nullable(),
  saison_id: z.number().int(),
  transfermarkt_url: z.string().nullable(),
});
export type Club = z.infer<typeof clubSchema>;

/** Create and import rows: name and saison required, the market URL must be a url (SPEC.md §5). */
export const clubInput = z.object({
  name: requiredText('Nom', 120),
  official_name: optionalText(200),
  club_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()))
    .pipe(z.string().max(64, { error: 'Identifiant externe : 64 caractères au plus.' }).nullable()),
  saison_id: requiredId('Saison requise.'),
  transfermarkt_url: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'URL invalide (exemple : https://…).' }).max(500)])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ClubInput = z.infer<typeof clubInput>;
export const clubUpdate = clubInput.extend({ id: idSchema });

export const clubsListResponse = envelope({ clubs: z.array(clubSchema) });
export const clubGetResponse = envelope({ club: clubSchema });
export const idQuery = z.object({ id: idSchema });
export const idBody = z.object({ id: idSchema });

/** Import answer: each invalid row comes back with its index and reason; valid rows are saved. */
export const importError = z.object({ index: z.number().int(), message: z.string() });
export const importResponse = envelope({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importError),
});
export const clubsImportRequest = z.object({
  clubs: z.array(z.unknown(), { error: 'Liste de clubs attendue.' }).max(2000, { error: 'Au plus 2000 clubs par import.' }),
});
export const clubsMutationResponse = envelope({ id: z.number().int() });

/** The clubs calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export const clubsCalls = {
  list: endpoint({ method: 'GET', path: 'clubs/list.php', access: 'user', response: clubsListResponse }),
  get: endpoint({ method: 'GET', path: 'clubs/get.php', access: 'user', request: idQuery, response: clubGetResponse }),
  create: endpoint({ method: 'POST', path: 'clubs/create.php', access: 'instance', request: clubInput, response: clubsMutationResponse }),
  update: endpoint({ method: 'POST', path: 'clubs/update.php', access: 'instance', request: clubUpdate, response: clubsMutationResponse }),
  delete: endpoint({ method: 'POST', path: 'clubs/delete.php', access: 'instance', request: idBody, response: okSchema }),
  import: endpoint({
    method: 'POST',
    path: 'clubs/import.php',
    access: 'instance',
    request: clubsImportRequest,
    response: importResponse,
    largeBody: true,
  }),
};
