import { resultatsCalls, SAISON_MSG, saisonsCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { scopeOf } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { leagueSaisons } from './list.js';
import { palmares } from './palmares.js';
import { saisonRecords } from './records.js';
import { startSeason } from './start.js';

/**
 * The seasons calls: the session's league's seasons, a season's podium and records, the next one's start, and
 * its palmarès (resultats/palmares.php: its champions and all-time tables).
 */
export default async function saisonsRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, saisonsCalls.list, async (_input, req) => ok(await leagueSaisons(db, leagueOf(req))));

  route(app, resultatsCalls.palmares, async (_input, req) => ok(await palmares(db, leagueOf(req))));

  route(app, saisonsCalls.records, async ({ saison_id }, req) => ok(await saisonRecords(db, await scopeOf(db, req, saison_id))));

  route(app, saisonsCalls.start, async ({ ordre }, req) => {
    const ls = await scopeOf(db, req);
    const started = await startSeason(ctx, ls, ordre);
    await publish(ctx, 'draft', ls);
    return ok(started, SAISON_MSG.started(started.nom));
  });
}
