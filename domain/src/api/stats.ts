import { z } from 'zod';
import { posteSchema } from '../positions.js';
import { scoringGridSchema } from '../scoring.js';
import { envelope, idSchema, numeric, saisonIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { jobSchema } from './championnat.js';

const numjournee = (label: string) =>
  numeric(
    z
      .number({ error: `${label} invalide.` })
      .int({ error: `${label} invalide.` })
      .min(1, { error: `${label} : 1 à 60.` })
      .max(60, { error: `${label} : 1 à 60.` }),
  );

/** One line of a points detail (RULES.md "Player points": which grid line gave what). */
export const statsDetailLineSchema = z.object({ label: z.string(), count: z.number().int(), points: z.number().int() });

/** stats/compute_player_total.php (admin, GET or POST): one player's points for one matchday. */
export const statsComputePlayerQuery = z.object({
  player_lfp_id: z.string({ error: 'player_lfp_id requis.' }).trim().min(1, { error: 'player_lfp_id requis.' }).max(64),
  poste: posteSchema.optional(),
  numjournee: numjournee('Numéro de journée'),
});
export type StatsComputePlayerQuery = z.infer<typeof statsComputePlayerQuery>;
export const statsComputePlayerResponse = envelope({
  joueur_id: z.number().int(),
  journee_id: z.number().int(),
  numjournee: z.number().int(),
  points: z.number().int(),
  played: z.boolean(),
  detail: z.array(statsDetailLineSchema),
});

/** The points computation job: the league jobs' shape (SPEC.md "Manage" follows both the same way), its own kind. */
export const STATS_JOB_KIND = 'compute_points';
export const statsJobSchema = jobSchema(z.literal(STATS_JOB_KIND));
export type StatsJob = z.infer<typeof statsJobSchema>;

/** stats/compute_journee.php (admin, POST): every player's points of a matchday, as a server job. */
export const statsComputeJourneeBody = z.object({ journee_id: idSchema });
export const statsJobResponse = envelope({ job: statsJobSchema });
export const statsJobQuery = z.object({ id: idSchema });
export const statsJobBody = z.object({ id: idSchema });

/** SPEC.md §3 "Player stats row", plus whether a team owns the player now, and whose (the pooler's id and name). */
export const statsPlayerRowSchema = z.object({
  joueur_id: z.number().int(),
  prenom: z.string().nullable(),
  nom: z.string(),
  club_id: z.number().int(),
  club_name: z.string(),
  poste: posteSchema,
  total: z.number().int(),
  owned: z.boolean(),
  owner_id: z.number().int().nullable(),
  owner: z.string().nullable(),
});
export type StatsPlayerRow = z.infer<typeof statsPlayerRowSchema>;

/** 'Tous' (or nothing) for every position. */
export const STATS_POSTE_FILTERS = ['Tous', 'GB', 'DC', 'DL', 'MC', 'MO', 'AT'] as const;

export const statsTopQuery = z.object({
  saison_id: saisonIdSchema.optional(),
  until_journee: numjournee('Journée').optional(),
  limit: numeric(z.number({ error: 'Limite invalide.' }).int({ error: 'Limite invalide.' }).min(1).max(100).default(10)),
});
/** What the ranking of every player is sorted by (then by total, highest first, then by name). */
export const STATS_SORTS = ['total', 'nom', 'club_name', 'poste'] as const;
export type StatsSort = (typeof STATS_SORTS)[number];
/** Whose players: everybody's, the free ones, the owned ones, or one pooler's (by id). */
export const STATS_OWNER_FILTERS = ['tous', 'libres', 'pris'] as const;
/** The largest page of stats/players.php: a whole position of a season fits (the mercato's candidates). */
export const STATS_PAGE_MAX = 500;
/** The search from this many characters (SPEC.md §9). */
export const STATS_SEARCH_MIN = 2;

const count = (label: string, max: number) =>
  numeric(
    z
      .number({ error: `${label} invalide.` })
      .int({ error: `${label} invalide.` })
      .min(1, { error: `${label} : 1 à ${max}.` })
      .max(max, { error: `${label} : 1 à ${max}.` }),
  );

/**
 * stats/players.php: SPEC.md's saison_id, until_journee and poste, and what keeps the answer bounded: a
 * name search, a club, an owner, the order, and a page of `limit` rows (100 by default, STATS_PAGE_MAX at most).
 */
export const statsPlayersQuery = z.object({
  saison_id: saisonIdSchema.optional(),
  until_journee: numjournee('Journée').optional(),
  poste: z.enum(STATS_POSTE_FILTERS, { error: 'Poste invalide (Tous, GB, DC, DL, MC, MO ou AT).' }).optional(),
  q: z.string({ error: 'Recherche invalide.' }).trim().max(50, { error: 'Recherche : 50 caractères au plus.' }).optional(),
  club_id: idSchema.optional(),
  owner: z.union([z.enum(STATS_OWNER_FILTERS), idSchema], { error: 'Pooler invalide (tous, libres, pris ou un pooler).' }).optional(),
  sort: z.enum(STATS_SORTS, { error: 'Tri invalide (total, nom, club_name ou poste).' }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Ordre invalide (asc ou desc).' }).optional(),
  page: count('Page', 10_000).default(1),
  limit: count('Taille de page', STATS_PAGE_MAX).default(100),
});
export type StatsPlayersQuery = z.input<typeof statsPlayersQuery>;
/**
 * until_journee: the last matchday whose points the totals hold (up to the one asked, else the active one);
 * null while no matchday has points.
 */
export const statsRowsResponse = envelope({
  saison_id: z.number().int(),
  until_journee: z.number().int().nullable(),
  rows: z.array(statsPlayerRowSchema),
});
/** A page of the ranking: its rows, and how many rows the filters keep in all. */
export const statsPlayersResponse = envelope({
  saison_id: z.number().int(),
  until_journee: z.number().int().nullable(),
  rows: z.array(statsPlayerRowSchema),
  total_rows: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** stats/player_points.php: one player's points matchday by matchday, with their detail. */
export const statsPlayerPointsQuery = z.object({ joueur_id: idSchema, saison_id: saisonIdSchema.optional() });
export const statsPlayerPointsRowSchema = z.object({
  journee_id: z.number().int(),
  numjournee: z.number().int(),
  points: z.number().int(),
  played: z.boolean(),
  detail: z.array(statsDetailLineSchema),
});
export type StatsPlayerPointsRow = z.infer<typeof statsPlayerPointsRowSchema>;
export const statsPlayerPointsResponse = envelope({
  joueur: z.object({
    joueur_id: z.number().int(),
    prenom: z.string().nullable(),
    nom: z.string(),
    club_name: z.string(),
    poste: posteSchema,
  }),
  total: z.number().int(),
  points: z.array(statsPlayerPointsRowSchema),
});

/** The scoring grid setting (admin): read and replace; a change applies from the next computation. */
export const STATS_GRID_LIMIT = 99;
export const statsScoringGridInput = scoringGridSchema.refine(
  (grid) => Object.values(grid).every((line) => Object.values(line).every((v) => Math.abs(v) <= STATS_GRID_LIMIT)),
  { error: `Chaque valeur de la grille doit être comprise entre -${STATS_GRID_LIMIT} et ${STATS_GRID_LIMIT}.` },
);
export const statsScoringGridBody = z.object({ grid: statsScoringGridInput });
export const statsScoringGridResponse = envelope({ grid: scoringGridSchema, is_default: z.boolean() });

/** The stats calls (SPEC.md §7): player points, their computation and the scoring grid. */
export const statsCalls = {
  /** A GET in the spec that changes data: POST too, admins only. */
  computePlayerTotal: endpoint({
    method: ['GET', 'POST'],
    path: 'stats/compute_player_total.php',
    access: 'instance',
    request: statsComputePlayerQuery,
    response: statsComputePlayerResponse,
  }),
  computeJournee: endpoint({
    method: 'POST',
    path: 'stats/compute_journee.php',
    access: 'instance',
    request: statsComputeJourneeBody,
    response: statsJobResponse,
  }),
  job: endpoint({ method: 'GET', path: 'stats/job.php', access: 'instance', request: statsJobQuery, response: statsJobResponse }),
  cancelJob: endpoint({
    method: 'POST',
    path: 'stats/cancel_job.php',
    access: 'instance',
    request: statsJobBody,
    response: statsJobResponse,
  }),
  topPlayers: endpoint({
    method: 'GET',
    path: 'stats/top_players.php',
    access: 'user',
    request: statsTopQuery,
    response: statsRowsResponse,
  }),
  players: endpoint({
    method: 'GET',
    path: 'stats/players.php',
    access: 'user',
    request: statsPlayersQuery,
    response: statsPlayersResponse,
  }),
  playerPoints: endpoint({
    method: 'GET',
    path: 'stats/player_points.php',
    access: 'user',
    request: statsPlayerPointsQuery,
    response: statsPlayerPointsResponse,
  }),
  scoringGrid: endpoint({ method: 'GET', path: 'stats/scoring_grid.php', access: 'admin', response: statsScoringGridResponse }),
  saveScoringGrid: endpoint({
    method: 'POST',
    path: 'stats/save_scoring_grid.php',
    access: 'instance',
    request: statsScoringGridBody,
    response: statsScoringGridResponse,
  }),
};
