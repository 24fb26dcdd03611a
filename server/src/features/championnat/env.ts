import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getSetting } from '../../db/settings.js';
import type { AppContext } from '../../http/types.js';
import { type LfpClient, lfpClient } from '../../providers/lfp/client.js';
import { type TmClient, tmClient } from '../../providers/tm/client.js';
import { type ChampionnatRuntime, championnatRuntime } from './runtime.js';

/** What a championnat operation needs: the database, the clock, the sources and the season. */
export type ChampionnatEnv = {
  db: Db;
  now: () => Date;
  lfp: LfpClient;
  tm: TmClient;
  saisonId: number;
  runtime: ChampionnatRuntime;
  log: FastifyBaseLogger;
};

export async function championnatEnv(ctx: AppContext, log: FastifyBaseLogger, signal?: AbortSignal): Promise<ChampionnatEnv> {
  const runtime = championnatRuntime(ctx);
  const saison = await getSetting(ctx.database.db, 'saison');
  return {
    db: ctx.database.db,
    now: () => ctx.now(),
    lfp: lfpClient(runtime.lfpApiUrl, runtime.policy, { signal, log }),
    tm: tmClient(runtime.tmUrl, runtime.policy, { signal, log }),
    saisonId: saison.id,
    runtime,
    log,
  };
}
