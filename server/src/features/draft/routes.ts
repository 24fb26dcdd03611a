import { DRAFT_MSG, draftCalls, MSG } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { actingFor, currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { publish } from '../live/index.js';
import { startPickClock } from './pick-clock.js';
import { readDraft } from './read.js';
import { changeStatus, deleteChoix, editChoix, initOrder, pick, resetDraft, runPickClock, setPickClock, simulatePick } from './service.js';

/** The draft calls (SPEC.md §7): every committed change is published live to the 'draft' topic. */
export default async function draftRoutes(app: App) {
  const { ctx } = app;
  const changed = () => publish(ctx, 'draft');
  startPickClock(app);

  route(app, draftCalls.get, async () => {
    if (await runPickClock(ctx)) await changed();
    return ok(await readDraft(ctx.database.db));
  });

  route(app, draftCalls.init, async ({ ordre }) => {
    await initOrder(ctx, ordre);
    await changed();
    return ok({}, MSG.orderSaved);
  });

  route(app, draftCalls.initDraft, async () => {
    await resetDraft(ctx);
    await changed();
    return ok({}, DRAFT_MSG.reset);
  });

  route(app, draftCalls.changeStatus, async ({ status }) => {
    const message = await changeStatus(ctx, status);
    await changed();
    return ok({}, message);
  });

  route(app, draftCalls.pick, async ({ userId, playerId }, req) => {
    const result = await pick(ctx, currentUser(req).id, actingFor(req, userId), playerId);
    await changed();
    return ok(result, MSG.pickSuccess(result.player));
  });

  route(app, draftCalls.simulate, async () => {
    const result = await simulatePick(ctx);
    await changed();
    return ok(result, DRAFT_MSG.simulated(result.player, result.pooler));
  });

  route(app, draftCalls.editChoix, async ({ tour, rang, userId, playerId }) => {
    const result = await editChoix(ctx, { tour, rang }, userId, playerId);
    await changed();
    return ok(result, MSG.editPickSuccess);
  });

  route(app, draftCalls.deleteChoix, async (slot) => {
    await deleteChoix(ctx, slot);
    await changed();
    return ok({}, DRAFT_MSG.deleted);
  });

  route(app, draftCalls.setClock, async ({ minutes }) => {
    await setPickClock(ctx, minutes);
    await changed();
    return ok({}, DRAFT_MSG.clockSet(minutes));
  });
}
