import { MSG, mercatoCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { subjectOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { type LeagueSeason, scopeOf } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { echange, remplacement, updateMove } from './admin.js';
import { mercatoView } from './state.js';
import { backToPriority, close, open, passTurn, pick } from './turn.js';
import { noticeMercatoTurn } from './turn-notice.js';

/** The mercato calls (SPEC.md §7 mercato/*) plus opening and closing from /admin, each on the session's league. */
export default async function mercatoRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  const changed = async <T extends Record<string, unknown>>(ls: LeagueSeason, message: string, fields: T = {} as T, lineups = false) => {
    await publish(ctx, 'mercato', ls);
    if (lineups) await publish(ctx, 'compos', ls);
    await noticeMercatoTurn(ctx, app.log, ls);
    return ok(fields, message);
  };

  route(app, mercatoCalls.get, async (_input, req) => ok(await mercatoView(db, await scopeOf(db, req), ctx.now())));

  route(app, mercatoCalls.pass, async ({ user_id }, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await passTurn(ctx, ls, subjectOf(req, user_id)));
  });

  route(app, mercatoCalls.priority, async ({ user_id }, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await backToPriority(ctx, ls, subjectOf(req, user_id)));
  });

  route(app, mercatoCalls.pick, async ({ user_id, old_joueur_id, new_joueur_id }, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await pick(ctx, ls, subjectOf(req, user_id), old_joueur_id, new_joueur_id), {}, true);
  });

  route(app, mercatoCalls.updateMove, async (move, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await updateMove(ctx, ls, move), {}, true);
  });

  route(app, mercatoCalls.echange, async (exchange, req) => {
    const ls = await scopeOf(db, req);
    const swapped = await echange(ctx, ls, exchange);
    return changed(ls, MSG.exchangeDone(swapped), { swapped }, true);
  });

  route(app, mercatoCalls.remplacement, async (replacement, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await remplacement(ctx, ls, replacement), {}, true);
  });

  route(app, mercatoCalls.open, async (_input, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await open(ctx, ls));
  });

  route(app, mercatoCalls.close, async (_input, req) => {
    const ls = await scopeOf(db, req);
    return changed(ls, await close(ctx, ls));
  });
}
