import { ALL_POSTES, JOUEURS_MSG, joueursCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { clubOptions, createJoueur, deleteJoueur, getJoueur, importJoueurs, listJoueurs, updateJoueur } from './service.js';

/** The joueurs calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export default async function joueursRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, joueursCalls.list, async () => ok({ joueurs: await listJoueurs(db) }));

  route(app, joueursCalls.get, async ({ id }) => {
    const joueur = await getJoueur(db, id);
    return ok({ joueur, clubs: await clubOptions(db, joueur.saison_id), postes: ALL_POSTES });
  });

  route(app, joueursCalls.getClubsPostes, async () => ok({ clubs: await clubOptions(db), postes: ALL_POSTES }));

  route(app, joueursCalls.create, async (input) => ok({ id: await createJoueur(db, input) }, JOUEURS_MSG.created));

  route(app, joueursCalls.update, async ({ id, ...input }) => {
    await updateJoueur(db, id, input);
    return ok({ id }, JOUEURS_MSG.updated);
  });

  route(app, joueursCalls.delete, async ({ id }) => {
    await deleteJoueur(db, id);
    return ok({}, JOUEURS_MSG.deleted);
  });

  route(app, joueursCalls.import, async ({ joueurs }) => {
    const { message, ...result } = await importJoueurs(db, joueurs);
    return ok(result, message);
  });
}
