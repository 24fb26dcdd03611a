import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { beginDemoSeason, playDemoSeason, serverClock } from './demo/index.js';
import { openDatabase } from './db/open.js';
import { startAutopilot } from './features/autopilot/index.js';
import { ensureCurrentSeason } from './db/settings.js';
import { lifetimeOf, purgeExpiredSessions } from './http/session.js';
import { createMailer } from './mail.js';
import { pino } from 'pino';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });

async function main() {
  const { database, release, seeded } = await openDatabase(config, log);
  await purgeExpiredSessions(database.db, new Date(), lifetimeOf(config));
  await ensureCurrentSeason(database.db);
  const ctx = { database, config, now: serverClock(config), mailer: createMailer(config, log) };
  const app = await buildApp({ ctx, logger: log });
  let closing = false;
  let stopAutopilot = async () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} reçu : arrêt en cours`);
    await stopAutopilot().catch(() => undefined);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // From the first page on, the web shows the demo season's preparation until it is played (game/preparation.php).
  if (seeded === 'season') await beginDemoSeason(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (seeded === 'season') {
    await playDemoSeason(app, log).catch((err: Error) => log.error({ err }, 'démo saison : échec'));
  }
  // The autopilot follows the league once the demo's matchdays are played (it would race their computation).
  if (!closing) stopAutopilot = startAutopilot(app);
  log.info(
    `Poolfoot prêt sur ${config.appUrl} (${database.kind === 'pglite' ? `PGlite ${config.DATA_DIR}` : 'PostgreSQL'}${seeded ? `, données de démo ${seeded}` : ''})`,
  );
}

main().catch((err: Error) => {
  log.fatal(err.message);
  process.exit(1);
});
