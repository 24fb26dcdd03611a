import { z } from 'zod';
import { envelope, idSchema, numeric } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * The championnat's calls (the real Ligue 1 data) (SPEC.md §7: clubs/grab_effectif_l1, grab_effectif_tm, check_mercato,
 * compare_effectif_l1vstm, matchlfps/import_lfp, import_lfp_stats, stats/build_from_matchlfp) and the
 * server-run jobs behind them (league/*).
 */

/** The matchday steps (manage page) and the squad steps (refresh page) the server runs as jobs. */
export const CHAMPIONNAT_JOURNEE_KINDS = ['import_lfp', 'import_lfp_stats'] as const;
export const CHAMPIONNAT_SQUAD_KINDS = ['grab_effectif_l1', 'check_mercato', 'grab_effectif_tm', 'compare_effectif_l1vstm'] as const;
/** The season set up from the league (admin page): clubs, squads, matchdays and matches in one job. */
export const CHAMPIONNAT_SETUP_KINDS = ['setup_season'] as const;
export const CHAMPIONNAT_JOB_KINDS = [...CHAMPIONNAT_JOURNEE_KINDS, ...CHAMPIONNAT_SQUAD_KINDS, ...CHAMPIONNAT_SETUP_KINDS] as const;
export type ChampionnatJobKind = (typeof CHAMPIONNAT_JOB_KINDS)[number];
export type ChampionnatSquadKind = (typeof CHAMPIONNAT_SQUAD_KINDS)[number];

/** Where a server-run job stands, whatever its kind (the championnat's steps here, the points computation in stats.ts). */
export const JOB_STATUSES = ['running', 'done', 'cancelled', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One line of a job's log: one per match or club (ok / ko), or a note (info); details are sub-lines. */
export const jobLogLine = z.object({
  at: z.string(),
  level: z.enum(['ok', 'ko', 'info']),
  text: z.string(),
  details: z.array(z.string()).optional(),
});
export type JobLogLine = z.infer<typeof jobLogLine>;

/**
 * A server-run job as every job call answers it: one shape for all of them (the championnat's steps, the points
 * computation), so one presenter and one panel serve them all. Only the kinds a call may answer differ:
 * they are the argument.
 */
export const jobSchema = <K extends z.ZodType<string>>(kind: K) =>
  z.object({
    id: z.number().int(),
    kind,
    numjournee: z.number().int().nullable(),
    status: z.enum(JOB_STATUSES),
    total: z.number().int(),
    done: z.number().int(),
    ok: z.number().int(),
    ko: z.number().int(),
    log: z.array(jobLogLine),
    cancel_requested: z.boolean(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    /** The closing text once the job is over ('Rebuild terminé : {ok} OK, {ko} KO', or why it stopped). */
    message: z.string().nullable(),
  });
/** Any job, whatever its kind: what the server's jobs module and the web's job panel handle. */
export type Job = z.infer<ReturnType<typeof jobSchema<z.ZodString>>>;

export const championnatJobSchema = jobSchema(z.enum(CHAMPIONNAT_JOB_KINDS));
export type ChampionnatJob = z.infer<typeof championnatJobSchema>;

const numjournee = numeric(
  z
    .number({ error: 'Numéro de journée requis.' })
    .int({ error: 'Numéro de journée invalide.' })
    .min(1, { error: 'Numéro de journée : 1 à 60.' })
    .max(60, { error: 'Numéro de journée : 1 à 60.' }),
);

export const championnatNumjourneeQuery = z.object({ numjournee });
export const championnatOptionalNumjourneeQuery = z.object({ numjournee: numjournee.optional() });
export const championnatClubQuery = z.object({ club_id: idSchema });
export const championnatJobIdQuery = z.object({ id: idSchema });
export const championnatSquadsRequest = z.object({
  kind: z.enum(CHAMPIONNAT_SQUAD_KINDS, { error: 'Action inconnue.' }),
});
export const championnatLatestQuery = z.object({
  scope: z.enum(['journee', 'squads', 'setup'], { error: 'Portée inconnue (journee, squads ou setup).' }),
  numjournee: numjournee.optional(),
});
/** The season set up from the league: an explicit yes, so that no stray call starts it. */
export const championnatSetupRequest = z.object({
  confirm: z.literal(true, { error: 'Confirmez la mise en place de la saison depuis la LFP.' }),
  /**
   * A new season, asked explicitly. When the league answers for the season after the active one and the
   * active one is finished, the new season is made and becomes the instance's active one (every league's past season
   * stays whole and read-only); the demo league then answers for its next season. Without it, a league answering for
   * another season is refused, nothing written.
   */
  new_season: z.literal(true, { error: 'Confirmez le passage à la saison suivante.' }).optional(),
});
/** matchId: our match id (digits) or the league's match id ('l1_championship_match_73845'); truncate=1 drops lines the source no longer lists. */
export const championnatBuildQuery = z.object({
  matchId: z
    .union([z.string(), z.number()], { error: 'matchId requis.' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: 'matchId requis.' }).max(100, { error: 'matchId invalide.' })),
  truncate: numeric(z.number().int().min(0).max(1).optional()),
});

export const championnatJobResponse = envelope({ job: championnatJobSchema });
export const championnatLatestResponse = envelope({ job: championnatJobSchema.nullable() });

const clubRef = z.object({ id: z.number().int(), name: z.string() });
const squadPlayerRef = z.object({ lfp_id: z.string(), nom: z.string(), prenom: z.string().nullable() });
export type ChampionnatSquadPlayerRef = z.infer<typeof squadPlayerRef>;

export const grabEffectifL1Response = envelope({
  club: clubRef,
  players_count: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export const grabEffectifTmResponse = envelope({ club: clubRef, players_count: z.number().int(), changed: z.boolean() });
export const checkMercatoResponse = envelope({ club: clubRef, added: z.array(squadPlayerRef), removed: z.array(squadPlayerRef) });

export const compareOkRow = z.object({ joueur_id: z.number().int(), nom: z.string(), prenom: z.string().nullable() });
export const compareCheckRow = z.object({
  /** Where the player was found: our (league) squad or the Transfermarkt squad. */
  source: z.enum(['lfp', 'tm']),
  joueur_id: z.number().int().nullable(),
  name: z.string(),
  birth_date: z.string().nullable(),
  reason: z.string(),
});
export type CompareCheckRow = z.infer<typeof compareCheckRow>;
export const compareEffectifResponse = envelope({
  club: clubRef,
  joueurs_ok: z.array(compareOkRow),
  joueurs_a_verifier: z.array(compareCheckRow),
});

export const buildFromMatchlfpResponse = envelope({
  match: z.object({ id: z.number().int(), match_lfp_id: z.string() }),
  players_count: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  /** Players the source lists but our database does not know (their lines are skipped). */
  unknown: z.array(z.string()),
  /** The league gave no minutes yet: they were worked out from the match sheet. */
  minutes_derived: z.boolean(),
});

/** The manage page's view of a matchday: its Ligue 1 matches with their score and stat lines. */
export const championnatMatchRow = z.object({
  id: z.number().int(),
  match_lfp_id: z.string(),
  home: z.string(),
  away: z.string(),
  kickoff_at: z.string(),
  /** The league has no time yet: kickoff_at is a placeholder of which only the date is meant. */
  kickoff_unknown: z.boolean(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  period: z.string(),
  /** Marked postponed by an admin, or kicking off after its matchday (domain countsAsPostponed). */
  postponed: z.boolean(),
  lines: z.number().int(),
});
export type ChampionnatMatchRow = z.infer<typeof championnatMatchRow>;
export const championnatMatchesResponse = envelope({
  journee: z.object({ id: z.number().int(), numjournee: z.number().int(), status: z.number().int(), start_at: z.string() }).nullable(),
  journees: z.array(z.object({ numjournee: z.number().int(), status: z.number().int() })),
  matchs: z.array(championnatMatchRow),
});

/**
 * The calls the championnat feature serves: the spec's matchday, match and club calls (under matchlfps/,
 * stats/ and clubs/: GETs in the spec that change data, so POST too, admins only) and the job calls of
 * the manage and refresh pages (league/*).
 */
export const championnatCalls = {
  importLfp: endpoint({
    method: ['GET', 'POST'],
    path: 'matchlfps/import_lfp.php',
    access: 'instance',
    request: championnatNumjourneeQuery,
    response: championnatJobResponse,
  }),
  importLfpStats: endpoint({
    method: ['GET', 'POST'],
    path: 'matchlfps/import_lfp_stats.php',
    access: 'instance',
    request: championnatNumjourneeQuery,
    response: championnatJobResponse,
  }),
  buildFromMatchlfp: endpoint({
    method: ['GET', 'POST'],
    path: 'stats/build_from_matchlfp.php',
    access: 'instance',
    request: championnatBuildQuery,
    response: buildFromMatchlfpResponse,
  }),
  grabEffectifL1: endpoint({
    method: ['GET', 'POST'],
    path: 'clubs/grab_effectif_l1.php',
    access: 'instance',
    request: championnatClubQuery,
    response: grabEffectifL1Response,
  }),
  grabEffectifTm: endpoint({
    method: ['GET', 'POST'],
    path: 'clubs/grab_effectif_tm.php',
    access: 'instance',
    request: championnatClubQuery,
    response: grabEffectifTmResponse,
  }),
  checkMercato: endpoint({
    method: ['GET', 'POST'],
    path: 'clubs/check_mercato.php',
    access: 'instance',
    request: championnatClubQuery,
    response: checkMercatoResponse,
  }),
  compareEffectifL1vstm: endpoint({
    method: ['GET', 'POST'],
    path: 'clubs/compare_effectif_l1vstm.php',
    access: 'instance',
    request: championnatClubQuery,
    response: compareEffectifResponse,
  }),
  squads: endpoint({
    method: 'POST',
    path: 'league/squads.php',
    access: 'instance',
    request: championnatSquadsRequest,
    response: championnatJobResponse,
  }),
  setup: endpoint({
    method: 'POST',
    path: 'league/setup.php',
    access: 'instance',
    request: championnatSetupRequest,
    response: championnatJobResponse,
  }),
  job: endpoint({
    method: 'GET',
    path: 'league/job.php',
    access: 'instance',
    request: championnatJobIdQuery,
    response: championnatJobResponse,
  }),
  latest: endpoint({
    method: 'GET',
    path: 'league/latest.php',
    access: 'instance',
    request: championnatLatestQuery,
    response: championnatLatestResponse,
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'league/cancel.php',
    access: 'instance',
    request: championnatJobIdQuery,
    response: championnatJobResponse,
  }),
  matches: endpoint({
    method: 'GET',
    path: 'league/matches.php',
    access: 'instance',
    request: championnatOptionalNumjourneeQuery,
    response: championnatMatchesResponse,
  }),
};

/** How a Ligue 1 match period reads on screen (the recorded ones, and the cup-only ones of the league's enum). */
export const CHAMPIONNAT_PERIOD_LABELS: Record<string, string> = {
  preMatch: 'À venir',
  preMatchWithPlayers: 'Compos connues',
  firstHalf: '1re mi-temps',
  halfTime: 'Mi-temps',
  secondHalf: '2e mi-temps',
  extraFirstHalf: 'Prolongation',
  extraHalfTime: 'Prolongation',
  extraSecondHalf: 'Prolongation',
  ShootOut: 'Tirs au but',
  fullTime: 'Terminé',
  fullTime90: 'Terminé',
  fullTimePens: 'Terminé (tirs au but)',
  postponed: 'Reporté',
};
