import { MSG, RENCONTRES_MSG, rencontresCalls } from '@poolfoot/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { journees, rencontres, users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { matchdayStarted } from '../compos/index.js';
import { toJournee } from '../journees/index.js';
import { activeJournee } from '../journees/index.js';
import { scopeOf } from '../ligues/index.js';
import { poolerName } from '../users/index.js';
import { generatePairings } from './generate.js';

const home = alias(users, 'home');
const away = alias(users, 'away');

/** The rencontres calls: a matchday's pairings in the session's league (SPEC.md §7) and their generation by its admin. */
export default async function rencontresRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, rencontresCalls.getByJournee, async ({ journee_id }, req) => {
    const leagueId = leagueOf(req);
    const journee = journee_id
      ? (await db.select().from(journees).where(eq(journees.id, journee_id)))[0]
      : (await activeJournee(db)).journee;
    if (!journee) {
      if (journee_id) throw notFound(MSG.matchdayNotFound);
      return ok({ journee: null, started: false, matches: [] });
    }
    const rows = await db
      .select({
        id: rencontres.id,
        match_no: rencontres.matchNo,
        user1_id: rencontres.user1Id,
        user2_id: rencontres.user2Id,
        score1: rencontres.score1,
        score2: rencontres.score2,
        resultat: rencontres.resultat,
        home_username: poolerName(home),
        // A bye: no away row, so no name.
        away_username: poolerName(away) as SQL<string | null>,
      })
      .from(rencontres)
      .innerJoin(home, eq(home.id, rencontres.user1Id))
      .leftJoin(away, eq(away.id, rencontres.user2Id))
      .where(and(eq(rencontres.leagueId, leagueId), eq(rencontres.journeeId, journee.id)))
      .orderBy(asc(rencontres.matchNo));
    const matches = rows.map(({ home_username, away_username, ...r }) => ({
      ...r,
      home: { id: r.user1_id, username: home_username },
      away: r.user2_id !== null && away_username !== null ? { id: r.user2_id, username: away_username } : null,
    }));
    return ok({ journee: toJournee(journee), started: await matchdayStarted(db, journee, app.ctx.now()), matches });
  });

  route(app, rencontresCalls.generate, async (_input, req) => {
    const summary = await generatePairings(db, await scopeOf(db, req));
    return ok(summary, RENCONTRES_MSG.generated(summary.generated, summary.kept));
  });
}
