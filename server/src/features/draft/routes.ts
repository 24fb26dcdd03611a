import { DRAFT_MSG, draftCalls, MSG } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { actingFor, currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { type LeagueSeason, scopeOf } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { startPickClock } from './pick-clock.js';
import { noticeDraftTurn } from './turn-notice.js';
import { readDraft } from './read.js';
import { changeStatus, deleteChoix, editChoix, initOrder, pick, resetDraft, runPickClock, setPickClock, simulatePick } from './service.js';

/**
 * The draft calls (SPEC.md §7), each on the session's league: every committed change is published live to its 'draft'
 * topic, and the pooler whose turn it then is gets a push.
 */
export default async function draftRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  const changed = async (ls: LeagueSeason) => {
    await publish(ctx, 'draft', ls);
    await noticeDraftTurn(ctx, app.log, ls);
  };
  startPickClock(app);

  route(app, draftCalls.get, async (_input, req) => {
    const ls = await scopeOf(db, req);
    if (await runPickClock(ctx, ls)) await changed(ls);
    return ok(await readDraft(db, ls));
  });

  route(app, draftCalls.init, async ({ ordre }, req) => {
    const ls = await scopeOf(db, req);
    await initOrder(ctx, ls, ordre);
    await changed(ls);
    return ok({}, MSG.orderSaved);
  });

  route(app, draftCalls.initDraft, async (_input, req) => {
    const ls = await scopeOf(db, req);
    await resetDraft(ctx, ls);
    await changed(ls);
    return ok({}, DRAFT_MSG.reset);
  });

  route(app, draftCalls.changeStatus, async ({ status }, req) => {
    const ls = await scopeOf(db, req);
    const message = await changeStatus(ctx, ls, status);
    await changed(ls);
    return ok({}, message);
  });

  route(app, draftCalls.pick, async ({ userId, playerId }, req) => {
    const ls = await scopeOf(db, req);
    const result = await pick(ctx, ls, currentUser(req).id, actingFor(req, userId), playerId);
    await changed(ls);
    return ok(result, MSG.pickSuccess(result.player));
  });

  route(app, draftCalls.simulate, async (_input, req) => {
    const ls = await scopeOf(db, req);
    const result = await simulatePick(ctx, ls);
    await changed(ls);
    return ok(result, DRAFT_MSG.simulated(result.player, result.pooler));
  });

  route(app, draftCalls.editChoix, async ({ tour, rang, userId, playerId }, req) => {
    const ls = await scopeOf(db, req);
    const result = await editChoix(ctx, ls, { tour, rang }, userId, playerId);
    await changed(ls);
    return ok(result, MSG.editPickSuccess);
  });

  route(app, draftCalls.deleteChoix, async (slot, req) => {
    const ls = await scopeOf(db, req);
    await deleteChoix(ctx, ls, slot);
    await changed(ls);
    return ok({}, DRAFT_MSG.deleted);
  });

  route(app, draftCalls.setClock, async ({ minutes }, req) => {
    const ls = await scopeOf(db, req);
    await setPickClock(ctx, ls, minutes);
    await changed(ls);
    return ok({}, DRAFT_MSG.clockSet(minutes));
  });
}
