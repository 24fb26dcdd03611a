import {
  buildFromMatchlfpResponse,
  checkMercatoResponse,
  compareEffectifResponse,
  grabEffectifL1Response,
  grabEffectifTmResponse,
  LEAGUE_JOURNEE_KINDS,
  LEAGUE_MSG,
  LEAGUE_SQUAD_KINDS,
  leagueBuildQuery,
  leagueClubQuery,
  leagueJobIdQuery,
  leagueJobResponse,
  leagueLatestQuery,
  leagueLatestResponse,
  leagueMatchesResponse,
  leagueNumjourneeQuery,
  leagueOptionalNumjourneeQuery,
  leagueSquadsRequest,
} from '@poolfoot/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { getSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { conflict, notFound } from '../../http/errors.js';
import { currentUser } from '../../http/guards.js';
import type { App } from '../../http/types.js';
import demoLeagueRoutes from './demo-routes.js';
import { leagueEnv } from './env.js';
import { answerItem } from './errors.js';
import { getLeagueJob, latestJob, requestCancel, startJob, stopLeagueJobs, toLeagueJob } from './jobs.js';
import { findJournee, importMatchday } from './matches.js';
import { clubRef, findClub, findMatch, matchdayOverview } from './queries.js';
import { runSquadJob } from './squad-jobs.js';
import { checkMercato, grabSquad } from './squads.js';
import { buildMatchStats, importMatchdayStats } from './stats.js';
import { initLeagueRuntime } from './runtime.js';
import { compareClub, grabTmSquad } from './transfermarkt.js';

/**
 * League data (SPEC.md §7): the spec's calls at their literal paths (GET as the spec lists them, and
 * POST; all for admins), the job calls of the manage and refresh pages, and the demo league when on.
 */
export default async function leagueRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  if (await initLeagueRuntime(ctx)) await app.register(demoLeagueRoutes);
  app.addHook('onClose', () => stopLeagueJobs(ctx));

  /** A spec call: GET with a query string, and POST with the same fields as a JSON body. */
  function both<I extends z.ZodType>(
    path: string,
    input: I,
    response: z.ZodType,
    handler: (input: z.infer<I>, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) {
    const url = `/backend/api/${path}`;
    app.get(url, { config: { access: 'admin' }, schema: { querystring: input, response: { 200: response } } }, (req, reply) =>
      handler(req.query as z.infer<I>, req, reply),
    );
    app.post(url, { config: { access: 'admin' }, schema: { body: input, response: { 200: response } } }, (req, reply) =>
      handler(req.body as z.infer<I>, req, reply),
    );
  }

  const saisonOf = async () => (await getSetting(db, 'saison')).id;

  // ------------------------------------------------------------------ matchday steps (jobs)

  both('matchlfps/import_lfp.php', leagueNumjourneeQuery, leagueJobResponse, async ({ numjournee }, req) => {
    const journee = await findJournee(db, await saisonOf(), numjournee);
    const row = await startJob(ctx, app.log, { kind: 'import_lfp', numjournee, userId: currentUser(req).id }, async (job) =>
      importMatchday(await leagueEnv(ctx, app.log, job.signal), journee, job),
    );
    return ok({ job: toLeagueJob(row) }, LEAGUE_MSG.jobStarted);
  });

  both('matchlfps/import_lfp_stats.php', leagueNumjourneeQuery, leagueJobResponse, async ({ numjournee }, req) => {
    const journee = await findJournee(db, await saisonOf(), numjournee);
    const row = await startJob(ctx, app.log, { kind: 'import_lfp_stats', numjournee, userId: currentUser(req).id }, async (job) =>
      importMatchdayStats(await leagueEnv(ctx, app.log, job.signal), journee, job),
    );
    return ok({ job: toLeagueJob(row) }, LEAGUE_MSG.jobStarted);
  });

  both('stats/build_from_matchlfp.php', leagueBuildQuery, buildFromMatchlfpResponse, async ({ matchId, truncate }, req, reply) => {
    const env = await leagueEnv(ctx, req.log);
    const m = await findMatch(db, env.saisonId, matchId);
    return answerItem(reply, async () => {
      const r = await buildMatchStats(env, m, truncate !== 0);
      return ok(
        {
          match: { id: m.match.id, match_lfp_id: m.match.matchLfpId },
          players_count: r.players_count,
          created: r.created,
          updated: r.updated,
          deleted: r.deleted,
          unknown: r.unknown,
        },
        `${m.home.name} – ${m.away.name} : ${LEAGUE_MSG.matchBuilt(r.score, r.players_count, r.created + r.updated + r.deleted)}`,
      );
    });
  });

  // ------------------------------------------------------------------ one club (the spec's calls)

  both('clubs/grab_effectif_l1.php', leagueClubQuery, grabEffectifL1Response, async ({ club_id }, req, reply) => {
    const club = await findClub(db, club_id);
    const env = await leagueEnv(ctx, req.log);
    return answerItem(reply, async () => {
      const r = await grabSquad(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${LEAGUE_MSG.squadSynced(r.players_count, r.created, r.updated)}`);
    });
  });

  both('clubs/grab_effectif_tm.php', leagueClubQuery, grabEffectifTmResponse, async ({ club_id }, req, reply) => {
    const club = await findClub(db, club_id);
    const env = await leagueEnv(ctx, req.log);
    return answerItem(reply, async () => {
      const r = await grabTmSquad(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${LEAGUE_MSG.tmFetched(r.players_count, r.changed)}`);
    });
  });

  both('clubs/check_mercato.php', leagueClubQuery, checkMercatoResponse, async ({ club_id }, req, reply) => {
    const club = await findClub(db, club_id);
    const env = await leagueEnv(ctx, req.log);
    return answerItem(reply, async () => {
      const r = await checkMercato(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${LEAGUE_MSG.mercatoChecked(r.added.length, r.removed.length)}`);
    });
  });

  both('clubs/compare_effectif_l1vstm.php', leagueClubQuery, compareEffectifResponse, async ({ club_id }, req, reply) => {
    const club = await findClub(db, club_id);
    const env = await leagueEnv(ctx, req.log);
    return answerItem(reply, async () => {
      const r = await compareClub(env, club);
      return ok({ club: clubRef(club), ...r }, `${club.name} : ${LEAGUE_MSG.compared(r.joueurs_ok.length, r.joueurs_a_verifier.length)}`);
    });
  });

  // ------------------------------------------------------------------ jobs

  app.post(
    '/backend/api/league/squads.php',
    { config: { access: 'admin' }, schema: { body: leagueSquadsRequest, response: { 200: leagueJobResponse } } },
    async (req) => {
      const { kind } = req.body;
      const row = await startJob(ctx, app.log, { kind, userId: currentUser(req).id }, async (job) =>
        runSquadJob(await leagueEnv(ctx, app.log, job.signal), kind, job),
      );
      return ok({ job: toLeagueJob(row) }, LEAGUE_MSG.jobStarted);
    },
  );

  app.get(
    '/backend/api/league/job.php',
    { config: { access: 'admin' }, schema: { querystring: leagueJobIdQuery, response: { 200: leagueJobResponse } } },
    async (req) => {
      const row = await getLeagueJob(db, req.query.id);
      if (!row) throw notFound(LEAGUE_MSG.jobNotFound);
      return ok({ job: toLeagueJob(row) });
    },
  );

  app.get(
    '/backend/api/league/latest.php',
    { config: { access: 'admin' }, schema: { querystring: leagueLatestQuery, response: { 200: leagueLatestResponse } } },
    async (req) => {
      const { scope, numjournee } = req.query;
      const row = scope === 'journee' ? await latestJob(db, LEAGUE_JOURNEE_KINDS, numjournee) : await latestJob(db, LEAGUE_SQUAD_KINDS);
      return ok({ job: row ? toLeagueJob(row) : null });
    },
  );

  app.post(
    '/backend/api/league/cancel.php',
    { config: { access: 'admin' }, schema: { body: leagueJobIdQuery, response: { 200: leagueJobResponse } } },
    async (req) => {
      if (!(await getLeagueJob(db, req.body.id))) throw notFound(LEAGUE_MSG.jobNotFound);
      const row = await requestCancel(db, req.body.id, ctx.now());
      if (!row) throw conflict(LEAGUE_MSG.jobNotRunning);
      return ok({ job: toLeagueJob(row) }, LEAGUE_MSG.cancelRequested);
    },
  );

  app.get(
    '/backend/api/league/matches.php',
    { config: { access: 'admin' }, schema: { querystring: leagueOptionalNumjourneeQuery, response: { 200: leagueMatchesResponse } } },
    async (req) => ok(await matchdayOverview(db, await saisonOf(), req.query.numjournee)),
  );
}
