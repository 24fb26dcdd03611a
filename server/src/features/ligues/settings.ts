import { DEFAULT_MAX_PAR_CLUB, DEFAULT_MAX_PAR_POSTE, leagueSettingsSchema, phaseSchema, ROOM_EVENTS } from '@poolfoot/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Q } from '../../db/client.js';
import { leagues } from '../../db/schema.js';

/** A league's own settings (docs/ligues.md) with their schema and default: the league's rules read these, never a literal. */
const ALL_EVENTS_ON = Object.fromEntries(ROOM_EVENTS.map((e) => [e, true])) as z.infer<typeof leagueSettingsSchema.shape.room_events>;

const LEAGUE_SETTINGS = {
  phase: { schema: phaseSchema, default: 'draft' as const },
  max_joueurs_poste: { schema: leagueSettingsSchema.shape.max_joueurs_poste, default: DEFAULT_MAX_PAR_POSTE },
  max_par_club: { schema: leagueSettingsSchema.shape.max_par_club, default: DEFAULT_MAX_PAR_CLUB },
  /** Minutes a pooler has to pick before the pick is made for them; 0 = off. */
  pick_clock_minutes: { schema: leagueSettingsSchema.shape.pick_clock_minutes, default: 0 },
  /** How many members the league takes (an invite to a full league is refused). */
  max_poolers: { schema: leagueSettingsSchema.shape.max_poolers, default: 20 },
  /** Who reviews an accepted trade before it goes through (RULES.md "Trades"): nobody, or the league's admin. */
  trade_review: { schema: leagueSettingsSchema.shape.trade_review, default: 'none' as const },
  /** The last matchday a trade may take effect at; none by default. */
  trade_deadline: { schema: leagueSettingsSchema.shape.trade_deadline, default: null },
  /** How long a proposal waits for its answer. */
  trade_expiry_hours: { schema: leagueSettingsSchema.shape.trade_expiry_hours, default: 48 },
  /** Which of the game's messages the league's room gets (RULES.md "Vestiaire"): every kind, until an admin turns one off. */
  room_events: {
    // A kind the game learnt to tell after a league saved its choice is on there; the kinds it chose stay as chosen.
    schema: z.preprocess((v) => (v && typeof v === 'object' ? { ...ALL_EVENTS_ON, ...v } : v), leagueSettingsSchema.shape.room_events),
    default: ALL_EVENTS_ON,
  },
} as const;

export type LeagueSettingKey = keyof typeof LEAGUE_SETTINGS;
export type LeagueSettingValue<K extends LeagueSettingKey> = z.infer<(typeof LEAGUE_SETTINGS)[K]['schema']>;

/** One setting of a league (its default when unset or unreadable). */
export async function leagueSetting<K extends LeagueSettingKey>(db: Q, leagueId: number, key: K): Promise<LeagueSettingValue<K>> {
  const [row] = await db
    .select({ value: sql<unknown>`${leagues.settings} -> ${key}::text` })
    .from(leagues)
    .where(eq(leagues.id, leagueId));
  return parsed(key, row?.value);
}

const parsed = <K extends LeagueSettingKey>(key: K, value: unknown): LeagueSettingValue<K> => {
  const def = LEAGUE_SETTINGS[key];
  const read = def.schema.safeParse(value);
  return (read.success ? read.data : def.default) as LeagueSettingValue<K>;
};

/** Every setting of a league, from one read of its row (its defaults where unset or unreadable). */
export async function leagueSettingsAll(db: Q, leagueId: number): Promise<{ [K in LeagueSettingKey]: LeagueSettingValue<K> }> {
  const [row] = await db.select({ settings: leagues.settings }).from(leagues).where(eq(leagues.id, leagueId));
  const stored = (row?.settings ?? {}) as Record<string, unknown>;
  return {
    phase: parsed('phase', stored.phase),
    max_joueurs_poste: parsed('max_joueurs_poste', stored.max_joueurs_poste),
    max_par_club: parsed('max_par_club', stored.max_par_club),
    pick_clock_minutes: parsed('pick_clock_minutes', stored.pick_clock_minutes),
    max_poolers: parsed('max_poolers', stored.max_poolers),
    trade_review: parsed('trade_review', stored.trade_review),
    trade_deadline: parsed('trade_deadline', stored.trade_deadline),
    trade_expiry_hours: parsed('trade_expiry_hours', stored.trade_expiry_hours),
    room_events: parsed('room_events', stored.room_events),
  };
}

/** One setting of several leagues, by league id, from one read (its default where unset or unreadable). */
export async function leaguesSetting<K extends LeagueSettingKey>(db: Q, leagueIds: readonly number[], key: K) {
  if (!leagueIds.length) return new Map<number, LeagueSettingValue<K>>();
  const rows = await db
    .select({ id: leagues.id, value: sql<unknown>`${leagues.settings} -> ${key}::text` })
    .from(leagues)
    .where(inArray(leagues.id, [...leagueIds]));
  return new Map(rows.map((r) => [r.id, parsed(key, r.value)]));
}

/** Writes one setting of a league, the others kept. */
export async function setLeagueSetting<K extends LeagueSettingKey>(db: Q, leagueId: number, key: K, value: LeagueSettingValue<K>) {
  const v = LEAGUE_SETTINGS[key].schema.parse(value);
  await db
    .update(leagues)
    .set({ settings: sql`${leagues.settings} || jsonb_build_object(${key}::text, ${JSON.stringify(v)}::jsonb)` })
    .where(eq(leagues.id, leagueId));
}
