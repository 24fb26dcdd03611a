import { teamsCalls } from '@poolfoot/domain';
import { getSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { allTeams, takenAt, teamJournee, teamOf } from './ownership.js';

/** The teams calls (SPEC.md §7): teams are public to every logged-in pooler. */
export default async function teamsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, teamsCalls.getByUser, async ({ user_id }, req) => {
    const saisonId = (await getSetting(db, 'saison')).id;
    const userId = user_id ?? currentUser(req).id;
    return ok({ team: await teamOf(db, userId, await teamJournee(db, saisonId), saisonId) });
  });

  route(app, teamsCalls.getAll, async ({ saison_id }) => {
    const saisonId = saison_id ?? (await getSetting(db, 'saison')).id;
    const journee = await teamJournee(db, saisonId);
    return ok({ saison_id: saisonId, journee, teams: await allTeams(db, journee, saisonId) });
  });

  route(app, teamsCalls.getTakenPlayers, async (query) => {
    const saisonId = (await getSetting(db, 'saison')).id;
    const journee = query.journee ?? (await teamJournee(db, saisonId));
    return ok({ journee, joueur_ids: await takenAt(db, journee, saisonId) });
  });
}
