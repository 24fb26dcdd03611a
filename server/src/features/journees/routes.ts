import {
  journeeActiveResponse,
  journeeGetResponse,
  journeeIdBody,
  journeeIdQuery,
  journeeInput,
  JOURNEES_MSG,
  journeesListResponse,
  journeeUpdate,
  numjourneeQuery,
  okSchema,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import type { App } from '../../http/types.js';
import { activeJournee } from './active.js';
import { createJournee, deleteJournee, getJournee, getJourneeByNum, listJournees, toJournee, updateJournee } from './service.js';

/** The matchday calls (SPEC.md §7): reads for any logged-in user, changes for admins. */
export default async function journeesRoutes(app: App) {
  const { db } = app.ctx.database;
  const list = { config: { access: 'user' as const }, schema: { response: { 200: journeesListResponse } } };

  app.get('/backend/api/journees/list.php', list, async () => ok({ journees: await listJournees(db) }));
  app.get('/backend/api/journees/getAll.php', list, async () => ok({ journees: await listJournees(db) }));

  app.get(
    '/backend/api/journees/get.php',
    { config: { access: 'user' }, schema: { querystring: journeeIdQuery, response: { 200: journeeGetResponse } } },
    async (req) => ok({ journee: toJournee(await getJournee(db, req.query.id)) }),
  );

  app.get(
    '/backend/api/journees/getActive.php',
    { config: { access: 'user' }, schema: { response: { 200: journeeActiveResponse } } },
    async () => {
      const { saisonId, journee } = await activeJournee(db);
      return ok({ saison_id: saisonId, journee: journee ? toJournee(journee) : null });
    },
  );

  app.get(
    '/backend/api/journees/getByNumjournee.php',
    { config: { access: 'user' }, schema: { querystring: numjourneeQuery, response: { 200: journeeGetResponse } } },
    async (req) => ok({ journee: toJournee(await getJourneeByNum(db, req.query.numjournee)) }),
  );

  app.post(
    '/backend/api/journees/create.php',
    { config: { access: 'admin' }, schema: { body: journeeInput, response: { 200: journeeGetResponse } } },
    async (req) => {
      const row = await createJournee(db, req.body);
      return ok({ journee: toJournee(row) }, JOURNEES_MSG.created(row.numjournee));
    },
  );

  app.post(
    '/backend/api/journees/update.php',
    { config: { access: 'admin' }, schema: { body: journeeUpdate, response: { 200: journeeGetResponse } } },
    async (req) => {
      const { id, ...input } = req.body;
      const row = await updateJournee(db, id, input);
      return ok({ journee: toJournee(row) }, JOURNEES_MSG.updated(row.numjournee));
    },
  );

  app.post(
    '/backend/api/journees/delete.php',
    { config: { access: 'admin' }, schema: { body: journeeIdBody, response: { 200: okSchema } } },
    async (req) => {
      const row = await deleteJournee(db, req.body.id);
      return ok({}, JOURNEES_MSG.deleted(row.numjournee));
    },
  );
}
