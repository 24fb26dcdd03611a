import { usersCalls } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { leagueMembers, users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';

/** users/list.php: the poolers of the session's league (docs/ligues.md), by id. */
export default async function usersRoutes(app: App) {
  const { db } = app.ctx.database;
  route(app, usersCalls.list, async (_input, req) => {
    const rows = await db
      .select({ id: users.id, username: users.username, nickname: users.nickname })
      .from(leagueMembers)
      .innerJoin(users, eq(users.id, leagueMembers.userId))
      .where(and(eq(leagueMembers.leagueId, leagueOf(req)), eq(leagueMembers.active, true)))
      .orderBy(asc(users.id));
    return ok({ users: rows });
  });
}
