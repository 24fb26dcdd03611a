import {
  teamsAllQuery,
  teamsAllResponse,
  teamsByUserQuery,
  teamsByUserResponse,
  teamsTakenQuery,
  teamsTakenResponse,
} from '@poolfoot/domain';
import { getSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import type { App } from '../../http/types.js';
import { allTeams, takenAt, teamJournee, teamOf } from './ownership.js';

/** The teams calls (SPEC.md §7): teams are public to every logged-in pooler. */
export default async function teamsRoutes(app: App) {
  const { db } = app.ctx.database;

  app.get(
    '/backend/api/teams/getByUser.php',
    { config: { access: 'user' }, schema: { querystring: teamsByUserQuery, response: { 200: teamsByUserResponse } } },
    async (req) => {
      const saisonId = (await getSetting(db, 'saison')).id;
      const userId = req.query.user_id ?? currentUser(req).id;
      return ok({ team: await teamOf(db, userId, await teamJournee(db, saisonId), saisonId) });
    },
  );

  app.get(
    '/backend/api/teams/getAll.php',
    { config: { access: 'user' }, schema: { querystring: teamsAllQuery, response: { 200: teamsAllResponse } } },
    async (req) => {
      const saisonId = req.query.saison_id ?? (await getSetting(db, 'saison')).id;
      const journee = await teamJournee(db, saisonId);
      return ok({ saison_id: saisonId, journee, teams: await allTeams(db, journee, saisonId) });
    },
  );

  app.get(
    '/backend/api/teams/getTakenPlayers.php',
    { config: { access: 'user' }, schema: { querystring: teamsTakenQuery, response: { 200: teamsTakenResponse } } },
    async (req) => {
      const saisonId = (await getSetting(db, 'saison')).id;
      const journee = req.query.journee ?? (await teamJournee(db, saisonId));
      return ok({ journee, joueur_ids: await takenAt(db, journee, saisonId) });
    },
  );
}
