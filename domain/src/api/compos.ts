import { z } from 'zod';
import { formationSchema } from '../formations.js';
import { posteSchema } from '../positions.js';
import { envelope, idSchema, numeric } from './common.js';
import { endpoint } from './endpoint.js';
import { journeeSchema } from './journees.js';
import { teamSchema } from './teams.js';

/** One filled slot of a lineup (SPEC.md §3 "Lineup"); empty slots are left out. */
export const compoSlotSchema = z.object({
  ordre: z.number().int(),
  joueur_id: z.number().int(),
  lfp_id: z.string(),
  club_id: z.number().int(),
  club_name: z.string(),
  poste: posteSchema,
  prenom: z.string().nullable(),
  nom: z.string(),
  /** His club's match of that matchday has kicked off (RULES.md "Lineups"). */
  isLocked: z.boolean(),
  /** Kickoff of his club's match that matchday; null when the club does not play. */
  kickoff_at: z.string().nullable(),
  /** The league has no time yet: only kickoff_at's date is meant ("horaire à confirmer"), and it locks nothing. */
  kickoff_unknown: z.boolean().default(false),
  /** His points that matchday once computed, else null. */
  total: z.number().int().nullable(),
  played: z.boolean(),
});
export type CompoSlot = z.infer<typeof compoSlotSchema>;

/** A pooler's lineup of a matchday: saved, or carried over from the last saved one (composition_id null). */
export const compoSchema = z.object({
  composition_id: z.number().int().nullable(),
  user_id: z.number().int(),
  username: z.string(),
  journee_id: z.number().int(),
  numjournee: z.number().int(),
  formation: formationSchema,
  capitaine_lfp_id: z.string().nullable(),
  /** The team score once the matchday is computed, else null. */
  total: z.number().int().nullable(),
  slots: z.array(compoSlotSchema),
});
export type Compo = z.infer<typeof compoSchema>;

/** What the lineup's player picker says of a player of the team. */
export const pickerJoueurSchema = z.object({
  joueur_id: z.number().int(),
  /** His points this season, up to the matchday of the lineup (as stats/players.php totals them). */
  season_points: z.number().int(),
  /** His points at the picker's last matchday; null when he has none there (no line on its match sheets). */
  last_points: z.number().int().nullable(),
  /** His club's match of the matchday of the lineup: the opponent and whether at home; null when the club does not play. */
  next: z.object({ opponent: z.string(), home: z.boolean() }).nullable(),
});
export type PickerJoueur = z.infer<typeof pickerJoueurSchema>;

export const composGetQuery = z.object({ user_id: idSchema.optional() });
export const composGetResponse = envelope({
  team: teamSchema,
  /** The active matchday; null when the season has none left. */
  journee: journeeSchema.nullable(),
  compo: compoSchema.nullable(),
  /** The team's players whose match of that matchday has kicked off. */
  locked_joueur_ids: z.array(z.number().int()),
  /**
   * The player picker's figures of the team's players (none without a matchday): `last_numjournee` is the last matchday
   * before this one with points computed (null before any).
   */
  picker: z.object({ last_numjournee: z.number().int().nullable(), joueurs: z.array(pickerJoueurSchema) }),
});
export type ComposGet = z.infer<typeof composGetResponse>;

const lfpId = z
  .union([z.string(), z.number()], { error: 'lfp_id requis.' })
  .transform((v) => String(v).trim())
  .pipe(z.string().max(64, { error: 'lfp_id invalide (64 caractères au plus).' }));

/** The save payload of SPEC.md §3; the server trusts only user_id, journee_id, formation, the captain and each slot's player. */
export const composSaveRequest = z.object({
  user_id: idSchema,
  username: z.string().max(200).optional(),
  journee_id: idSchema,
  numjournee: numeric(z.number().int().optional()),
  formation: formationSchema,
  capitaine_lfp_id: lfpId.nullish().transform((v) => (v ? v : null)),
  joueurs: z
    .array(
      z.object({
        ordre: numeric(
          z
            .number({ error: 'Emplacement invalide (0 à 10).' })
            .int({ error: 'Emplacement invalide (0 à 10).' })
            .min(0, { error: 'Emplacement invalide (0 à 10).' })
            .max(10, { error: 'Emplacement invalide (0 à 10).' }),
        ),
        lfp_id: lfpId,
        poste: posteSchema.optional(),
        club_id: numeric(z.number().int().optional()),
      }),
      { error: 'Liste de joueurs attendue.' },
    )
    .max(30, { error: 'Liste de joueurs trop longue.' }),
  /** The whole lineup as the screen holds it; informative only. */
  compo: z.unknown().optional(),
});
export type ComposSaveRequest = z.input<typeof composSaveRequest>;
export const composSaveResponse = envelope({ composition_id: z.number().int() });

export const composListActiveResponse = envelope({
  journee: journeeSchema.nullable(),
  /** The first kickoff has passed: everyone's lineup is visible. */
  started: z.boolean(),
  compos: z.array(compoSchema),
});

export const composByJourneeUserQuery = z.object({ journee_id: idSchema, user_id: idSchema });
export const composByJourneeUserResponse = envelope({
  journee: journeeSchema,
  started: z.boolean(),
  team: teamSchema,
  compo: compoSchema.nullable(),
  /** Another pooler's lineup before the first kickoff: not shown. */
  hidden: z.boolean(),
});

/** The compos calls (SPEC.md §7). Others' lineups show only once the matchday has started (admins see all). */
export const composCalls = {
  getCompo: endpoint({ method: 'GET', path: 'compos/getCompo.php', access: 'user', request: composGetQuery, response: composGetResponse }),
  saveCompo: endpoint({
    method: 'POST',
    path: 'compos/saveCompo.php',
    access: 'user',
    request: composSaveRequest,
    actsOn: ['user_id'],
    response: composSaveResponse,
  }),
  listActive: endpoint({ method: 'GET', path: 'compos/listActive.php', access: 'user', response: composListActiveResponse }),
  getByJourneeUser: endpoint({
    method: 'GET',
    path: 'compos/getByJourneeUser.php',
    access: 'user',
    request: composByJourneeUserQuery,
    response: composByJourneeUserResponse,
  }),
};
