import { composCalls, isAdmin, MSG } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { journees } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { currentUser, leagueOf, readingFor, subjectOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { activeJournee } from '../journees/index.js';
import { leaguePoolers, scopeOf } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { teamJournee, teamOf } from '../teams/index.js';
import { effectiveLineup, matchdayLineups } from './effective.js';
import { lockedAmong, matchdayStarted } from './locks.js';
import { pickerFigures } from './picker.js';
import { presentCompo, presentCompos } from './present.js';
import { toJournee } from '../journees/index.js';
import { saveCompo } from './save.js';

/**
 * The compos calls (SPEC.md §7), in the session's league. Others' lineups show only once the matchday has started (admins
 * see all).
 */
export default async function composRoutes(app: App) {
  const { db } = app.ctx.database;
  const now = () => app.ctx.now();

  route(app, composCalls.getCompo, async ({ user_id }, req) => {
    const userId = readingFor(req, user_id);
    const ls = await scopeOf(db, req);
    const { journee } = await activeJournee(db);
    const team = await teamOf(db, userId, journee?.numjournee ?? (await teamJournee(db, ls.saisonId)), ls);
    if (!journee) return ok({ team, journee: null, compo: null, locked_joueur_ids: [], picker: { last_numjournee: null, joueurs: [] } });
    const lineup = await effectiveLineup(db, ls.leagueId, userId, journee);
    const compo = lineup ? await presentCompo(db, ls.leagueId, lineup, { id: userId, username: team.username }, journee, now()) : null;
    const locked = await lockedAmong(
      db,
      journee.id,
      team.joueurs.map((j) => j.joueur_id),
      now(),
    );
    return ok({
      team,
      journee: toJournee(journee),
      compo,
      locked_joueur_ids: [...locked].sort((a, b) => a - b),
      picker: await pickerFigures(db, ls, userId, journee),
    });
  });

  route(app, composCalls.saveCompo, async (body, req) => {
    const userId = subjectOf(req, body.user_id);
    const ls = await scopeOf(db, req);
    const id = await saveCompo(db, ls, { ...body, user_id: userId }, currentUser(req).id, now());
    await publish(app.ctx, 'compos', ls);
    return ok({ composition_id: id }, MSG.composSaved);
  });

  route(app, composCalls.listActive, async (_input, req) => {
    const me = currentUser(req);
    const leagueId = leagueOf(req);
    const { journee } = await activeJournee(db);
    if (!journee) return ok({ journee: null, started: false, compos: [] });
    const started = await matchdayStarted(db, journee, now());
    const poolers = await leaguePoolers(db, leagueId);
    const visible = poolers.filter((u) => started || isAdmin(me.role) || u.id === me.id);
    // Every pooler's lineup in one read, then presented together: a constant number of queries, not four per pooler.
    const { lineups } = await matchdayLineups(db, leagueId, journee);
    const shown = visible.flatMap((user) => {
      const lineup = lineups.get(user.id);
      return lineup ? [{ lineup, user }] : [];
    });
    return ok({ journee: toJournee(journee), started, compos: await presentCompos(db, leagueId, shown, journee, now()) });
  });

  route(app, composCalls.getByJourneeUser, async ({ journee_id, user_id }, req) => {
    const me = currentUser(req);
    const leagueId = leagueOf(req);
    const [journee] = await db.select().from(journees).where(eq(journees.id, journee_id));
    if (!journee) throw notFound(MSG.matchdayNotFound);
    // teamOf answers a pooler of another league as a missing one (SRV.userNotFound), and names him.
    const team = await teamOf(db, user_id, journee.numjournee, { leagueId, saisonId: journee.saisonId });
    const user = { id: team.user_id, username: team.username };
    const started = await matchdayStarted(db, journee, now());
    const hidden = !started && !isAdmin(me.role) && user.id !== me.id;
    const lineup = hidden ? null : await effectiveLineup(db, leagueId, user.id, journee);
    const compo = lineup ? await presentCompo(db, leagueId, lineup, user, journee, now()) : null;
    return ok({ journee: toJournee(journee), started, team, compo, hidden });
  });
}
