import { gameCalls, SRV } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser, leagueOf, readingFor } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { scopeOf, setLeagueSetting } from '../ligues/index.js';
import { gameHome } from './home.js';
import { currentPreparation } from './preparation.js';
import { gameContext } from './service.js';

export default async function gameRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, gameCalls.context, async ({ userId }, req) =>
    ok({ game: await gameContext(db, await scopeOf(db, req), readingFor(req, userId)) }),
  );

  route(app, gameCalls.home, async (_input, req) => ok({ home: await gameHome(db, leagueOf(req), currentUser(req), app.ctx.now()) }));

  route(app, gameCalls.preparation, async () => ok({ preparation: currentPreparation(app.ctx) }));

  route(app, gameCalls.setPhase, async ({ phase }, req) => {
    await setLeagueSetting(db, leagueOf(req), 'phase', phase);
    return ok({}, SRV.phaseChanged(phase));
  });
}
