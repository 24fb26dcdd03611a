import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { beginDemoSeason, playDemoSeason, publicDemoAccount, seedAtStart, serverClock, settableClockOf } from './demo/index.js';
import { openDatabase } from './db/open.js';
import { startAutopilot } from './features/autopilot/index.js';
import { newSetupCode } from './features/setup/index.js';
import { ensureCurrentSeason } from './db/settings.js';
import { lifetimeOf, purgeExpiredSessions } from './http/session.js';
import { createMailer } from './mail.js';
import { pino } from 'pino';
import { SETUP_MSG } from '@poolfoot/domain';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });

async function main() {
  const { database, release } = await openDatabase(config, log);
  const seeded = await seedAtStart(database.db, config, log);
  // An instance with no account is set up from the web, with this code (the first account, no terminal: setup/admin.php).
  const setupCode = await newSetupCode(database.db);
  if (setupCode) log.warn(SETUP_MSG.logLine(config.appUrl, setupCode));
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
  if (seeded === 'season') await beginDemoSeason(app, config.DEMO_PLAYED);
  // The demo's accounts share a published password: its super admin is anyone's who reaches the server.
  const exposed = await publicDemoAccount(database.db);
  const host = config.HOST ?? (exposed ? 'localhost' : '0.0.0.0');
  if (exposed && config.HOST === undefined) {
    log.warn(
      "Démo : le serveur n'écoute que sur cette machine (localhost), car ses comptes ont un mot de passe public. HOST=0.0.0.0 pour l'ouvrir au réseau, après avoir changé le mot de passe de pooler1@poolfoot.test.",
    );
  } else if (exposed && !['localhost', '127.0.0.1', '::1'].includes(host)) {
    log.warn(
      `ATTENTION : le serveur écoute sur ${host} alors que le super admin de démo (pooler1@poolfoot.test) a le mot de passe public « poolfoot » : quiconque l'atteint peut l'utiliser. Changez-le (npm run user -- password --email pooler1@poolfoot.test).`,
    );
  }
  await app.listen({ port: config.PORT, host });
  if (seeded === 'season') {
    await playDemoSeason(app, log, config.DEMO_PLAYED).catch((err: Error) => log.error({ err }, 'démo saison : échec'));
  }
  // The autopilot follows the league once the demo's matchdays are played (it would race their computation).
  if (!closing) {
    const autopilot = startAutopilot(app);
    stopAutopilot = autopilot.stop;
    // A demo clock moved forward (DEMO_CLOCK=settable): what became due is done at once, not at the next wake.
    settableClockOf(app.ctx.now)?.onMove(autopilot.wake);
  }
  log.info(
    `Poolfoot prêt sur ${config.appUrl} (${database.kind === 'pglite' ? `PGlite ${config.DATA_DIR}` : 'PostgreSQL'}${seeded ? `, données de démo ${seeded}` : ''})`,
  );
}

main().catch((err: Error) => {
  log.fatal(err.message);
  process.exit(1);
});
