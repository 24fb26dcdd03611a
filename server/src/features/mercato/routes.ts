import {
  MSG,
  mercatoEchangeRequest,
  mercatoEchangeResponse,
  mercatoGetResponse,
  mercatoPickRequest,
  mercatoRemplacementRequest,
  mercatoUpdateMoveRequest,
  mercatoUserRequest,
  okSchema,
} from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { actingFor } from '../../http/guards.js';
import type { App } from '../../http/types.js';
import { publish } from '../live/publish.js';
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

  app.get('/backend/api/mercato/get.php', { config: { access: 'user' }, schema: { response: { 200: mercatoGetResponse } } }, async () =>
    ok(await mercatoView(ctx.database.db)),
  );

  app.post(
    '/backend/api/mercato/pass.php',
    { config: { access: 'user' }, schema: { body: mercatoUserRequest, response: { 200: okSchema } } },
    async (req) => changed(await passTurn(ctx, actingFor(req, req.body.user_id))),
  );

  app.post(
    '/backend/api/mercato/priority.php',
    { config: { access: 'user' }, schema: { body: mercatoUserRequest, response: { 200: okSchema } } },
    async (req) => changed(await backToPriority(ctx, actingFor(req, req.body.user_id))),
  );

  app.post(
    '/backend/api/mercato/pick.php',
    { config: { access: 'user' }, schema: { body: mercatoPickRequest, response: { 200: okSchema } } },
    async (req) => {
      const userId = actingFor(req, req.body.user_id);
      return changed(await pick(ctx, userId, req.body.old_joueur_id, req.body.new_joueur_id), {}, true);
    },
  );

  app.post(
    '/backend/api/mercato/update_move.php',
    { config: { access: 'admin' }, schema: { body: mercatoUpdateMoveRequest, response: { 200: okSchema } } },
    async (req) => changed(await updateMove(ctx, req.body), {}, true),
  );

  app.post(
    '/backend/api/mercato/echange.php',
    { config: { access: 'admin' }, schema: { body: mercatoEchangeRequest, response: { 200: mercatoEchangeResponse } } },
    async (req) => {
      const swapped = await echange(ctx, req.body);
      return changed(MSG.exchangeDone(swapped), { swapped }, true);
    },
  );

  app.post(
    '/backend/api/mercato/remplacement.php',
    { config: { access: 'admin' }, schema: { body: mercatoRemplacementRequest, response: { 200: okSchema } } },
    async (req) => changed(await remplacement(ctx, req.body), {}, true),
  );

  app.post('/backend/api/mercato/open.php', { config: { access: 'admin' }, schema: { response: { 200: okSchema } } }, async () =>
    changed(await open(ctx)),
  );

  app.post('/backend/api/mercato/close.php', { config: { access: 'admin' }, schema: { response: { 200: okSchema } } }, async () =>
    changed(await close(ctx)),
  );
}
