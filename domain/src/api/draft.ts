import { z } from 'zod';
import { maxParPosteSchema } from '../draft.js';
import { DRAFT_MSG } from '../messages/draft.js';
import { MSG } from '../messages/spec.js';
import { POSTES, type Poste, posteSchema } from '../positions.js';
import { envelope, idSchema, numeric, okSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** Draft statuses (SPEC.md §4), in the words the screens show. */
export const DRAFT_STATUSES = [
  MSG.draftStatus.notStarted,
  MSG.draftStatus.running,
  MSG.draftStatus.paused,
  MSG.draftStatus.finished,
] as const;
export const draftStatusSchema = z.enum(DRAFT_STATUSES, { error: 'Statut de draft invalide.' });
export type DraftStatus = z.infer<typeof draftStatusSchema>;

/** The status changes an admin may ask for (SPEC.md §4): 'terminé' is set by the server only. */
export const DRAFT_TRANSITIONS: readonly { from: DraftStatus; to: DraftStatus; label: string; done: string }[] = [
  { from: 'non débuté', to: 'en cours', label: MSG.draftActions.start, done: 'Draft démarrée.' },
  { from: 'en cours', to: 'en pause', label: MSG.draftActions.pause, done: 'Draft en pause.' },
  { from: 'en pause', to: 'en cours', label: MSG.draftActions.resume, done: 'Draft reprise.' },
];

/** SPEC.md §3 "Draft state (gestion)". */
export const draftGestionSchema = z.object({
  saison_id: z.number().int(),
  status: draftStatusSchema,
  tour: z.number().int(),
  max_tours: z.number().int(),
  /** The current pick's rank inside its round (1..number of poolers). */
  choix: z.number().int(),
  prochain_pooler_id: z.number().int().nullable(),
  max_joueurs_poste: maxParPosteSchema,
  max_par_club: z.number().int(),
  /** Minutes a pooler has to pick (0: no pick clock). */
  pick_clock_minutes: z.number().int(),
  /** ISO instant the current pick is made automatically, when the pick clock runs. */
  pick_deadline: z.string().nullable(),
});
export type DraftGestion = z.infer<typeof draftGestionSchema>;

/** A pick: who, which player, whether it was made for its pooler (auto), and then whether from his list. */
export const draftChoixSchema = z.object({
  userId: z.number().int(),
  playerId: z.number().int(),
  auto: z.boolean(),
  from_list: z.boolean(),
});
export type DraftChoix = z.infer<typeof draftChoixSchema>;

const countsByPoste = z.record(posteSchema, z.number().int());
export const draftBilanSchema = z.object({
  nb_joueurs: z.number().int(),
  nb_joueurs_poste: countsByPoste,
  /** Picks per club id (the club limit). */
  nb_joueurs_club: z.record(z.string(), z.number().int()),
});
export type DraftBilan = z.infer<typeof draftBilanSchema>;

export const draftGetResponse = envelope({
  gestion: draftGestionSchema,
  /** The draft order: user ids, first to pick first. */
  ordre: z.array(z.number().int()),
  /** Picks by round then rank: choix['1']['3'] is round 1, rank 3. */
  choix: z.record(z.string(), z.record(z.string(), draftChoixSchema)),
  drafted_playerIds: z.array(z.number().int()),
  /** Per pooler (keyed by user id). */
  bilan_poolers: z.record(z.string(), draftBilanSchema),
  /** The poolers who said they would be away: their pick is made at once from their list. */
  autopick: z.array(z.number().int()),
});
export type DraftState = z.infer<typeof draftGetResponse>;

const tourSchema = numeric(
  z
    .number({ error: 'Tour invalide.' })
    .int({ error: 'Tour invalide.' })
    .min(1, { error: 'Tour invalide.' })
    .max(100, { error: 'Tour invalide.' }),
);
const rangSchema = numeric(
  z
    .number({ error: 'Rang invalide.' })
    .int({ error: 'Rang invalide.' })
    .min(1, { error: 'Rang invalide.' })
    .max(100, { error: 'Rang invalide.' }),
);

export const draftInitRequest = z.object({
  ordre: z
    .array(idSchema, { error: 'Ordre attendu (liste des poolers).' })
    .min(1, { error: 'Ordre vide : au moins un pooler.' })
    .max(100, { error: 'Au plus 100 poolers.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Un pooler figure deux fois dans l’ordre.' }),
});
export const draftChangeStatusRequest = z.object({ status: draftStatusSchema });
export const draftPickRequest = z.object({ userId: idSchema.optional(), playerId: idSchema });
export const draftEditChoixRequest = z.object({ tour: tourSchema, rang: rangSchema, userId: idSchema.optional(), playerId: idSchema });
export const draftDeleteChoixRequest = z.object({ tour: tourSchema, rang: rangSchema });
export const draftSetClockRequest = z.object({
  minutes: numeric(
    z
      .number({ error: 'Durée invalide.' })
      .int({ error: 'Durée invalide (minutes entières).' })
      .min(0, { error: 'Durée invalide : 0 à 10080 minutes.' })
      .max(10_080, { error: 'Durée invalide : 0 à 10080 minutes.' }),
  ),
});

/** The answer of a pick (and of a simulated pick): which slot, who, which player. */
export const draftPickResponse = envelope({
  tour: z.number().int(),
  rang: z.number().int(),
  userId: z.number().int(),
  playerId: z.number().int(),
  player: z.string(),
  pooler: z.string(),
});

/** A player of my list, in my order: whether he is still there to take, and whether I may take him now (my limits). */
export const queueEntrySchema = z.object({
  joueur_id: z.number().int(),
  nom: z.string(),
  poste: posteSchema,
  club: z.string(),
  total_prev: z.number(),
  available: z.boolean(),
  valid: z.boolean(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const queueResponse = envelope({ joueurs: z.array(queueEntrySchema), autopick: z.boolean() });
/** My whole list, in order: 50 players at most, each once. */
export const queueSetRequest = z.object({
  joueur_ids: z
    .array(idSchema, { error: DRAFT_MSG.queueExpected })
    .max(50, { error: DRAFT_MSG.queueTooLong })
    .refine((ids) => new Set(ids).size === ids.length, { error: DRAFT_MSG.queueTwice }),
});
export const autopickRequest = z.object({ on: z.boolean({ error: DRAFT_MSG.autopickExpected }) });

/** The draft calls (SPEC.md §7). draft/get.php is polled every 30 s and refetched on every live change. */
export const draftCalls = {
  get: endpoint({ method: 'GET', path: 'draft/get.php', access: 'user', response: draftGetResponse }),
  init: endpoint({ method: 'POST', path: 'draft/init.php', access: 'admin', request: draftInitRequest, response: okSchema }),
  initDraft: endpoint({ method: 'POST', path: 'draft/initDraft.php', access: 'admin', response: okSchema }),
  changeStatus: endpoint({
    method: 'POST',
    path: 'draft/changeStatus.php',
    access: 'admin',
    request: draftChangeStatusRequest,
    response: okSchema,
  }),
  pick: endpoint({
    method: 'POST',
    path: 'draft/pick.php',
    access: 'user',
    request: draftPickRequest,
    response: draftPickResponse,
    actsOn: ['userId'],
  }),
  simulate: endpoint({ method: 'POST', path: 'draft/simulate.php', access: 'admin', response: draftPickResponse }),
  editChoix: endpoint({
    method: 'POST',
    path: 'draft/editChoix.php',
    access: 'admin',
    request: draftEditChoixRequest,
    actsOn: ['userId'],
    response: draftPickResponse,
  }),
  deleteChoix: endpoint({
    method: 'POST',
    path: 'draft/deleteChoix.php',
    access: 'admin',
    request: draftDeleteChoixRequest,
    response: okSchema,
  }),
  setClock: endpoint({ method: 'POST', path: 'draft/setClock.php', access: 'admin', request: draftSetClockRequest, response: okSchema }),
  /** My list of wanted players for this draft (private), and whether I am on autopick. */
  queue: endpoint({ method: 'GET', path: 'draft/queue.php', access: 'user', response: queueResponse }),
  queueSet: endpoint({ method: 'POST', path: 'draft/queue_set.php', access: 'user', request: queueSetRequest, response: queueResponse }),
  /** « Je serai absent : choisir pour moi »: on, my pick is made at once from my list when my turn comes. */
  autopick: endpoint({ method: 'POST', path: 'draft/autopick.php', access: 'user', request: autopickRequest, response: queueResponse }),
};

/** A player's display name: first name and name. */
export const draftPlayerName = (p: { prenom: string | null; nom: string }) => (p.prenom ? `${p.prenom} ${p.nom}` : p.nom);

/** Players as every list of a team shows them: by position in the game's order, then by name. */
export const byPosteThenName = <P extends { poste: Poste; prenom: string | null; nom: string }>(a: P, b: P) =>
  POSTES.indexOf(a.poste) - POSTES.indexOf(b.poste) || draftPlayerName(a).localeCompare(draftPlayerName(b), 'fr');
