import { SRV } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { journees } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { lfpSeason } from '../../providers/lfp/client.js';
import { DEMO_CHAMPIONNAT_PATH } from '../../features/championnat/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import { checkAccess, sameOrigin } from '../../http/guards.js';
import { lifetimeOf, readSession } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { type SettableClock, settableClockOf } from '../server-clock.js';
import { demoWeekShift } from '../seed/calendar.js';
import { demoMatch } from './match-payload.js';
import { type DemoView, demoClubs, demoClubSummary, demoGameWeek, demoPlayer } from './payloads.js';
import { demoTmPage } from './tm-page.js';
import { demoWeekShiftsFrom } from './world.js';

const notFound = { error: 'not found' };
const pub = { access: 'public' } as const;
/** A club or season number of a Transfermarkt address: digits only, never read as a pattern. */
const DIGITS = /^\d{1,9}$/;

/** The farthest the demo clock moves in one call: a season and its summer. */
const CLOCK_MAX_DAYS = 400;
const clockInput = { error: SRV.demoClockInput(CLOCK_MAX_DAYS) };
const clockMove = z.union(
  [
    z.strictObject({
      advance_minutes: z
        .number(clockInput)
        .int(clockInput)
        .min(1, clockInput)
        .max(CLOCK_MAX_DAYS * 1440, clockInput),
    }),
    z.strictObject({ to: z.iso.datetime({ offset: true, ...clockInput }) }),
  ],
  clockInput,
);

/**
 * The demo league (on only in demo mode): the official API's calls under /demo-league, answered from the
 * seeded world at the server's clock (app.ctx.now), and a Transfermarkt-shaped squad page under
 * /demo-league/tm. Public, like the real ones (but the demo clock's route, an instance admin's). A `season` in the query is ignored, as the league does.
 */
export default async function demoChampionnatRoutes(app: App) {
  const { db } = app.ctx.database;
  /**
   * The calendar's shifts, read from the stored start of each matchday, and the server's clock. A database with no
   * calendar (DEMO_LEAGUE=on on an empty one, before the season's set-up) has matchday 1 in the coming days, as the
   * draft demo; a matchday not stored yet (a set-up under way) the shift of the last one stored. The league's season
   * is the active one's until its last matchday is over, then the next one's (the league moves on in the summer: issue
   * 28's next season is set up from it, its calendar from the coming days).
   */
  const view = async (): Promise<DemoView> => {
    const { id } = await getSetting(db, 'saison');
    const starts = await db
      .select({ numjournee: journees.numjournee, startAt: journees.startAt, status: journees.status })
      .from(journees)
      .where(eq(journees.saisonId, id));
    const over = starts.length > 0 && starts.every((j) => j.status === 9);
    const season = lfpSeason(id) + (over ? 1 : 0);
    if (over) return { weeks: () => demoWeekShift(app.ctx.now()), now: app.ctx.now(), season };
    const now = app.ctx.now();
    const stored = demoWeekShiftsFrom(new Map(starts.map((j) => [j.numjournee, j.startAt])));
    const last = Math.max(0, ...starts.map((j) => j.numjournee));
    const others = last ? stored(last) : demoWeekShift(now);
    const has = new Set(starts.map((j) => j.numjournee));
    return { weeks: (matchday) => (has.has(matchday) ? stored(matchday) : others), now, season };
  };
  const base = DEMO_CHAMPIONNAT_PATH;

  app.get(`${base}/championship-clubs`, { config: pub }, async () => demoClubs((await view()).season));

  app.get(
    `${base}/championship-matches/championship/:championship/game-week/:n`,
    { config: pub, schema: { params: z.object({ championship: z.string(), n: z.coerce.number().int() }) } },
    async (req, reply) => {
      const body = req.params.championship === '1' ? demoGameWeek(req.params.n, await view()) : null;
      return body ?? reply.status(404).send(notFound);
    },
  );

  app.get(
    `${base}/championship-match/:matchId`,
    { config: pub, schema: { params: z.object({ matchId: z.string() }) } },
    async (req, reply) => demoMatch(req.params.matchId, await view()) ?? reply.status(404).send(notFound),
  );

  app.get(
    `${base}/championship-club-summary/:clubId`,
    { config: pub, schema: { params: z.object({ clubId: z.string() }) } },
    async (req, reply) => demoClubSummary(req.params.clubId, await view()) ?? reply.status(404).send(notFound),
  );

  app.get(
    `${base}/championship-player/:playerId`,
    { config: pub, schema: { params: z.object({ playerId: z.string() }) } },
    async (req, reply) => demoPlayer(req.params.playerId, (await view()).season) ?? reply.status(404).send(notFound),
  );

  const clock = settableClockOf(app.ctx.now);
  if (clock) clockRoute(app, clock);

  app.get(
    `${base}/tm/:slug/kader/verein/:tmId/saison_id/:season/plus/1`,
    { config: pub, schema: { params: z.object({ slug: z.string(), tmId: z.string().regex(DIGITS), season: z.string().regex(DIGITS) }) } },
    async (req, reply) => {
      const html = demoTmPage(req.params.tmId);
      if (!html) return reply.status(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><p>Page introuvable</p>');
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}

/**
 * POST /demo-league/clock, only with DEMO_CLOCK=settable (serverClock): moves the server's clock forward, by
 * minutes or to an instant, and answers the new now. It stands for time passing in every league of the instance, so it is
 * an instance admin's (a league's own admin would move the others' clock too): the API's checks (same site, session,
 * role) are made here, this path being outside the API's.
 */
function clockRoute(app: App, clock: SettableClock) {
  const { ctx } = app;
  const guard = async (req: FastifyRequest) => {
    const site = req.headers['sec-fetch-site'];
    if ((site && site !== 'same-origin' && site !== 'none') || !sameOrigin(req.headers.origin, req))
      throw new AppError('forbidden', SRV.csrf);
    req.user = await readSession(ctx.database.db, req, ctx.now(), lifetimeOf(ctx.config));
    checkAccess('instance', req.user);
  };
  app.post(
    `${DEMO_CHAMPIONNAT_PATH}/clock`,
    { config: { access: 'instance' }, onRequest: guard, schema: { body: clockMove } },
    async (req) => {
      const now = ctx.now();
      const to = 'to' in req.body ? new Date(req.body.to) : new Date(now.getTime() + req.body.advance_minutes * 60_000);
      if (to.getTime() - now.getTime() > CLOCK_MAX_DAYS * 86_400_000) throw badRequest(SRV.demoClockTooFar(CLOCK_MAX_DAYS));
      const moved = clock.moveTo(to);
      if (!moved) throw conflict(SRV.demoClockBackwards(now.toISOString()));
      return ok({ now: moved.toISOString() });
    },
  );
}
