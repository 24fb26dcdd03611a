import { gameContextRequest, gameContextResponse, okSchema, setPhaseRequest, SRV } from '@poolfoot/domain';
import { setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { actingFor } from '../../http/guards.js';
import type { App } from '../../http/types.js';
import { gameContext } from './service.js';

export default async function gameRoutes(app: App) {
  const { db } = app.ctx.database;

  app.post(
    '/backend/api/game/context.php',
    { config: { access: 'user' }, schema: { body: gameContextRequest, response: { 200: gameContextResponse } } },
    async (req) => ok({ game: await gameContext(db, actingFor(req, req.body.userId)) }),
  );

  app.post(
    '/backend/api/game/setPhase.php',
    { config: { access: 'admin' }, schema: { body: setPhaseRequest, response: { 200: okSchema } } },
    async (req) => {
      await setSetting(db, 'phase', req.body.phase);
      return ok({}, SRV.phaseChanged(req.body.phase));
    },
  );
}
