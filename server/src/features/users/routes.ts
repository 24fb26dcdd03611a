import { usersCalls } from '@poolfoot/domain';
import { asc } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';

export default async function usersRoutes(app: App) {
  const { db } = app.ctx.database;
  route(app, usersCalls.list, async () => {
    const rows = await db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).orderBy(asc(users.id));
    return ok({ users: rows });
  });
}
