import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const seasons = pgTable('seasons', {
  id: integer('id').primaryKey(),
  nom: text('nom').notNull(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  nickname: text('nickname').notNull(),
  role: integer('role').notNull().default(1),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
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
    kickoffAt: ts('kickoff_at').notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    period: text('period').notNull().default('preMatch'),
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
  (t) => [uniqueIndex('resultats_journee_user_uq').on(t.journeeId, t.userId)],
);
