import { RESULTATS_MSG, resultatsCalls } from '@poolfoot/domain';
import { getSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { getJournee, toJournee } from '../journees/index.js';
import { publish } from '../live/index.js';
import { calcJournee } from './calc.js';
import { journeeResults } from './queries.js';
import { generalRanking, rankingHistory } from './ranking.js';

/** The results calls (SPEC.md §7): the matchday computation, the general ranking and each matchday's results. */
export default async function resultatsRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, resultatsCalls.calcJournee, async ({ journee_id }) => {
    const { journee, finished, poolers } = await calcJournee(db, journee_id, app.ctx.now());
    await publish(app.ctx, 'resultats');
    const message = (finished ? RESULTATS_MSG.computedFinished : RESULTATS_MSG.computed)(journee.numjournee, poolers);
    return ok({ journee: toJournee(journee), results: await journeeResults(db, journee.id), finished }, message);
  });

  route(app, resultatsCalls.getGeneral, async ({ saison_id }) => {
    const saisonId = saison_id ?? (await getSetting(db, 'saison')).id;
    return ok({ saison_id: saisonId, classement: await generalRanking(db, saisonId) });
  });

  route(app, resultatsCalls.getByJournee, async ({ journee_id }) => {
    const journee = await getJournee(db, journee_id);
    return ok({ journee: toJournee(journee), results: await journeeResults(db, journee.id) });
  });

  route(app, resultatsCalls.getHistory, async ({ saison_id }) => {
    const saisonId = saison_id ?? (await getSetting(db, 'saison')).id;
    return ok({ saison_id: saisonId, history: await rankingHistory(db, saisonId) });
  });
}
