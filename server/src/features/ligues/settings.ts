import { DEFAULT_MAX_PAR_CLUB, DEFAULT_MAX_PAR_POSTE, leagueSettingsSchema, phaseSchema } from '@poolfoot/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Q } from '../../db/client.js';
import { leagues } from '../../db/schema.js';

/** A league's own settings (docs/ligues.md) with their schema and default: the league's rules read these, never a literal. */
const LEAGUE_SETTINGS = {
  phase: { schema: phaseSchema, default: 'draft' as const },
  max_joueurs_poste: { schema: leagueSettingsSchema.shape.max_joueurs_poste, default: DEFAULT_MAX_PAR_POSTE },
  max_par_club: { schema: leagueSettingsSchema.shape.max_par_club, default: DEFAULT_MAX_PAR_CLUB },
  /** Minutes a pooler has to pick before the pick is made for them; 0 = off. */
  pick_clock_minutes: { schema: leagueSettingsSchema.shape.pick_clock_minutes, default: 0 },
  /** How many members the league takes (an invite to a full league is refused). */
  max_poolers: { schema: leagueSettingsSchema.shape.max_poolers, default: 20 },
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
  };
}

/** Writes one setting of a league, the others kept. */
export async function setLeagueSetting<K extends LeagueSettingKey>(db: Q, leagueId: number, key: K, value: LeagueSettingValue<K>) {
  const v = LEAGUE_SETTINGS[key].schema.parse(value);
  await db
    .update(leagues)
    .set({ settings: sql`${leagues.settings} || jsonb_build_object(${key}::text, ${JSON.stringify(v)}::jsonb)` })
    .where(eq(leagues.id, leagueId));
}
