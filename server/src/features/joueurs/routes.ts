import {
  ALL_POSTES,
  clubsPostesResponse,
  idBody,
  idQuery,
  importResponse,
  joueurGetResponse,
  joueurInput,
  JOUEURS_MSG,
  joueursImportRequest,
  joueursListResponse,
  joueursMutationResponse,
  joueurUpdate,
  okSchema,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import type { App } from '../../http/types.js';
import { clubOptions, createJoueur, deleteJoueur, getJoueur, importJoueurs, listJoueurs, updateJoueur } from './service.js';

/** The joueurs calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export default async function joueursRoutes(app: App) {
  const { db } = app.ctx.database;

  app.get('/backend/api/joueurs/list.php', { config: { access: 'user' }, schema: { response: { 200: joueursListResponse } } }, async () =>
    ok({ joueurs: await listJoueurs(db) }),
  );

  app.get(
    '/backend/api/joueurs/get.php',
    { config: { access: 'user' }, schema: { querystring: idQuery, response: { 200: joueurGetResponse } } },
    async (req) => {
      const joueur = await getJoueur(db, req.query.id);
      return ok({ joueur, clubs: await clubOptions(db, joueur.saison_id), postes: ALL_POSTES });
    },
  );

  app.get(
    '/backend/api/joueurs/get_clubs_postes.php',
    { config: { access: 'user' }, schema: { response: { 200: clubsPostesResponse } } },
    async () => ok({ clubs: await clubOptions(db), postes: ALL_POSTES }),
  );

  app.post(
    '/backend/api/joueurs/create.php',
    { config: { access: 'admin' }, schema: { body: joueurInput, response: { 200: joueursMutationResponse } } },
    async (req) => ok({ id: await createJoueur(db, req.body) }, JOUEURS_MSG.created),
  );

  app.post(
    '/backend/api/joueurs/update.php',
    { config: { access: 'admin' }, schema: { body: joueurUpdate, response: { 200: joueursMutationResponse } } },
    async (req) => {
      const { id, ...input } = req.body;
      await updateJoueur(db, id, input);
      return ok({ id }, JOUEURS_MSG.updated);
    },
  );

  app.post(
    '/backend/api/joueurs/delete.php',
    { config: { access: 'admin' }, schema: { body: idBody, response: { 200: okSchema } } },
    async (req) => {
      await deleteJoueur(db, req.body.id);
      return ok({}, JOUEURS_MSG.deleted);
    },
  );

  app.post(
    '/backend/api/joueurs/import.php',
    {
      config: { access: 'admin' },
      bodyLimit: app.ctx.config.IMPORT_BODY_LIMIT,
      schema: { body: joueursImportRequest, response: { 200: importResponse } },
    },
    async (req) => {
      const { message, ...result } = await importJoueurs(db, req.body.joueurs);
      return ok(result, message);
    },
  );
}
