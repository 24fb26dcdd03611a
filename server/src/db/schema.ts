import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const seasons = pgTable('seasons', {
  id: integer('id').primaryKey(),
  nom: text('nom').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased by every call that takes one (domain emailSchema). */
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    role: integer('role').notNull().default(1),
    passwordHash: text('password_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // One username whatever its case: `Bruno` and `BRUNO` would be two people nobody tells apart (features/auth/accounts.ts).
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** A group of friends playing together (docs/ligues.md): its own draft, mercato, teams, lineups and ranking. */
export const leagues = pgTable('leagues', {
  id: serial('id').primaryKey(),
  nom: text('nom').notNull(),
  /** The league's own settings (features/ligues/settings.ts: phase, squad limits, pick clock, number of poolers). */
  settings: jsonb('settings').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Who is in a league, and their role there (1 pooler, 4 the league's admin). */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: integer('role').notNull().default(1),
    active: boolean('active').notNull().default(true),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_members_user_idx').on(t.userId)],
);

/** Every row of a league's table names its league: the queries name it too, so another league's rows are out of reach. */
const leagueColumn = () =>
  integer('league_id')
    .notNull()
    .references(() => leagues.id, { onDelete: 'cascade' });

/** A league's row about a pooler is about a member of that league (the database refuses any other). */
const memberOf = (league: AnyPgColumn, user: AnyPgColumn, name: string) =>
  foreignKey({ name, columns: [league, user], foreignColumns: [leagueMembers.leagueId, leagueMembers.userId] });

/** A link that lets a friend join a league (docs/ligues.md): its token kept hashed, until it expires, is used up or revoked. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('invites_league_idx').on(t.leagueId)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** The league the session acts in (docs/ligues.md); none for an account in no league. */
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    /** The number the account page names a session by (auth/sessions.php): never its token's hash. */
    id: serial('id').notNull().unique(),
    /** Where it was opened: the browser's user agent (cut to 300 characters) and address; none for a session of before. */
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/**
 * What someone did to another person's account, role, team or lineup (the calls whose contract names the person they
 * act on, http/policy.ts): who, on whom, in which league, by which call, when. The instance's admins read them all; the
 * person acted on reads his own, and is told of a password link made for him until he has seen it (`seen_at`).
 */
export const accountActs = pgTable(
  'account_acts',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    call: text('call').notNull(),
    seenAt: ts('seen_at'),
  },
  (t) => [index('account_acts_target_idx').on(t.targetId, t.id)],
);

/**
 * The browsers an account has logged in from (a random device cookie, stored hashed): their login
 * failures are counted apart, so a stranger's wrong passwords never lock the owner out of them.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server process (login and reset rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Game settings (RULES.md "a setting"): one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    officialName: text('official_name'),
    clubId: text('club_id'),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    transfermarktUrl: text('transfermarkt_url'),
  },
  (t) => [uniqueIndex('clubs_saison_extid_uq').on(t.saisonId, t.clubId).where(sql`${t.clubId} is not null`)],
);

export const joueurs = pgTable(
  'joueurs',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    prenom: text('prenom'),
    surnom: text('surnom'),
    lfpId: text('lfp_id').notNull(),
    shortOptaId: text('short_opta_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    poste: text('poste').notNull(),
    numero: integer('numero'),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    /** Points total of the previous season (the draft's 'Stats 2024/2025'). */
    totalPrev: integer('total_prev').notNull().default(0),
    birthDate: date('birth_date'),
    /** Set when an admin corrected the position: league syncs keep it. */
    posteManual: boolean('poste_manual').notNull().default(false),
    /**
     * Set once the position came from a finer league source than the squad's family (the player's
     * realsPositions, or his realUltraPosition on a match sheet): later sheets no longer move it.
     */
    posteFine: boolean('poste_fine').notNull().default(false),
  },
  (t) => [uniqueIndex('joueurs_saison_lfp_uq').on(t.saisonId, t.lfpId), index('joueurs_club_idx').on(t.clubId)],
);

export const journees = pgTable(
  'journees',
  {
    id: serial('id').primaryKey(),
    numjournee: integer('numjournee').notNull(),
    /** Local date and time (Europe/Paris) as the admin types them; start_at is derived. */
    date: date('date').notNull(),
    heure: text('heure').notNull(),
    startAt: ts('start_at').notNull(),
    status: integer('status').notNull().default(0),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
  },
  (t) => [uniqueIndex('journees_saison_num_uq').on(t.saisonId, t.numjournee)],
);

export const matchlfps = pgTable(
  'matchlfps',
  {
    id: serial('id').primaryKey(),
    matchLfpId: text('match_lfp_id').notNull(),
    journeeId: integer('journee_id')
      .notNull()
      .references(() => journees.id),
    homeClubId: integer('home_club_id')
      .notNull()
      .references(() => clubs.id),
    awayClubId: integer('away_club_id')
      .notNull()
      .references(() => clubs.id),
    /** With kickoff_unknown, the league's placeholder (its date only is meant). */
    kickoffAt: ts('kickoff_at').notNull(),
    /** The league has no time yet (dateTimeUnknown): shown as "horaire à confirmer", never locks a lineup. */
    kickoffUnknown: boolean('kickoff_unknown').notNull().default(false),
    /** Marked postponed by an admin (the league has no such status): the matchday does not wait for it. */
    postponed: boolean('postponed').notNull().default(false),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    period: text('period').notNull().default('preMatch'),
    /**
     * The last time the league said this match had not started, once its kickoff had passed: long after the kickoff,
     * the match is not being played (the manage page says so and asks for it to be marked postponed).
     */
    notStartedSeenAt: ts('not_started_seen_at'),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
  },
  (t) => [uniqueIndex('matchlfps_lfp_uq').on(t.saisonId, t.matchLfpId), index('matchlfps_journee_idx').on(t.journeeId)],
);

/** A pooler's result for a matchday (SPEC.md §3 "Matchday result per user"); the ranking sums it. */
export const resultats = pgTable(
  'resultats',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    journeeId: integer('journee_id')
      .notNull()
      .references(() => journees.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    matchPoints: integer('match_points').notNull().default(0),
    totalPoints: integer('total_points').notNull().default(0),
    captainPoints: integer('captain_points').notNull().default(0),
    lostPoints: integer('lost_points').notNull().default(0),
    matchResult: integer('match_result'),
    starBonus: integer('star_bonus').notNull().default(0),
  },
  (t) => [
    uniqueIndex('resultats_journee_user_uq').on(t.leagueId, t.journeeId, t.userId),
    memberOf(t.leagueId, t.userId, 'resultats_member_fk'),
  ],
);

// ---------------------------------------------------------------- a league's game (docs/ligues.md)

// ---------------------------------------------------------------- draft (RULES.md "Squads and the draft")

export const draftState = pgTable(
  'draft_state',
  {
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    status: text('status').notNull().default('non débuté'),
    tour: integer('tour').notNull().default(1),
    choix: integer('choix').notNull().default(1),
    prochainPoolerId: integer('prochain_pooler_id').references(() => users.id),
    /** When the pick clock is on: the moment the current pick is made automatically. */
    pickDeadline: ts('pick_deadline'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * One more at each change of the row (every update through drizzle): a turn's notice names it, so the same pick
     * asked anew (the draft reset and started again, resumed, its clock changed) is told again, even at the same instant.
     */
    version: integer('version')
      .notNull()
      .default(0)
      // Drizzle would use the update's value on an insert too, without a value of its own for it.
      .$defaultFn(() => 0)
      .$onUpdateFn(() => sql`"draft_state"."version" + 1`),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.saisonId] })],
);

export const draftOrder = pgTable(
  'draft_order',
  {
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    rang: integer('rang').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex('draft_order_pk').on(t.leagueId, t.saisonId, t.rang),
    uniqueIndex('draft_order_user_uq').on(t.leagueId, t.saisonId, t.userId),
    memberOf(t.leagueId, t.userId, 'draft_order_member_fk'),
  ],
);

export const draftPicks = pgTable(
  'draft_picks',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    tour: integer('tour').notNull(),
    rang: integer('rang').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joueurId: integer('joueur_id')
      .notNull()
      .references(() => joueurs.id),
    auto: boolean('auto').notNull().default(false),
    /** An automatic pick taken from its pooler's list (draft_queue), not by last season's total. */
    fromList: boolean('from_list').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draft_picks_player_uq').on(t.leagueId, t.saisonId, t.joueurId),
    uniqueIndex('draft_picks_slot_uq').on(t.leagueId, t.saisonId, t.tour, t.rang),
    memberOf(t.leagueId, t.userId, 'draft_picks_member_fk'),
  ],
);

/**
 * A pooler's list of wanted players for a league's draft, in his order (rang 1 first): private to him; when his pick
 * clock runs out, or when he is away (draft_autopick), the first of them still valid for him is picked. Goes with his
 * membership (a removal before the draft keeps nothing of it).
 */
export const draftQueue = pgTable(
  'draft_queue',
  {
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    userId: integer('user_id').notNull(),
    joueurId: integer('joueur_id')
      .notNull()
      .references(() => joueurs.id, { onDelete: 'cascade' }),
    rang: integer('rang').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.saisonId, t.userId, t.joueurId] }),
    foreignKey({
      name: 'draft_queue_member_fk',
      columns: [t.leagueId, t.userId],
      foreignColumns: [leagueMembers.leagueId, leagueMembers.userId],
    }).onDelete('cascade'),
  ],
);

/** The poolers of a league's draft who said they would be away: their pick is made at once from their list. */
export const draftAutopick = pgTable(
  'draft_autopick',
  {
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.saisonId, t.userId] }),
    foreignKey({
      name: 'draft_autopick_member_fk',
      columns: [t.leagueId, t.userId],
      foreignColumns: [leagueMembers.leagueId, leagueMembers.userId],
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------- teams over time and lineups

/** Ownership: the team of a pooler at matchday N is journee_in <= N and (journee_out null or > N). */
export const teamPlayers = pgTable(
  'team_players',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joueurId: integer('joueur_id')
      .notNull()
      .references(() => joueurs.id),
    journeeIn: integer('journee_in').notNull(),
    journeeOut: integer('journee_out'),
  },
  (t) => [
    uniqueIndex('team_players_current_uq').on(t.leagueId, t.saisonId, t.joueurId).where(sql`${t.journeeOut} is null`),
    index('team_players_user_idx').on(t.leagueId, t.userId),
    memberOf(t.leagueId, t.userId, 'team_players_member_fk'),
    index('team_players_joueur_idx').on(t.joueurId),
  ],
);

export const compos = pgTable(
  'compos',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    journeeId: integer('journee_id')
      .notNull()
      .references(() => journees.id),
    formation: text('formation').notNull(),
    capitaineJoueurId: integer('capitaine_joueur_id').references(() => joueurs.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('compos_user_journee_uq').on(t.leagueId, t.userId, t.journeeId), memberOf(t.leagueId, t.userId, 'compos_member_fk')],
);

export const compoSlots = pgTable(
  'compo_slots',
  {
    compoId: integer('compo_id')
      .notNull()
      .references(() => compos.id, { onDelete: 'cascade' }),
    ordre: integer('ordre').notNull(),
    /** Null when the slot was emptied (a player who left the team). */
    joueurId: integer('joueur_id').references(() => joueurs.id),
  },
  (t) => [uniqueIndex('compo_slots_pk').on(t.compoId, t.ordre), uniqueIndex('compo_slots_player_uq').on(t.compoId, t.joueurId)],
);

/** Head-to-head pairings (RULES.md "Matchday results"): user2 null is a bye. */
export const rencontres = pgTable(
  'rencontres',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    journeeId: integer('journee_id')
      .notNull()
      .references(() => journees.id),
    matchNo: integer('match_no').notNull(),
    user1Id: integer('user1_id')
      .notNull()
      .references(() => users.id),
    user2Id: integer('user2_id').references(() => users.id),
    score1: integer('score1'),
    score2: integer('score2'),
    resultat: integer('resultat'),
  },
  (t) => [
    uniqueIndex('rencontres_journee_no_uq').on(t.leagueId, t.journeeId, t.matchNo),
    memberOf(t.leagueId, t.user1Id, 'rencontres_user1_member_fk'),
    memberOf(t.leagueId, t.user2Id, 'rencontres_user2_member_fk'),
  ],
);

// ---------------------------------------------------------------- league data and points

/** A player's raw stat line for one league match, as the source reported it. */
export const playerStats = pgTable(
  'player_stats',
  {
    id: serial('id').primaryKey(),
    matchlfpId: integer('matchlfp_id')
      .notNull()
      .references(() => matchlfps.id, { onDelete: 'cascade' }),
    joueurId: integer('joueur_id')
      .notNull()
      .references(() => joueurs.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    minutes: integer('minutes').notNull().default(0),
    started: boolean('started').notNull().default(false),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    ownGoals: integer('own_goals').notNull().default(0),
    yellowCards: integer('yellow_cards').notNull().default(0),
    redCards: integer('red_cards').notNull().default(0),
    secondYellow: boolean('second_yellow').notNull().default(false),
    cleanSheet: boolean('clean_sheet').notNull().default(false),
    goalsConceded: integer('goals_conceded').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    penaltiesSaved: integer('penalties_saved').notNull().default(0),
    penaltiesMissed: integer('penalties_missed').notNull().default(0),
    raw: jsonb('raw'),
  },
  (t) => [uniqueIndex('player_stats_match_player_uq').on(t.matchlfpId, t.joueurId), index('player_stats_joueur_idx').on(t.joueurId)],
);

/** A player's points for a matchday with their detail (which grid line gave what). */
export const playerPoints = pgTable(
  'player_points',
  {
    id: serial('id').primaryKey(),
    joueurId: integer('joueur_id')
      .notNull()
      .references(() => joueurs.id),
    journeeId: integer('journee_id')
      .notNull()
      .references(() => journees.id),
    points: integer('points').notNull(),
    played: boolean('played').notNull().default(false),
    detail: jsonb('detail').notNull(),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('player_points_uq').on(t.joueurId, t.journeeId), index('player_points_journee_idx').on(t.journeeId)],
);

/** The last squad seen per club from the league (check_mercato compares with it). */
export const clubSquadSnapshots = pgTable('club_squad_snapshots', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  lfpIds: jsonb('lfp_ids').notNull(),
  syncedAt: ts('synced_at').notNull(),
});

/** A club's squad as the player-market site lists it (for the squad comparison). */
export const tmPlayers = pgTable(
  'tm_players',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    poste: text('poste'),
    birthDate: date('birth_date'),
    numero: integer('numero'),
    fetchedAt: ts('fetched_at').notNull(),
  },
  (t) => [index('tm_players_club_idx').on(t.clubId)],
);

/** Server-run jobs (imports, computations): progress readable again after the page is closed. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    ok: integer('ok').notNull().default(0),
    ko: integer('ko').notNull().default(0),
    log: jsonb('log').notNull().default([]),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('jobs_kind_idx').on(t.kind, t.createdAt)],
);

// ---------------------------------------------------------------- mercato (RULES.md "Mercato")

export const mercatoState = pgTable(
  'mercato_state',
  {
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    status: text('status').notNull().default('non débuté'),
    round: integer('round').notNull().default(1),
    cursorUserId: integer('cursor_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.saisonId] })],
);

export const mercatoOrder = pgTable(
  'mercato_order',
  {
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    rang: integer('rang').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    standby: boolean('standby').notNull().default(false),
  },
  (t) => [
    uniqueIndex('mercato_order_pk').on(t.leagueId, t.saisonId, t.rang),
    uniqueIndex('mercato_order_user_uq').on(t.leagueId, t.saisonId, t.userId),
    memberOf(t.leagueId, t.userId, 'mercato_order_member_fk'),
  ],
);

export const mercatoMoves = pgTable(
  'mercato_moves',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull().default('pick'),
    poste: text('poste').notNull(),
    oldJoueurId: integer('old_joueur_id')
      .notNull()
      .references(() => joueurs.id),
    newJoueurId: integer('new_joueur_id')
      .notNull()
      .references(() => joueurs.id),
    /** The effective matchday number (journee_out of the old player, journee_in of the new one). */
    journee: integer('journee').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('mercato_moves_user_idx').on(t.leagueId, t.userId), memberOf(t.leagueId, t.userId, 'mercato_moves_member_fk')],
);

// ---------------------------------------------------------------- push notifications

/** A device subscribed to Web Push: one per endpoint (a browser on a device), several per account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's keys (base64url): its P-256 public key and its auth secret (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What it receives (PUSH_TYPES). */
    types: jsonb('types').$type<string[]>().notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * The session that subscribed it: when that session ends (a logout, « end the others », a new password, its
     * lifetime), the device stops receiving with it.
     */
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionHash)],
);

/**
 * The notifications to send, each once: its key names the event (a draft turn, a goal…) so that every server process
 * that sees it writes the same row and only the first counts; a process claims rows to send them (claimed_until), and
 * marks them sent.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull(),
    claimedUntil: ts('claimed_until'),
    sentAt: ts('sent_at'),
  },
  (t) => [index('push_outbox_due_idx').on(t.sentAt, t.id)],
);

// ---------------------------------------------------------------- trades between poolers (RULES.md "Trades")

/**
 * A proposal of one pooler (`from`) to another (`to`): its players (trade_players) go both ways once it is accepted (and
 * approved, when the league reviews trades). `status` is where it stands (domain TRADE_STATUSES, `expired` read from
 * `expires_at`); a counter-proposal names the one it replaced.
 */
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    saisonId: integer('saison_id')
      .notNull()
      .references(() => seasons.id),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    counterOf: integer('counter_of').references((): AnyPgColumn => trades.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    closedAt: ts('closed_at'),
    /** With the league's review on: when an accepted trade goes through without a decision. */
    reviewDeadline: ts('review_deadline'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The matchday it took effect at. */
    journee: integer('journee'),
    /** Why it was closed without its parties (cancelled), in the words said then. */
    reason: text('reason'),
    /** The lineups it emptied a slot of: who, which matchday, which player. */
    lineupLosses: jsonb('lineup_losses').$type<{ user_id: number; numjournee: number; joueur_id: number }[]>().notNull().default([]),
  },
  (t) => [
    index('trades_league_status_idx').on(t.leagueId, t.saisonId, t.status),
    memberOf(t.leagueId, t.fromUserId, 'trades_from_member_fk'),
    memberOf(t.leagueId, t.toUserId, 'trades_to_member_fk'),
  ],
);

/** The players of a trade: `give` the author's (they go to its receiver), `take` the receiver's. */
export const tradePlayers = pgTable(
  'trade_players',
  {
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    joueurId: integer('joueur_id')
      .notNull()
      .references(() => joueurs.id),
    side: text('side').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeId, t.joueurId] }), index('trade_players_joueur_idx').on(t.joueurId)],
);

// ---------------------------------------------------------------- the league's room, « Vestiaire » (RULES.md)

/**
 * A message of a league's room: a member's (`user_id`), or the game's (none), which names its `event` and the page it
 * links to; `event_key` names the game's event, so that it is told once whoever sees it. A deleted message keeps its
 * place, its text emptied, and who deleted it (`deleted`: 'author' or 'admin'). A reply is to a message of the same
 * league (the database refuses any other).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueColumn(),
    userId: integer('user_id'),
    event: text('event'),
    eventKey: text('event_key'),
    link: text('link'),
    text: text('text').notNull(),
    replyTo: integer('reply_to'),
    /** The members its « @pseudo » mention (domain mentionsIn), when it was written. */
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    createdAt: ts('created_at').notNull(),
    editedAt: ts('edited_at'),
    deletedAt: ts('deleted_at'),
    deleted: text('deleted'),
  },
  (t) => [
    uniqueIndex('chat_messages_league_id_uq').on(t.leagueId, t.id),
    uniqueIndex('chat_messages_event_uq').on(t.leagueId, t.eventKey),
    memberOf(t.leagueId, t.userId, 'chat_messages_member_fk'),
    foreignKey({ name: 'chat_messages_reply_fk', columns: [t.leagueId, t.replyTo], foreignColumns: [t.leagueId, t.id] }),
  ],
);

/** A member's reaction on a message (one of each emoji per member); it goes with his membership. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    leagueId: leagueColumn(),
    messageId: integer('message_id').notNull(),
    userId: integer('user_id').notNull(),
    emoji: text('emoji').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.messageId, t.userId, t.emoji] }),
    foreignKey({
      name: 'chat_reactions_message_fk',
      columns: [t.leagueId, t.messageId],
      foreignColumns: [chatMessages.leagueId, chatMessages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'chat_reactions_member_fk',
      columns: [t.leagueId, t.userId],
      foreignColumns: [leagueMembers.leagueId, leagueMembers.userId],
    }).onDelete('cascade'),
  ],
);

/** How far a member has read his league's room (the unread count is what came after); it goes with his membership. */
export const chatReads = pgTable(
  'chat_reads',
  {
    leagueId: leagueColumn(),
    userId: integer('user_id').notNull(),
    lastId: integer('last_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    foreignKey({
      name: 'chat_reads_member_fk',
      columns: [t.leagueId, t.userId],
      foreignColumns: [leagueMembers.leagueId, leagueMembers.userId],
    }).onDelete('cascade'),
  ],
);
