import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { journees } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
// The module itself, not the league's index: the index loads the league routes, which mount these demo routes (an import cycle).
import { DEMO_LEAGUE_PATH } from '../../features/league/runtime.js';
import type { App } from '../../http/types.js';
import { lfpSeason } from '../../providers/lfp/client.js';
import { demoClubs, demoClubSummary, demoGameWeek, demoMatch } from './payloads.js';
import { demoTmPage } from './tm-page.js';
import { demoWeekShiftFrom } from './world.js';

const seasonQuery = z.object({ season: z.coerce.number().int().min(2000).max(2100).optional() });
const notFound = { error: 'not found' };
const pub = { access: 'public' } as const;

/**
 * The demo league (on only in demo mode): the official API's calls under /demo-league, answered from the
 * seeded world, and a Transfermarkt-shaped squad page under /demo-league/tm. Public, like the real ones.
 */
export default async function demoLeagueRoutes(app: App) {
  const { db } = app.ctx.database;
  const saison = async () => (await getSetting(db, 'saison')).id;
  const season = async (q: { season?: number | undefined }) => q.season ?? lfpSeason(await saison());
  /** The seeded calendar's shift, read from the stored start of matchday 1. */
  const weeks = async () => {
    const [j] = await db
      .select({ startAt: journees.startAt })
      .from(journees)
      .where(and(eq(journees.saisonId, await saison()), eq(journees.numjournee, 1)));
    return demoWeekShiftFrom(j?.startAt ?? null);
  };
  const base = DEMO_LEAGUE_PATH;

  app.get(`${base}/championship-clubs`, { config: pub, schema: { querystring: seasonQuery } }, async (req) =>
    demoClubs(await season(req.query)),
  );

  app.get(
    `${base}/championship-matches/championship/:championship/game-week/:n`,
    { config: pub, schema: { params: z.object({ championship: z.string(), n: z.coerce.number().int() }), querystring: seasonQuery } },
    async (req, reply) => {
      const body = req.params.championship === '1' ? demoGameWeek(req.params.n, await season(req.query), await weeks()) : null;
      return body ?? reply.status(404).send(notFound);
    },
  );

  app.get(
    `${base}/championship-match/:matchId`,
    { config: pub, schema: { params: z.object({ matchId: z.string() }), querystring: seasonQuery } },
    async (req, reply) => demoMatch(req.params.matchId, await season(req.query), await weeks()) ?? reply.status(404).send(notFound),
  );

  app.get(
    `${base}/championship-club-summary/:clubId`,
    { config: pub, schema: { params: z.object({ clubId: z.string() }), querystring: seasonQuery } },
    async (req, reply) => demoClubSummary(req.params.clubId, await season(req.query)) ?? reply.status(404).send(notFound),
  );

  app.get(
    `${base}/tm/:slug/kader/verein/:tmId/saison_id/:season/plus/1`,
    { config: pub, schema: { params: z.object({ slug: z.string(), tmId: z.string(), season: z.string() }) } },
    async (req, reply) => {
      const html = demoTmPage(req.params.tmId);
      if (!html) return reply.status(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><p>Page introuvable</p>');
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
