import {
  CLUBS_MSG,
  clubGetResponse,
  clubInput,
  clubsImportRequest,
  clubsListResponse,
  clubsMutationResponse,
  clubUpdate,
  idBody,
  idQuery,
  importResponse,
  okSchema,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import type { App } from '../../http/types.js';
import { createClub, deleteClub, getClub, importClubs, listClubs, updateClub } from './service.js';

/** The clubs calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export default async function clubsRoutes(app: App) {
  const { db } = app.ctx.database;

  app.get('/backend/api/clubs/list.php', { config: { access: 'user' }, schema: { response: { 200: clubsListResponse } } }, async () =>
    ok({ clubs: await listClubs(db) }),
  );

  app.get(
    '/backend/api/clubs/get.php',
    { config: { access: 'user' }, schema: { querystring: idQuery, response: { 200: clubGetResponse } } },
    async (req) => ok({ club: await getClub(db, req.query.id) }),
  );

  app.post(
    '/backend/api/clubs/create.php',
    { config: { access: 'admin' }, schema: { body: clubInput, response: { 200: clubsMutationResponse } } },
    async (req) => ok({ id: await createClub(db, req.body) }, CLUBS_MSG.created),
  );

  app.post(
    '/backend/api/clubs/update.php',
    { config: { access: 'admin' }, schema: { body: clubUpdate, response: { 200: clubsMutationResponse } } },
    async (req) => {
      const { id, ...input } = req.body;
      await updateClub(db, id, input);
      return ok({ id }, CLUBS_MSG.updated);
    },
  );

  app.post(
    '/backend/api/clubs/delete.php',
    { config: { access: 'admin' }, schema: { body: idBody, response: { 200: okSchema } } },
    async (req) => {
      await deleteClub(db, req.body.id);
      return ok({}, CLUBS_MSG.deleted);
    },
  );

  app.post(
    '/backend/api/clubs/import.php',
    {
      config: { access: 'admin' },
      bodyLimit: app.ctx.config.IMPORT_BODY_LIMIT,
      schema: { body: clubsImportRequest, response: { 200: importResponse } },
    },
    async (req) => {
      const { message, ...result } = await importClubs(db, req.body.clubs);
      return ok(result, message);
    },
  );
}
