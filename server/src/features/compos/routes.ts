import { composCalls, isAdmin, MSG, SRV } from '@poolfoot/domain';
import { asc, eq, gte } from 'drizzle-orm';
import { journees, users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { actingFor, currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { activeJournee } from '../journees/index.js';
import { publish } from '../live/index.js';
import { teamJournee, teamOf } from '../teams/index.js';
import { poolerName } from '../users/index.js';
import { effectiveLineup, matchdayLineups } from './effective.js';
import { lockedAmong, matchdayStarted } from './locks.js';
import { presentCompo, presentCompos } from './present.js';
import { toJournee } from '../journees/index.js';
import { saveCompo } from './save.js';

/** The compos calls (SPEC.md §7). Others' lineups show only once the matchday has started (admins see all). */
export default async function composRoutes(app: App) {
  const { db } = app.ctx.database;
  const now = () => app.ctx.now();

  route(app, composCalls.getCompo, async ({ user_id }, req) => {
    const userId = actingFor(req, user_id);
    const { saisonId, journee } = await activeJournee(db);
    const team = await teamOf(db, userId, journee?.numjournee ?? (await teamJournee(db, saisonId)), saisonId);
    if (!journee) return ok({ team, journee: null, compo: null, locked_joueur_ids: [] });
    const lineup = await effectiveLineup(db, userId, journee);
    const compo = lineup ? await presentCompo(db, lineup, { id: userId, username: team.username }, journee, now()) : null;
    const locked = await lockedAmong(
      db,
      journee.id,
      team.joueurs.map((j) => j.joueur_id),
      now(),
    );
    return ok({ team, journee: toJournee(journee), compo, locked_joueur_ids: [...locked].sort((a, b) => a - b) });
  });

  route(app, composCalls.saveCompo, async (body, req) => {
    const userId = actingFor(req, body.user_id);
    const id = await saveCompo(db, { ...body, user_id: userId }, currentUser(req).id, now());
    await publish(app.ctx, 'compos');
    return ok({ composition_id: id }, MSG.composSaved);
  });

  route(app, composCalls.listActive, async (_input, req) => {
    const me = currentUser(req);
    const { journee } = await activeJournee(db);
    if (!journee) return ok({ journee: null, started: false, compos: [] });
    const started = await matchdayStarted(db, journee, now());
    const poolers = await db
      .select({ id: users.id, username: poolerName() })
      .from(users)
      .where(gte(users.role, 1))
      .orderBy(asc(poolerName()), asc(users.id));
    const visible = poolers.filter((u) => started || isAdmin(me.role) || u.id === me.id);
    // Every pooler's lineup in one read, then presented together: a constant number of queries, not four per pooler.
    const { lineups } = await matchdayLineups(db, journee);
    const shown = visible.flatMap((user) => {
      const lineup = lineups.get(user.id);
      return lineup ? [{ lineup, user }] : [];
    });
    return ok({ journee: toJournee(journee), started, compos: await presentCompos(db, shown, journee, now()) });
  });

  route(app, composCalls.getByJourneeUser, async ({ journee_id, user_id }, req) => {
    const me = currentUser(req);
    const [journee] = await db.select().from(journees).where(eq(journees.id, journee_id));
    if (!journee) throw notFound(MSG.matchdayNotFound);
    const [user] = await db.select({ id: users.id, username: poolerName() }).from(users).where(eq(users.id, user_id));
    if (!user) throw notFound(SRV.userNotFound);
    const started = await matchdayStarted(db, journee, now());
    const hidden = !started && !isAdmin(me.role) && user.id !== me.id;
    const team = await teamOf(db, user.id, journee.numjournee, journee.saisonId);
    const lineup = hidden ? null : await effectiveLineup(db, user.id, journee);
    const compo = lineup ? await presentCompo(db, lineup, user, journee, now()) : null;
    return ok({ journee: toJournee(journee), started, team, compo, hidden });
  });
}
