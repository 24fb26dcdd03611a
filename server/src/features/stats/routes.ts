import {
  DEFAULT_SCORING_GRID,
  LEAGUE_MSG,
  POSTES,
  SCORING_LABELS,
  type ScoringGrid,
  type ScoringLine,
  STATS_MSG,
  statsCalls,
} from '@poolfoot/domain';
import { getSetting, setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { conflict } from '../../http/errors.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
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
  // The points jobs this process runs (a few seconds each): closing the app waits for them.
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  route(app, statsCalls.computePlayerTotal, async (input) => {
    const { result, message } = await computePlayerTotal(db, input, app.ctx.now());
    return ok(result, message);
  });

  route(app, statsCalls.computeJournee, async ({ journee_id }, req) => {
    const { job, journee } = await createStatsJob(db, journee_id, currentUser(req).id, app.ctx.now());
    const run = runComputeJournee(db, job, journee, () => app.ctx.now())
      .catch((err: unknown) => app.log.error({ err }, 'compute_points job failed'))
      .finally(() => running.delete(run));
    running.add(run);
    return ok({ job: toStatsJob(job) }, STATS_MSG.jobStarted(journee.numjournee));
  });

  route(app, statsCalls.job, async ({ id }) => ok({ job: toStatsJob(await findStatsJob(db, id)) }));

  // The league's cancel (league/jobs.ts requestCancel) on a points job.
  route(app, statsCalls.cancelJob, async ({ id }) => {
    await findStatsJob(db, id);
    const row = await requestCancel(db, id, app.ctx.now());
    if (!row) throw conflict(LEAGUE_MSG.jobNotRunning);
    return ok({ job: toStatsJob(row) }, LEAGUE_MSG.cancelRequested);
  });

  route(app, statsCalls.topPlayers, async (query) => {
    const scope = await totalsScope(db, query);
    const rows = await playerTotals(db, scope, { top: query.limit });
    return ok({ saison_id: scope.saisonId, until_journee: scope.until, rows });
  });

  route(app, statsCalls.players, async (query) => {
    const scope = await totalsScope(db, query);
    const poste = query.poste === 'Tous' ? undefined : query.poste;
    const rows = await playerTotals(db, scope, { poste });
    return ok({ saison_id: scope.saisonId, until_journee: scope.until, rows });
  });

  route(app, statsCalls.playerPoints, async ({ joueur_id, saison_id }) => ok(await playerPointsHistory(db, joueur_id, saison_id)));

  const gridAnswer = async () => {
    const grid = await getSetting(db, 'scoring_grid');
    return { grid, is_default: sameGrid(grid, DEFAULT_SCORING_GRID) };
  };
  route(app, statsCalls.scoringGrid, async () => ok(await gridAnswer()));
  route(app, statsCalls.saveScoringGrid, async ({ grid }) => {
    await setSetting(db, 'scoring_grid', grid);
    return ok(await gridAnswer(), STATS_MSG.gridSaved);
  });
}
