import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { autopilotSettingSchema, DEFAULT_SCORING_GRID, scoringGridSchema } from '@poolfoot/domain';
import type { Db, Q } from './client.js';
import { seasons, settings } from './schema.js';
import { autopilotStateSchema } from './autopilot-state.js';

/** The instance's settings with their schema and default (a league's own: features/ligues/settings.ts). */
const SETTINGS = {
  saison: { schema: z.object({ id: z.number().int(), nom: z.string() }), default: { id: 2026, nom: 'Saison 2025/2026' } },
  scoring_grid: { schema: scoringGridSchema, default: DEFAULT_SCORING_GRID },
  /** The autopilot: the server follows the league by itself; an admin pauses it; a live sheet read every poll_seconds. */
  autopilot: { schema: autopilotSettingSchema, default: { enabled: true, poll_seconds: 60 } },
  /** The autopilot's own bookkeeping, shared by every server process (features/autopilot/state.ts). */
  autopilot_state: { schema: autopilotStateSchema, default: { matches: {}, journees: {} } },
  /**
   * True from a first start's demo seeding (DEMO=season) until its first matchdays are played (demo/season.ts): a
   * first start stopped half way resumes them at the next start.
   */
  demo_season_pending: { schema: z.boolean(), default: false },
  /** The database holds the demo's world (written by its seed): its league answers from this server. */
  demo_world: { schema: z.boolean(), default: false },
  /**
   * The hash of the one-time code that lets the first account be made from the web (setup/admin.php), written at a
   * start with no account and printed in the log; empty once spent or not needed.
   */
  setup_code: { schema: z.string(), default: '' },
  /** The poolers who turned the lineup reminder mails off (/user/account). */
  reminder_mails_off: { schema: z.array(z.number().int()), default: [] as number[] },
  /**
   * Without APP_URL, the address an instance admin last made links on (http/public-url.ts): the mails sent outside a
   * request (reminders, a reset link asked for) link there; empty before.
   */
  public_url: { schema: z.string(), default: '' },
  /** The instance's VAPID key pair for Web Push, made at the first start (features/push/keys.ts); none before. */
  vapid: { schema: z.object({ publicKey: z.string(), privateKey: z.string() }).nullable(), default: null },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]['schema']>;

export async function getSetting<K extends SettingKey>(db: Q, key: K): Promise<SettingValue<K>> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  const def = SETTINGS[key];
  if (!row) return def.default as SettingValue<K>;
  const parsed = def.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : def.default) as SettingValue<K>;
}

/** The id of the current season (setting `saison`), the one every call reads and writes unless told otherwise. */
export const activeSaisonId = async (db: Q) => (await getSetting(db, 'saison')).id;

export async function setSetting<K extends SettingKey>(db: Q, key: K, value: SettingValue<K>) {
  const v = SETTINGS[key].schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: v })
    .onConflictDoUpdate({ target: settings.key, set: { value: v } });
}

/** The current season always has its row: a fresh install without demo data can create clubs and matchdays at once. */
export async function ensureCurrentSeason(db: Db) {
  const saison = await getSetting(db, 'saison');
  await db.insert(seasons).values(saison).onConflictDoNothing();
}
