import {
  matchlfpGetResponse,
  matchlfpIdBody,
  matchlfpIdQuery,
  MATCHLFPS_MSG,
  matchlfpsByJourneeQuery,
  matchlfpsListResponse,
  matchlfpUpdate,
  okSchema,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import type { App } from '../../http/types.js';
import { deleteMatch, getMatch, matchsByJournee, updateMatch } from './service.js';

/**
 * The league match calls (SPEC.md §7): reads for any logged-in user, changes for admins. The league
 * imports (import_lfp.php, import_lfp_stats.php) live with the league feature.
 */
export default async function matchlfpsRoutes(app: App) {
  const { db } = app.ctx.database;

  app.get(
    '/backend/api/matchlfps/getByJournee.php',
    { config: { access: 'user' }, schema: { querystring: matchlfpsByJourneeQuery, response: { 200: matchlfpsListResponse } } },
    async (req) => ok({ matchs: await matchsByJournee(db, req.query.journee) }),
  );

  app.get(
    '/backend/api/matchlfps/get.php',
    { config: { access: 'user' }, schema: { querystring: matchlfpIdQuery, response: { 200: matchlfpGetResponse } } },
    async (req) => ok({ match: await getMatch(db, req.query.id) }),
  );

  app.post(
    '/backend/api/matchlfps/update.php',
    { config: { access: 'admin' }, schema: { body: matchlfpUpdate, response: { 200: matchlfpGetResponse } } },
    async (req) => ok({ match: await updateMatch(db, req.body) }, MATCHLFPS_MSG.updated),
  );

  app.post(
    '/backend/api/matchlfps/delete.php',
    { config: { access: 'admin' }, schema: { body: matchlfpIdBody, response: { 200: okSchema } } },
    async (req) => {
      await deleteMatch(db, req.body.id);
      return ok({}, MATCHLFPS_MSG.deleted);
    },
  );
}
