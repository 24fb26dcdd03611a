import { getSetting } from '../../db/settings.js';
import type { AppContext } from '../../http/types.js';
import { defaultPolicy, type FetchPolicy, sleep } from '../../providers/http.js';

/** Where the Ligue 1 data comes from and how patiently (SPEC.md §9), per app. */
export type ChampionnatRuntime = {
  demo: boolean;
  lfpApiUrl: string;
  tmUrl: string;
  policy: FetchPolicy;
  /** The pause between two matches (or clubs) of a job: 250 ms (SPEC.md §9) with an outside source, none with the demo league. */
  pause: () => Promise<void>;
};

const LFP_API_DEFAULT = 'https://ma-api.ligue1.fr';
const TM_DEFAULT = 'https://www.transfermarkt.fr';
export const DEMO_CHAMPIONNAT_PATH = '/demo-league';

type Overrides = Partial<Omit<ChampionnatRuntime, 'policy' | 'demo'>> & { policy?: Partial<FetchPolicy> };
const state = new WeakMap<AppContext, { demo: boolean; overrides: Overrides }>();

/**
 * Whether the demo league is on: DEMO_LEAGUE=on (the real set-up path tried on a database without demo data),
 * DEMO set (not 'none'), or, with DEMO unset, an embedded database seeded with the demo (its seed says so).
 */
async function detectDemo(ctx: AppContext): Promise<boolean> {
  if (ctx.config.DEMO_LEAGUE === 'on') return true;
  const demo = ctx.config.DEMO;
  if (demo) return demo !== 'none';
  if (ctx.config.DATABASE_URL) return false;
  return getSetting(ctx.database.db, 'demo_world');
}

export async function initChampionnatRuntime(ctx: AppContext): Promise<boolean> {
  const demo = await detectDemo(ctx);
  state.set(ctx, { demo, overrides: state.get(ctx)?.overrides ?? {} });
  return demo;
}

/** Replaces sources or timings of an app (tests: a local source, no real waiting). */
export function configureChampionnat(ctx: AppContext, overrides: Overrides) {
  const cur = state.get(ctx) ?? { demo: false, overrides: {} };
  state.set(ctx, { ...cur, overrides: { ...cur.overrides, ...overrides, policy: { ...cur.overrides.policy, ...overrides.policy } } });
}

export function championnatRuntime(ctx: AppContext): ChampionnatRuntime {
  const { demo, overrides } = state.get(ctx) ?? { demo: false, overrides: {} };
  const self = `${ctx.config.appUrl}${DEMO_CHAMPIONNAT_PATH}`;
  const lfpApiUrl = overrides.lfpApiUrl ?? ctx.config.LFP_API_URL ?? (demo ? self : LFP_API_DEFAULT);
  const tmUrl = overrides.tmUrl ?? ctx.config.TM_URL ?? (demo ? `${self}/tm` : TM_DEFAULT);
  // The pause spares an outside site; our own demo league, served by this process, needs none.
  const outside = !lfpApiUrl.startsWith(self) || !tmUrl.startsWith(self);
  return {
    demo,
    lfpApiUrl,
    tmUrl,
    policy: { ...defaultPolicy, ...overrides.policy },
    pause: overrides.pause ?? (outside ? () => sleep(250) : async () => {}),
  };
}
