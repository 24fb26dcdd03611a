import { z } from 'zod';
import { mercatoStatusSchema } from '../mercato.js';
import { posteSchema } from '../positions.js';
import { envelope, idSchema, numeric, okSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** The kinds of recorded moves: a mercato pick, an admin replacement, one side of an admin exchange. */
export const MERCATO_MOVE_TYPES = ['pick', 'remplacement', 'echange'] as const;
export const mercatoMoveTypeSchema = z.enum(MERCATO_MOVE_TYPES);

/** A matchday number as the admin pages send it (SPEC.md §9: J1 to J34). */
export const mercatoJourneeSchema = numeric(
  z
    .number({ error: 'Journée invalide (1 à 34).' })
    .int({ error: 'Journée invalide (1 à 34).' })
    .min(1, { error: 'Journée invalide (1 à 34).' })
    .max(34, { error: 'Journée invalide (1 à 34).' }),
);

/** A player as a move shows him: new player (club, position) replaces old player. */
export const mercatoJoueurSchema = z.object({
  id: z.number().int(),
  prenom: z.string().nullable(),
  nom: z.string(),
  club_name: z.string(),
  poste: posteSchema,
});

export const mercatoMoveSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  type: mercatoMoveTypeSchema,
  poste: posteSchema,
  old_joueur_id: z.number().int(),
  new_joueur_id: z.number().int(),
  old_joueur: mercatoJoueurSchema,
  new_joueur: mercatoJoueurSchema,
  /** When the move was made (ISO instant). */
  at: z.string(),
  /** The effective matchday number: journee_out of the old player, journee_in of the new one. */
  journee: z.number().int(),
});
export type MercatoMove = z.infer<typeof mercatoMoveSchema>;

export const mercatoOrderEntrySchema = z.object({
  rang: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  standby: z.boolean(),
});

/** SPEC.md §3 "Mercato state": meta, order (with standby), gestion, moves (newest first). */
export const mercatoGetResponse = envelope({
  meta: z.object({
    round: z.number().int(),
    status: mercatoStatusSchema,
    cursor: z.object({ user_id: z.number().int().nullable(), username: z.string().nullable() }),
  }),
  order: z.object({ standby: z.array(z.number().int()), list: z.array(mercatoOrderEntrySchema) }),
  gestion: z.object({
    /** The first matchday not started: where a pick made now takes effect (null when none is left). */
    journee_effet: z.number().int().nullable(),
    max_par_club: z.number().int(),
  }),
  moves: z.array(mercatoMoveSchema),
});
export type MercatoView = z.infer<typeof mercatoGetResponse>;

/** pass.php and priority.php: the pooler (an admin may act for another). */
export const mercatoUserRequest = z.object({ user_id: idSchema.optional() });

export const mercatoPickRequest = z.object({
  user_id: idSchema.optional(),
  old_joueur_id: idSchema,
  new_joueur_id: idSchema,
});

/** update_move.php: move_index is the move's id (moves[].id of mercato/get.php). */
export const mercatoUpdateMoveRequest = z
  .object({
    move_index: idSchema,
    user_id: idSchema,
    prev_old_joueur_id: idSchema,
    prev_new_joueur_id: idSchema,
    old_joueur_id: idSchema,
    new_joueur_id: idSchema,
    journee: mercatoJourneeSchema,
  })
  .refine((b) => b.old_joueur_id !== b.new_joueur_id, { error: 'Ancien et nouveau joueur doivent être différents.' });
export type MercatoUpdateMoveRequest = z.infer<typeof mercatoUpdateMoveRequest>;

export const mercatoEchangePairSchema = z.object({ u1_joueur_id: idSchema, u2_joueur_id: idSchema });
export const mercatoEchangeRequest = z
  .object({
    user1_id: idSchema,
    user2_id: idSchema,
    pairs: z
      .array(mercatoEchangePairSchema, { error: 'Paires attendues.' })
      .min(1, { error: 'Au moins une paire valide est requise.' })
      .max(30, { error: 'Au plus 30 paires.' }),
    /** The matchday from which the players swap owners; default the first matchday not started. */
    journee: mercatoJourneeSchema.optional(),
  })
  .refine((b) => b.user1_id !== b.user2_id, { error: 'Les deux poolers doivent être distincts.' });
export type MercatoEchangeRequest = z.infer<typeof mercatoEchangeRequest>;
export const mercatoEchangeResponse = envelope({ swapped: z.number().int() });

export const mercatoRemplacementRequest = z.object({
  user_id: idSchema,
  journee: mercatoJourneeSchema,
  joueur_out_id: idSchema,
  joueur_in_id: idSchema,
});
export type MercatoRemplacementRequest = z.infer<typeof mercatoRemplacementRequest>;

/** The mercato calls (SPEC.md §7 mercato/*) plus opening and closing from /admin. A pooler's calls let an admin act for another. */
export const mercatoCalls = {
  get: endpoint({ method: 'GET', path: 'mercato/get.php', access: 'user', response: mercatoGetResponse }),
  pass: endpoint({
    method: 'POST',
    path: 'mercato/pass.php',
    access: 'user',
    request: mercatoUserRequest,
    response: okSchema,
    actsOn: ['user_id'],
  }),
  priority: endpoint({
    method: 'POST',
    path: 'mercato/priority.php',
    access: 'user',
    request: mercatoUserRequest,
    response: okSchema,
    actsOn: ['user_id'],
  }),
  pick: endpoint({
    method: 'POST',
    path: 'mercato/pick.php',
    access: 'user',
    request: mercatoPickRequest,
    response: okSchema,
    actsOn: ['user_id'],
  }),
  updateMove: endpoint({
    method: 'POST',
    path: 'mercato/update_move.php',
    access: 'admin',
    request: mercatoUpdateMoveRequest,
    actsOn: ['user_id'],
    response: okSchema,
  }),
  echange: endpoint({
    method: 'POST',
    path: 'mercato/echange.php',
    access: 'admin',
    request: mercatoEchangeRequest,
    actsOn: ['user1_id', 'user2_id'],
    response: mercatoEchangeResponse,
  }),
  remplacement: endpoint({
    method: 'POST',
    path: 'mercato/remplacement.php',
    access: 'admin',
    request: mercatoRemplacementRequest,
    actsOn: ['user_id'],
    response: okSchema,
  }),
  open: endpoint({ method: 'POST', path: 'mercato/open.php', access: 'admin', response: okSchema }),
  close: endpoint({ method: 'POST', path: 'mercato/close.php', access: 'admin', response: okSchema }),
};
