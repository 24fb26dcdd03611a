import {
  RESULTATS_MSG,
  resultatsCalcResponse,
  resultatsGeneralQuery,
  resultatsGeneralResponse,
  resultatsHistoryResponse,
  resultatsJourneeQuery,
  resultatsJourneeResponse,
} from '@poolfoot/domain';
import { getSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import type { App } from '../../http/types.js';
import { getJournee, toJournee } from '../journees/service.js';
import { publish } from '../live/publish.js';
import { calcJournee } from './calc.js';
import { journeeResults } from './queries.js';
import { generalRanking, rankingHistory } from './ranking.js';

/** The results calls (SPEC.md §7): the matchday computation, the general ranking and each matchday's results. */
export default async function resultatsRoutes(app: App) {
  const { db } = app.ctx.database;
  const user = { access: 'user' as const };

  // The spec lists it as a GET; it changes data, so POST too, admin only.
  const calc = async (journeeId: number) => {
    const { journee, finished, poolers } = await calcJournee(db, journeeId);
    await publish(app.ctx, 'resultats');
    const message = (finished ? RESULTATS_MSG.computedFinished : RESULTATS_MSG.computed)(journee.numjournee, poolers);
    return ok({ journee: toJournee(journee), results: await journeeResults(db, journee.id), finished }, message);
  };
  const calcOptions = { config: { access: 'admin' as const }, schema: { response: { 200: resultatsCalcResponse } } };
  app.get(
    '/backend/api/resultats/calcJournee.php',
    { ...calcOptions, schema: { ...calcOptions.schema, querystring: resultatsJourneeQuery } },
    (req) => calc(req.query.journee_id),
  );
  app.post(
    '/backend/api/resultats/calcJournee.php',
    { ...calcOptions, schema: { ...calcOptions.schema, body: resultatsJourneeQuery } },
    (req) => calc(req.body.journee_id),
  );

  app.get(
    '/backend/api/resultats/getGeneral.php',
    { config: user, schema: { querystring: resultatsGeneralQuery, response: { 200: resultatsGeneralResponse } } },
    async (req) => {
      const saisonId = req.query.saison_id ?? (await getSetting(db, 'saison')).id;
      return ok({ saison_id: saisonId, classement: await generalRanking(db, saisonId) });
    },
  );

  app.get(
    '/backend/api/resultats/getByJournee.php',
    { config: user, schema: { querystring: resultatsJourneeQuery, response: { 200: resultatsJourneeResponse } } },
    async (req) => {
      const journee = await getJournee(db, req.query.journee_id);
      return ok({ journee: toJournee(journee), results: await journeeResults(db, journee.id) });
    },
  );

  app.get(
    '/backend/api/resultats/getHistory.php',
    { config: user, schema: { querystring: resultatsGeneralQuery, response: { 200: resultatsHistoryResponse } } },
    async (req) => {
      const saisonId = req.query.saison_id ?? (await getSetting(db, 'saison')).id;
      return ok({ saison_id: saisonId, history: await rankingHistory(db, saisonId) });
    },
  );
}
