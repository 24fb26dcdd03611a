import { gameCalls, SRV } from '@poolfoot/domain';
import { setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { actingFor, currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { gameHome } from './home.js';
import { currentPreparation } from './preparation.js';
import { gameContext } from './service.js';

export default async function gameRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, gameCalls.context, async ({ userId }, req) => ok({ game: await gameContext(db, actingFor(req, userId)) }));

  route(app, gameCalls.home, async (_input, req) => ok({ home: await gameHome(db, currentUser(req).id, app.ctx.now()) }));

  route(app, gameCalls.preparation, async () => ok({ preparation: currentPreparation(app.ctx) }));

  route(app, gameCalls.setPhase, async ({ phase }) => {
    await setSetting(db, 'phase', phase);
    return ok({}, SRV.phaseChanged(phase));
  });
}
