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
  create: endpoint({ method: 'POST', path: 'clubs/create.php', access: 'admin', request: clubInput, response: clubsMutationResponse }),
  update: endpoint({ method: 'POST', path: 'clubs/update.php', access: 'admin', request: clubUpdate, response: clubsMutationResponse }),
  delete: endpoint({ method: 'POST', path: 'clubs/delete.php', access: 'admin', request: idBody, response: okSchema }),
  import: endpoint({
    method: 'POST',
    path: 'clubs/import.php',
    access: 'admin',
    request: clubsImportRequest,
    response: importResponse,
    largeBody: true,
  }),
};

const pluralS = (n: number) => (n > 1 ? 's' : '');
/** The message of an import: '3 clubs importés (2 créés, 1 mis à jour), 1 en erreur.' */
export const importSummary = (noun: string, created: number, updated: number, errors: number) => {
  const n = created + updated;
  return `${n} ${noun}${pluralS(n)} importé${pluralS(n)} (${created} créé${pluralS(created)}, ${updated} mis à jour), ${errors} en erreur.`;
};
/** Element numbers as the admin counts them (1-based): 'éléments 1 et 3', 'éléments 1, 2 et 5'. */
export const elementList = (indexes: number[]) => {
  const n = indexes.map((i) => String(i + 1));
  return n.length < 2 ? n.join('') : `${n.slice(0, -1).join(', ')} et ${n.at(-1)}`;
};

/** The clubs calls' own French messages (SPEC.md leaves their wording open). */
export const CLUBS_MSG = {
  notFound: 'Club introuvable.',
  created: 'Club créé.',
  updated: 'Club mis à jour.',
  deleted: 'Club supprimé.',
  unknownSeason: 'Saison inconnue.',
  duplicateExtId: (id: string) => `Un club avec l'identifiant externe « ${id} » existe déjà pour cette saison.`,
  hasPlayers: (n: number) => `Suppression impossible : ce club compte encore ${n} joueur(s). Supprimez-les ou changez-les de club d'abord.`,
  hasMatches: (n: number) => `Suppression impossible : ce club figure dans ${n} match(s) de Ligue 1 enregistré(s).`,
  hasStats: 'Suppression impossible : des statistiques de match sont rattachées à ce club.',
  referenced: 'Suppression impossible : ce club est encore utilisé.',
  importExtIdRequired: "Identifiant externe requis pour l'import.",
  duplicateInFile: (id: string, indexes: number[]) =>
    `club_id « ${id} » présent plusieurs fois dans le fichier (éléments ${elementList(indexes)}).`,
  importDone: (created: number, updated: number, errors: number) => importSummary('club', created, updated, errors),
} as const;
