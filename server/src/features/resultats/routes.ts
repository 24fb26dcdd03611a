import { RESULTATS_MSG, resultatsCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { getJournee, toJournee } from '../journees/index.js';
import { scopeOf } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { calcJournee } from './calc.js';
import { noticeResults } from './notices.js';
import { journeeResults } from './queries.js';
import { generalRanking, rankingHistory } from './ranking.js';

/**
 * The results calls (SPEC.md §7), in the session's league: the matchday computation, the ranking, each matchday's results
 * (the palmarès is the seasons feature's: a league's history).
 */
export default async function resultatsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, resultatsCalls.calcJournee, async ({ journee_id }, req) => {
    const leagueId = leagueOf(req);
    const { journee, finished, poolers } = await calcJournee(db, journee_id, app.ctx.now(), { leagueId });
    // The matchday may have become finished, with every league's results: every league hears of it.
    await publish(app.ctx, 'resultats', 'every league');
    if (finished) await noticeResults(app.ctx, req.log, journee.id);
    const message = (finished ? RESULTATS_MSG.computedFinished : RESULTATS_MSG.computed)(journee.numjournee, poolers);
    return ok({ journee: toJournee(journee), results: await journeeResults(db, leagueId, journee.id), finished }, message);
  });

  route(app, resultatsCalls.getGeneral, async ({ saison_id }, req) => {
    const ls = await scopeOf(db, req, saison_id);
    return ok({ saison_id: ls.saisonId, classement: await generalRanking(db, ls) });
  });

  route(app, resultatsCalls.getByJournee, async ({ journee_id }, req) => {
    const journee = await getJournee(db, journee_id);
    return ok({ journee: toJournee(journee), results: await journeeResults(db, leagueOf(req), journee.id) });
  });

  route(app, resultatsCalls.getHistory, async ({ saison_id }, req) => {
    const ls = await scopeOf(db, req, saison_id);
    return ok({ saison_id: ls.saisonId, history: await rankingHistory(db, ls) });
  });
}
