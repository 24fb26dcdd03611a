import { DRAFT_MSG, draftCalls, isAdmin, MSG } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser, subjectOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { type LeagueSeason, scopeOf } from '../ligues/index.js';
import { pick, runPickClock, simulatePick } from './pick.js';
import { startPickClock } from './pick-clock.js';
import { clockRanOut, readDraft } from './read.js';
import { readQueue, setQueue } from './queue.js';
import type { StateRow } from './repo.js';
import { awayOrBack, changeStatus, deleteChoix, editChoix, initOrder, resetDraft, setPickClock } from './service.js';
import { draftChanged } from './turn-notice.js';

/**
 * The draft calls (SPEC.md §7), each on the session's league: every committed change is published live to its 'draft'
 * topic, and the pooler whose turn it then is gets a push, from the state the change committed. A pick's way, from the
 * request to the commit, is pick.ts.
 */
export default async function draftRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  const changed = (ls: LeagueSeason, state: StateRow | null) => draftChanged(ctx, app.log, ls, state);
  startPickClock(app);

  /**
   * draft/get.php, a read that settles an expired pick clock (as trades/list.php settles the accepted trades past their
   * review): the page whose countdown ran out asks again and shows the pick made for the pooler at once, not at the
   * timer's next tick (pick-clock.ts); then the draft is read again.
   */
  const readSettlingExpiredClock = async (ls: LeagueSeason) => {
    const draft = await readDraft(db, ls);
    if (!clockRanOut(draft, ctx.now())) return draft;
    // Read again even when this call made no pick: the timer or another reader may have made it a moment before.
    await runPickClock(ctx, ls, (state) => changed(ls, state));
    return readDraft(db, ls);
  };

  route(app, draftCalls.get, async (_input, req) => ok(await readSettlingExpiredClock(await scopeOf(db, req))));

  route(app, draftCalls.init, async ({ ordre }, req) => {
    const ls = await scopeOf(db, req);
    await changed(ls, await initOrder(ctx, ls, ordre));
    return ok({}, MSG.orderSaved);
  });

  route(app, draftCalls.initDraft, async (_input, req) => {
    const ls = await scopeOf(db, req);
    await changed(ls, (await resetDraft(ctx, ls)).state);
    return ok({}, DRAFT_MSG.reset);
  });

  route(app, draftCalls.changeStatus, async ({ status }, req) => {
    const ls = await scopeOf(db, req);
    const { result: message, state } = await changeStatus(ctx, ls, status, isAdmin(currentUser(req).instanceRole));
    await changed(ls, state);
    return ok({}, message);
  });

  route(app, draftCalls.pick, async ({ userId, playerId }, req) => {
    const ls = await scopeOf(db, req);
    const { result, state } = await pick(ctx, ls, currentUser(req).id, subjectOf(req, userId), playerId);
    await changed(ls, state);
    return ok(result, MSG.pickSuccess(result.player));
  });

  route(app, draftCalls.simulate, async (_input, req) => {
    const ls = await scopeOf(db, req);
    const { result, state } = await simulatePick(ctx, ls);
    await changed(ls, state);
    return ok(result, DRAFT_MSG.simulated(result.player, result.pooler));
  });

  route(app, draftCalls.editChoix, async ({ tour, rang, userId, playerId }, req, _reply, acts) => {
    const ls = await scopeOf(db, req);
    const { result, state } = await editChoix(ctx, ls, { tour, rang }, userId, playerId, acts);
    await changed(ls, state);
    return ok(result, MSG.editPickSuccess);
  });

  route(app, draftCalls.deleteChoix, async (slot, req, _reply, acts) => {
    const ls = await scopeOf(db, req);
    await changed(ls, (await deleteChoix(ctx, ls, slot, acts)).state);
    return ok({}, DRAFT_MSG.deleted);
  });

  route(app, draftCalls.queue, async (_input, req) => ok(await readQueue(db, await scopeOf(db, req), currentUser(req).id)));

  route(app, draftCalls.queueSet, async ({ joueur_ids }, req) => {
    const ls = await scopeOf(db, req);
    const me = currentUser(req).id;
    await db.transaction((tx) => setQueue(tx, ls, me, joueur_ids));
    return ok(await readQueue(db, ls, me), DRAFT_MSG.queueSaved);
  });

  route(app, draftCalls.autopick, async ({ on }, req) => {
    const ls = await scopeOf(db, req);
    const me = currentUser(req).id;
    // Under the draft's state: on during my turn, my pick is made at once (withState picks for the away).
    await changed(ls, await awayOrBack(ctx, ls, me, on));
    return ok(await readQueue(db, ls, me), on ? DRAFT_MSG.autopickOn : DRAFT_MSG.autopickOff);
  });

  route(app, draftCalls.setClock, async ({ minutes }, req) => {
    const ls = await scopeOf(db, req);
    await changed(ls, await setPickClock(ctx, ls, minutes));
    return ok({}, DRAFT_MSG.clockSet(minutes));
  });
}
