import type { App } from '../../http/types.js';
import { dumpDatabase } from './service.js';

export default async function backupRoutes(app: App) {
  // A full backup, downloaded from /god (super admin only). Restore: `npm run restore -- file.json`.
  app.get('/backend/api/god/backup.php', { config: { access: 'super' } }, async (_req, reply) => {
    const now = app.ctx.now();
    const backup = await dumpDatabase(app.ctx.database.db, now);
    const stamp = now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="poolfoot-${stamp}.json"`)
      .send(JSON.stringify(backup));
  });
}
