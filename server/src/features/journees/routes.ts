import { JOURNEES_MSG, journeesCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { activeJournee } from './active.js';
import { createJournee, deleteJournee, getJournee, getJourneeByNum, listJournees, toJournee, updateJournee } from './service.js';

/** The matchday calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export default async function journeesRoutes(app: App) {
  const { db } = app.ctx.database;
  const list = async ({ saison_id }: { saison_id?: number }) => ok({ journees: await listJournees(db, saison_id) });

  route(app, journeesCalls.list, list);
  route(app, journeesCalls.getAll, list);

  route(app, journeesCalls.get, async ({ id }) => ok({ journee: toJournee(await getJournee(db, id)) }));

  route(app, journeesCalls.getActive, async () => {
    const { saisonId, journee } = await activeJournee(db);
    return ok({ saison_id: saisonId, journee: journee ? toJournee(journee) : null });
  });

  route(app, journeesCalls.getByNumjournee, async ({ numjournee }) => ok({ journee: toJournee(await getJourneeByNum(db, numjournee)) }));

  route(app, journeesCalls.create, async (input) => {
    const row = await createJournee(db, input);
    return ok({ journee: toJournee(row) }, JOURNEES_MSG.created(row.numjournee));
  });

  route(app, journeesCalls.update, async ({ id, ...input }) => {
    const row = await updateJournee(db, id, input);
    return ok({ journee: toJournee(row) }, JOURNEES_MSG.updated(row.numjournee));
  });

  route(app, journeesCalls.delete, async ({ id }) => {
    const row = await deleteJournee(db, id);
    return ok({}, JOURNEES_MSG.deleted(row.numjournee));
  });
}
