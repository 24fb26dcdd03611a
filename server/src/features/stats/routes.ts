import {
  DEFAULT_SCORING_GRID,
  CHAMPIONNAT_MSG,
  POSTES,
  SCORING_LABELS,
  type ScoringGrid,
  type ScoringLine,
  SRV,
  STATS_JOB_KIND,
  STATS_MSG,
  statsCalls,
  statsJobSchema,
} from '@poolfoot/domain';
import { getSetting, setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { cancelJob } from '../../jobs/cancel.js';
import { presentJob } from '../../jobs/present.js';
import { startJob, stopJobsOnClose } from '../../jobs/run.js';
import { findJob, type JobFamily, type JobRow } from '../../jobs/store.js';
import { findJourneeRef, runComputeJournee } from './compute-journee.js';
import { computePlayerTotal } from './compute-player.js';
import { leaguePooler, scopeOf } from '../ligues/index.js';
import { clubOfSeason, countPlayerTotals, lastScoredJournee, playerPointsHistory, playerTotals, totalsScope } from './queries.js';

const sameGrid = (a: ScoringGrid, b: ScoringGrid) =>
  (Object.keys(SCORING_LABELS) as ScoringLine[]).every((line) => POSTES.every((poste) => a[line][poste] === b[line][poste]));

/** The points job's answer ends with its last log line; the stats calls find only points jobs. */
const toStatsJob = (row: JobRow) => presentJob(statsJobSchema, row, 'lastLine');
const POINTS_JOBS: JobFamily = { kinds: [STATS_JOB_KIND], missing: STATS_MSG.jobNotFound };

/** The stats calls (SPEC.md §7): player points, their computation and the scoring grid. */
export default async function statsRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  stopJobsOnClose(app);

  route(app, statsCalls.computePlayerTotal, async (input) => {
    const { result, message } = await computePlayerTotal(db, input, ctx.now());
    return ok(result, message);
  });

  route(app, statsCalls.computeJournee, async ({ journee_id }, req) => {
    const journee = await findJourneeRef(db, journee_id);
    const params = { journee_id: journee.id, numjournee: journee.numjournee };
    const row = await startJob(ctx, app.log, { kind: STATS_JOB_KIND, params, userId: currentUser(req).id }, (job) =>
      runComputeJournee(db, job, journee, () => ctx.now()),
    );
    return ok({ job: toStatsJob(row) }, STATS_MSG.jobStarted(journee.numjournee));
  });

  route(app, statsCalls.job, async ({ id }) => ok({ job: toStatsJob(await findJob(db, POINTS_JOBS, id)) }));

  route(app, statsCalls.cancelJob, async ({ id }) => {
    const row = await cancelJob(db, POINTS_JOBS, id, ctx.now());
    return ok({ job: toStatsJob(row) }, CHAMPIONNAT_MSG.cancelRequested);
  });

  route(app, statsCalls.topPlayers, async (query, req) => {
    const scope = await totalsScope(db, await scopeOf(db, req), query);
    // The top only: no count of every row.
    const rows = await playerTotals(db, scope, { scored: true, page: 1, limit: query.limit });
    return ok({ saison_id: scope.saisonId, until_journee: await lastScoredJournee(db, scope), rows });
  });

  route(app, statsCalls.players, async (query, req) => {
    const scope = await totalsScope(db, await scopeOf(db, req), query);
    const { page, limit } = query;
    // A filter naming a club or a pooler that does not exist (another league's pooler) is refused, as any unknown id.
    if (query.club_id !== undefined && !(await clubOfSeason(db, query.club_id, scope.saisonId)))
      throw notFound(CHAMPIONNAT_MSG.clubNotFound);
    if (typeof query.owner === 'number' && !(await leaguePooler(db, scope.leagueId, query.owner))) throw notFound(SRV.userNotFound);
    const filter = {
      poste: query.poste === 'Tous' ? undefined : query.poste,
      q: query.q,
      clubId: query.club_id,
      owner: query.owner,
      sort: query.sort,
      dir: query.dir,
      page,
      limit,
    };
    const [rows, total] = await Promise.all([playerTotals(db, scope, filter), countPlayerTotals(db, scope, filter)]);
    return ok({ saison_id: scope.saisonId, until_journee: await lastScoredJournee(db, scope), rows, total_rows: total, page, limit });
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
