import { CLUBS_MSG, clubsCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { createClub, deleteClub, getClub, importClubs, listClubs, updateClub } from './service.js';

/** The clubs calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export default async function clubsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, clubsCalls.list, async () => ok({ clubs: await listClubs(db) }));

  route(app, clubsCalls.get, async ({ id }) => ok({ club: await getClub(db, id) }));

  route(app, clubsCalls.create, async (input) => ok({ id: await createClub(db, input) }, CLUBS_MSG.created));

  route(app, clubsCalls.update, async ({ id, ...input }) => {
    await updateClub(db, id, input);
    return ok({ id }, CLUBS_MSG.updated);
  });

  route(app, clubsCalls.delete, async ({ id }) => {
    await deleteClub(db, id);
    return ok({}, CLUBS_MSG.deleted);
  });

  route(app, clubsCalls.import, async ({ clubs }) => {
    const { message, ...result } = await importClubs(db, clubs);
    return ok(result, message);
  });
}
