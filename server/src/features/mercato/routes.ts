import { MSG, mercatoCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { actingFor } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { publish } from '../live/index.js';
import { echange, remplacement, updateMove } from './admin.js';
import { mercatoView } from './state.js';
import { backToPriority, close, open, passTurn, pick } from './turn.js';

/** The mercato calls (SPEC.md §7 mercato/*) plus opening and closing from /admin. */
export default async function mercatoRoutes(app: App) {
  const { ctx } = app;
  const changed = async <T extends Record<string, unknown>>(message: string, fields: T = {} as T, lineups = false) => {
    await publish(ctx, 'mercato');
    if (lineups) await publish(ctx, 'compos');
    return ok(fields, message);
  };

  route(app, mercatoCalls.get, async () => ok(await mercatoView(ctx.database.db, ctx.now())));

  route(app, mercatoCalls.pass, async ({ user_id }, req) => changed(await passTurn(ctx, actingFor(req, user_id))));

  route(app, mercatoCalls.priority, async ({ user_id }, req) => changed(await backToPriority(ctx, actingFor(req, user_id))));

  route(app, mercatoCalls.pick, async ({ user_id, old_joueur_id, new_joueur_id }, req) => {
    const userId = actingFor(req, user_id);
    return changed(await pick(ctx, userId, old_joueur_id, new_joueur_id), {}, true);
  });

  route(app, mercatoCalls.updateMove, async (move) => changed(await updateMove(ctx, move), {}, true));

  route(app, mercatoCalls.echange, async (exchange) => {
    const swapped = await echange(ctx, exchange);
    return changed(MSG.exchangeDone(swapped), { swapped }, true);
  });

  route(app, mercatoCalls.remplacement, async (replacement) => changed(await remplacement(ctx, replacement), {}, true));

  route(app, mercatoCalls.open, async () => changed(await open(ctx)));

  route(app, mercatoCalls.close, async () => changed(await close(ctx)));
}
