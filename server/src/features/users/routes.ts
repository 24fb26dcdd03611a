import { usersListResponse } from '@poolfoot/domain';
import { asc } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import type { App } from '../../http/types.js';

export default async function usersRoutes(app: App) {
  const { db } = app.ctx.database;
  app.get('/backend/api/users/list.php', { config: { access: 'user' }, schema: { response: { 200: usersListResponse } } }, async () => {
    const rows = await db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).orderBy(asc(users.id));
    return ok({ users: rows });
  });
}
