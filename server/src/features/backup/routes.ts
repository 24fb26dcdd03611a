import { godCalls } from '@poolfoot/domain';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { dumpDatabase } from './service.js';

export default async function backupRoutes(app: App) {
  // A full backup, downloaded from /god (super admin only). Restore: `npm run restore -- file.json`.
  route(app, godCalls.backup, async (_input, _req, reply) => {
    const now = app.ctx.now();
    const backup = await dumpDatabase(app.ctx.database.db, now);
    const stamp = now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="poolfoot-${stamp}.json"`)
      .send(JSON.stringify(backup));
  });
}
