import { teamsCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { scopeOf } from '../ligues/index.js';
import { allTeams, takenFrom, teamJournee, teamOf } from './ownership.js';

/** The teams calls (SPEC.md §7): a league's teams are seen by every pooler of the league. */
export default async function teamsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, teamsCalls.getByUser, async ({ user_id }, req) => {
    const ls = await scopeOf(db, req);
    const userId = user_id ?? currentUser(req).id;
    return ok({ team: await teamOf(db, userId, await teamJournee(db, ls.saisonId), ls) });
  });

  route(app, teamsCalls.getAll, async ({ saison_id }, req) => {
    const ls = await scopeOf(db, req, saison_id);
    const journee = await teamJournee(db, ls.saisonId);
    return ok({ saison_id: ls.saisonId, journee, teams: await allTeams(db, journee, ls) });
  });

  route(app, teamsCalls.getTakenPlayers, async (query, req) => {
    const ls = await scopeOf(db, req);
    const journee = query.journee ?? (await teamJournee(db, ls.saisonId));
    return ok({ journee, joueur_ids: await takenFrom(db, journee, ls) });
  });
}
