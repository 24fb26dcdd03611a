import {
  DEFAULT_SCORING_GRID,
  LEAGUE_MSG,
  POSTES,
  SCORING_LABELS,
  type ScoringGrid,
  type ScoringLine,
  STATS_MSG,
  type StatsComputePlayerQuery,
  statsComputeJourneeBody,
  statsComputePlayerQuery,
  statsComputePlayerResponse,
  statsJobBody,
  statsJobQuery,
  statsJobResponse,
  statsPlayerPointsQuery,
  statsPlayerPointsResponse,
  statsPlayersQuery,
  statsRowsResponse,
  statsScoringGridBody,
  statsScoringGridResponse,
  statsTopQuery,
} from '@poolfoot/domain';
import { getSetting, setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { conflict } from '../../http/errors.js';
import { currentUser } from '../../http/guards.js';
import type { App } from '../../http/types.js';
import { requestCancel } from '../league/jobs.js';
import { runComputeJournee } from './compute-journee.js';
import { computePlayerTotal } from './compute-player.js';
import { createStatsJob, findStatsJob, toStatsJob } from './jobs.js';
import { playerPointsHistory, playerTotals, totalsScope } from './queries.js';

const sameGrid = (a: ScoringGrid, b: ScoringGrid) =>
  (Object.keys(SCORING_LABELS) as ScoringLine[]).every((line) => POSTES.every((poste) => a[line][poste] === b[line][poste]));

/** The stats calls (SPEC.md §7): player points, their computation and the scoring grid. */
export default async function statsRoutes(app: App) {
  const { db } = app.ctx.database;
  const admin = { access: 'admin' as const };
  const user = { access: 'user' as const };
  // The points jobs this process runs (a few seconds each): closing the app waits for them.
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  // The spec's per-player call: a GET that changes data, so POST too, admin only.
  const computePlayer = async (input: StatsComputePlayerQuery) => {
    const { result, message } = await computePlayerTotal(db, input, app.ctx.now());
    return ok(result, message);
  };
  const computeSchema = { response: { 200: statsComputePlayerResponse } };
  app.get(
    '/backend/api/stats/compute_player_total.php',
    { config: admin, schema: { ...computeSchema, querystring: statsComputePlayerQuery } },
    (req) => computePlayer(req.query),
  );
  app.post(
    '/backend/api/stats/compute_player_total.php',
    { config: admin, schema: { ...computeSchema, body: statsComputePlayerQuery } },
    (req) => computePlayer(req.body),
  );

  app.post(
    '/backend/api/stats/compute_journee.php',
    { config: admin, schema: { body: statsComputeJourneeBody, response: { 200: statsJobResponse } } },
    async (req) => {
      const { job, journee } = await createStatsJob(db, req.body.journee_id, currentUser(req).id, app.ctx.now());
      const run = runComputeJournee(db, job, journee, () => app.ctx.now())
        .catch((err: unknown) => app.log.error({ err }, 'compute_points job failed'))
        .finally(() => running.delete(run));
      running.add(run);
      return ok({ job: toStatsJob(job) }, STATS_MSG.jobStarted(journee.numjournee));
    },
  );

  app.get(
    '/backend/api/stats/job.php',
    { config: admin, schema: { querystring: statsJobQuery, response: { 200: statsJobResponse } } },
    async (req) => ok({ job: toStatsJob(await findStatsJob(db, req.query.id)) }),
  );

  // The league's cancel (league/jobs.ts requestCancel) on a points job.
  app.post(
    '/backend/api/stats/cancel_job.php',
    { config: admin, schema: { body: statsJobBody, response: { 200: statsJobResponse } } },
    async (req) => {
      await findStatsJob(db, req.body.id);
      const row = await requestCancel(db, req.body.id, app.ctx.now());
      if (!row) throw conflict(LEAGUE_MSG.jobNotRunning);
      return ok({ job: toStatsJob(row) }, LEAGUE_MSG.cancelRequested);
    },
  );

  app.get(
    '/backend/api/stats/top_players.php',
    { config: user, schema: { querystring: statsTopQuery, response: { 200: statsRowsResponse } } },
    async (req) => {
      const scope = await totalsScope(db, req.query);
      const rows = await playerTotals(db, scope, { top: req.query.limit });
      return ok({ saison_id: scope.saisonId, until_journee: scope.until, rows });
    },
  );

  app.get(
    '/backend/api/stats/players.php',
    { config: user, schema: { querystring: statsPlayersQuery, response: { 200: statsRowsResponse } } },
    async (req) => {
      const scope = await totalsScope(db, req.query);
      const poste = req.query.poste === 'Tous' ? undefined : req.query.poste;
      const rows = await playerTotals(db, scope, { poste });
      return ok({ saison_id: scope.saisonId, until_journee: scope.until, rows });
    },
  );

  app.get(
    '/backend/api/stats/player_points.php',
    { config: user, schema: { querystring: statsPlayerPointsQuery, response: { 200: statsPlayerPointsResponse } } },
    async (req) => ok(await playerPointsHistory(db, req.query.joueur_id, req.query.saison_id)),
  );

  const gridAnswer = async () => {
    const grid = await getSetting(db, 'scoring_grid');
    return { grid, is_default: sameGrid(grid, DEFAULT_SCORING_GRID) };
  };
  app.get('/backend/api/stats/scoring_grid.php', { config: admin, schema: { response: { 200: statsScoringGridResponse } } }, async () =>
    ok(await gridAnswer()),
  );
  app.post(
    '/backend/api/stats/save_scoring_grid.php',
    { config: admin, schema: { body: statsScoringGridBody, response: { 200: statsScoringGridResponse } } },
    async (req) => {
      await setSetting(db, 'scoring_grid', req.body.grid);
      return ok(await gridAnswer(), STATS_MSG.gridSaved);
    },
  );
}
