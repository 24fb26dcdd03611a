import { z } from 'zod';
import { envelope, idSchema, requiredText, text } from './common.js';

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

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
  saison_id: idSchema,
  transfermarkt_url: z
    .union([z.literal(''), z.url({ error: 'URL invalide (exemple : https://…).' }).max(500)])
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
