import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { phaseSchema, POSTES } from '@poolfoot/domain';
import type { Db, Tx } from './client.js';
import { settings } from './schema.js';

/** Every setting of RULES.md with its schema and default: the rules read these, never a literal. */
export const SETTINGS = {
  saison: { schema: z.object({ id: z.number().int(), nom: z.string() }), default: { id: 2026, nom: 'Saison 2025/2026' } },
  phase: { schema: phaseSchema, default: 'draft' as const },
  max_joueurs_poste: {
    schema: z.record(z.enum(POSTES), z.number().int().min(0)),
    default: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
  },
  max_par_club: { schema: z.number().int().min(1), default: 3 },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]['schema']>;

export async function getSetting<K extends SettingKey>(db: Db | Tx, key: K): Promise<SettingValue<K>> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  const def = SETTINGS[key];
  if (!row) return def.default as SettingValue<K>;
  const parsed = def.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : def.default) as SettingValue<K>;
}

export async function setSetting<K extends SettingKey>(db: Db | Tx, key: K, value: SettingValue<K>) {
  const v = SETTINGS[key].schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: v })
    .onConflictDoUpdate({ target: settings.key, set: { value: v } });
}
