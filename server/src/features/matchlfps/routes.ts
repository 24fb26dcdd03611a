import { MATCHLFPS_MSG, matchlfpsCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { deleteMatch, getMatch, matchsByJournee, updateMatch } from './service.js';

/**
 * The league match calls (SPEC.md §7): reads for any logged-in user, changes for admins. The league
 * imports (import_lfp.php, import_lfp_stats.php) live with the league feature.
 */
export default async function matchlfpsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, matchlfpsCalls.getByJournee, async ({ journee }) => ok({ matchs: await matchsByJournee(db, journee) }));

  route(app, matchlfpsCalls.get, async ({ id }) => ok({ match: await getMatch(db, id) }));

  route(app, matchlfpsCalls.update, async (input) => ok({ match: await updateMatch(db, input) }, MATCHLFPS_MSG.updated));

  route(app, matchlfpsCalls.delete, async ({ id }) => {
    await deleteMatch(db, id);
    return ok({}, MATCHLFPS_MSG.deleted);
  });
}
