import { saisonsCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { leagueSaisons } from './list.js';

/** The seasons calls (issue 28): the session's league's seasons. */
export default async function saisonsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, saisonsCalls.list, async (_input, req) => ok(await leagueSaisons(db, leagueOf(req))));
}
