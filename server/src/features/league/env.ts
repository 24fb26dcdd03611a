import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getSetting } from '../../db/settings.js';
import type { AppContext } from '../../http/types.js';
import { type LfpClient, lfpClient } from '../../providers/lfp/client.js';
import { type TmClient, tmClient } from '../../providers/tm/client.js';
import { type LeagueRuntime, leagueRuntime } from './runtime.js';

/** What a league operation needs: the database, the clock, the sources and the season. */
export type LeagueEnv = {
  db: Db;
  now: () => Date;
  lfp: LfpClient;
  tm: TmClient;
  saisonId: number;
  runtime: LeagueRuntime;
  log: FastifyBaseLogger;
};

export async function leagueEnv(ctx: AppContext, log: FastifyBaseLogger, signal?: AbortSignal): Promise<LeagueEnv> {
  const runtime = leagueRuntime(ctx);
  const saison = await getSetting(ctx.database.db, 'saison');
  return {
    db: ctx.database.db,
    now: () => ctx.now(),
    lfp: lfpClient(runtime.lfpApiUrl, runtime.policy, signal),
    tm: tmClient(runtime.tmUrl, runtime.policy, signal),
    saisonId: saison.id,
    runtime,
    log,
  };
}
