import { liguesCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { myLeagues } from './queries.js';

/** The friends' leagues of an instance (issue 27, docs/ligues.md). */
export default async function liguesRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, liguesCalls.mine, async (_input, req) => {
    const me = currentUser(req);
    return ok({ leagues: await myLeagues(db, me.id), active_id: me.league?.id ?? null });
  });
}
