import {
  CHAMPIONNAT_JOURNEE_KINDS,
  CHAMPIONNAT_MSG,
  CHAMPIONNAT_SETUP_KINDS,
  CHAMPIONNAT_SQUAD_KINDS,
  championnatCalls,
} from '@poolfoot/domain';
import { getSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { cancelJob } from '../../jobs/cancel.js';
import { startJob, stopJobsOnClose } from '../../jobs/run.js';
import { findJob, latestJob } from '../../jobs/store.js';
import { refusePastSeason } from '../journees/index.js';
import { championnatEnv } from './env.js';
import { answerItem } from './errors.js';
import { CHAMPIONNAT_JOBS, toChampionnatJob } from './jobs.js';
import { findJournee, importMatchday } from './matches.js';
import { clubRef, findClub, findMatch, matchdayOverview } from './queries.js';
import { runSeasonSetup } from './setup.js';
import { runSquadJob } from './squad-jobs.js';
import { checkMercato, grabSquad } from './squads.js';
import { buildDetails, buildMatchStats, buildText, importMatchdayStats } from './match-stats.js';
import { compareClub, grabTmSquad } from './transfermarkt.js';

/**
 * The real Ligue 1 data (SPEC.md §7): the spec's calls at their literal paths (GET as the spec lists them, and
 * POST; all for admins) and the job calls of the manage and refresh pages. The demo league, when on, is app.ts's.
 */
export default async function championnatRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  stopJobsOnClose(app);

  const saisonOf = async () => (await getSetting(db, 'saison')).id;

  // ------------------------------------------------------------------ matchday steps (jobs)

  route(app, championnatCalls.importLfp, async ({ numjournee }, req) => {
    const journee = await findJournee(db, await saisonOf(), numjournee);
    const row = await startJob(ctx, app.log, { kind: 'import_lfp', params: { numjournee }, userId: currentUser(req).id }, async (job) =>
      importMatchday(await championnatEnv(ctx, app.log, job.signal), journee, job),
    );
    return ok({ job: toChampionnatJob(row) }, CHAMPIONNAT_MSG.jobStarted);
  });

  route(app, championnatCalls.importLfpStats, async ({ numjournee }, req) => {
    const journee = await findJournee(db, await saisonOf(), numjournee);
    const row = await startJob(
      ctx,
      app.log,
      { kind: 'import_lfp_stats', params: { numjournee }, userId: currentUser(req).id },
      async (job) => importMatchdayStats(await championnatEnv(ctx, app.log, job.signal), journee, job),
    );
    return ok({ job: toChampionnatJob(row) }, CHAMPIONNAT_MSG.jobStarted);
  });

  route(app, championnatCalls.buildFromMatchlfp, async ({ matchId, truncate }, req) => {
    const env = await championnatEnv(ctx, req.log);
    const m = await findMatch(db, env.saisonId, matchId);
    await refusePastSeason(db, m.match.saisonId);
    return answerItem(async () => {
      const r = await buildMatchStats(env, m, truncate !== 0);
      return ok(
        {
          match: { id: m.match.id, match_lfp_id: m.match.matchLfpId },
          players_count: r.players_count,
          created: r.created,
          updated: r.updated,
          deleted: r.deleted,
          unknown: r.unknown,
          minutes_derived: r.minutesDerived,
        },
        [`${m.home.name} – ${m.away.name} : ${buildText(r)}`, ...buildDetails(r)].join(' — '),
      );
    });
  });

  // ------------------------------------------------------------------ one club (the spec's calls)

  route(app, championnatCalls.grabEffectifL1, async ({ club_id }, req) => {
    const club = await findClub(db, club_id);
    const env = await championnatEnv(ctx, req.log);
    return answerItem(async () => {
      const r = await grabSquad(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${CHAMPIONNAT_MSG.squadSynced(r.players_count, r.created, r.updated)}`);
    });
  });

  route(app, championnatCalls.grabEffectifTm, async ({ club_id }, req) => {
    const club = await findClub(db, club_id);
    const env = await championnatEnv(ctx, req.log);
    return answerItem(async () => {
      const r = await grabTmSquad(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${CHAMPIONNAT_MSG.tmFetched(r.players_count, r.changed)}`);
    });
  });

  route(app, championnatCalls.checkMercato, async ({ club_id }, req) => {
    const club = await findClub(db, club_id);
    const env = await championnatEnv(ctx, req.log);
    return answerItem(async () => {
      const r = await checkMercato(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${CHAMPIONNAT_MSG.mercatoChecked(r.added.length, r.removed.length)}`);
    });
  });

  route(app, championnatCalls.compareEffectifL1vstm, async ({ club_id }, req) => {
    const club = await findClub(db, club_id);
    const env = await championnatEnv(ctx, req.log);
    return answerItem(async () => {
      const r = await compareClub(env, club);
      return ok(
        { club: clubRef(club), ...r },
        `${club.name} : ${CHAMPIONNAT_MSG.compared(r.joueurs_ok.length, r.joueurs_a_verifier.length)}`,
      );
    });
  });

  // ------------------------------------------------------------------ jobs

  route(app, championnatCalls.squads, async ({ kind }, req) => {
    const row = await startJob(ctx, app.log, { kind, params: {}, userId: currentUser(req).id }, async (job) =>
      runSquadJob(await championnatEnv(ctx, app.log, job.signal), kind, job),
    );
    return ok({ job: toChampionnatJob(row) }, CHAMPIONNAT_MSG.jobStarted);
  });

  route(app, championnatCalls.setup, async ({ new_season }, req) => {
    const row = await startJob(ctx, app.log, { kind: 'setup_season', params: {}, userId: currentUser(req).id }, async (job) =>
      runSeasonSetup(await championnatEnv(ctx, app.log, job.signal), job, new_season === true),
    );
    return ok({ job: toChampionnatJob(row) }, CHAMPIONNAT_MSG.jobStarted);
  });

  route(app, championnatCalls.job, async ({ id }) => ok({ job: toChampionnatJob(await findJob(db, CHAMPIONNAT_JOBS, id)) }));

  route(app, championnatCalls.latest, async ({ scope, numjournee }) => {
    const kinds = { journee: CHAMPIONNAT_JOURNEE_KINDS, squads: CHAMPIONNAT_SQUAD_KINDS, setup: CHAMPIONNAT_SETUP_KINDS }[scope];
    const row = await latestJob(db, kinds, scope === 'journee' ? numjournee : undefined);
    return ok({ job: row ? toChampionnatJob(row) : null });
  });

  route(app, championnatCalls.cancel, async ({ id }) => {
    const row = await cancelJob(db, CHAMPIONNAT_JOBS, id, ctx.now());
    return ok({ job: toChampionnatJob(row) }, CHAMPIONNAT_MSG.cancelRequested);
  });

  route(app, championnatCalls.matches, async ({ numjournee }) => ok(await matchdayOverview(db, await saisonOf(), numjournee)));
}
