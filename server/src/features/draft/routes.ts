import {
  DRAFT_MSG,
  draftChangeStatusRequest,
  draftDeleteChoixRequest,
  draftEditChoixRequest,
  draftGetResponse,
  draftInitRequest,
  draftPickRequest,
  draftPickResponse,
  draftSetClockRequest,
  MSG,
  okSchema,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { actingFor, currentUser } from '../../http/guards.js';
import type { App } from '../../http/types.js';
import { publish } from '../live/publish.js';
import { startPickClock } from './clock.js';
import { readDraft } from './read.js';
import { changeStatus, deleteChoix, editChoix, initOrder, pick, resetDraft, runPickClock, setPickClock, simulatePick } from './service.js';

/** The draft calls (SPEC.md §7): every committed change is published live to the 'draft' topic. */
export default async function draftRoutes(app: App) {
  const { ctx } = app;
  const changed = () => publish(ctx, 'draft');
  startPickClock(app);

  app.get('/backend/api/draft/get.php', { config: { access: 'user' }, schema: { response: { 200: draftGetResponse } } }, async () => {
    if (await runPickClock(ctx)) await changed();
    return ok(await readDraft(ctx.database.db));
  });

  app.post(
    '/backend/api/draft/init.php',
    { config: { access: 'admin' }, schema: { body: draftInitRequest, response: { 200: okSchema } } },
    async (req) => {
      await initOrder(ctx, req.body.ordre);
      await changed();
      return ok({}, MSG.orderSaved);
    },
  );

  app.post('/backend/api/draft/initDraft.php', { config: { access: 'admin' }, schema: { response: { 200: okSchema } } }, async () => {
    await resetDraft(ctx);
    await changed();
    return ok({}, DRAFT_MSG.reset);
  });

  app.post(
    '/backend/api/draft/changeStatus.php',
    { config: { access: 'admin' }, schema: { body: draftChangeStatusRequest, response: { 200: okSchema } } },
    async (req) => {
      const message = await changeStatus(ctx, req.body.status);
      await changed();
      return ok({}, message);
    },
  );

  app.post(
    '/backend/api/draft/pick.php',
    { config: { access: 'user' }, schema: { body: draftPickRequest, response: { 200: draftPickResponse } } },
    async (req) => {
      const result = await pick(ctx, currentUser(req).id, actingFor(req, req.body.userId), req.body.playerId);
      await changed();
      return ok(result, MSG.pickSuccess(result.player));
    },
  );

  app.post(
    '/backend/api/draft/simulate.php',
    { config: { access: 'admin' }, schema: { response: { 200: draftPickResponse } } },
    async () => {
      const result = await simulatePick(ctx);
      await changed();
      return ok(result, DRAFT_MSG.simulated(result.player, result.pooler));
    },
  );

  app.post(
    '/backend/api/draft/editChoix.php',
    { config: { access: 'admin' }, schema: { body: draftEditChoixRequest, response: { 200: draftPickResponse } } },
    async (req) => {
      const { tour, rang, userId, playerId } = req.body;
      const result = await editChoix(ctx, { tour, rang }, userId, playerId);
      await changed();
      return ok(result, MSG.editPickSuccess);
    },
  );

  app.post(
    '/backend/api/draft/deleteChoix.php',
    { config: { access: 'admin' }, schema: { body: draftDeleteChoixRequest, response: { 200: okSchema } } },
    async (req) => {
      await deleteChoix(ctx, req.body);
      await changed();
      return ok({}, DRAFT_MSG.deleted);
    },
  );

  app.post(
    '/backend/api/draft/setClock.php',
    { config: { access: 'admin' }, schema: { body: draftSetClockRequest, response: { 200: okSchema } } },
    async (req) => {
      await setPickClock(ctx, req.body.minutes);
      await changed();
      return ok({}, DRAFT_MSG.clockSet(req.body.minutes));
    },
  );
}
