import { catchUp } from '../../db/shared-generation.js';
import type { App } from '../../http/types.js';
import { publish } from '../live/index.js';
import { leaguesDue, runPickClock } from './service.js';
import { noticeDraftTurn } from './turn-notice.js';

/** How often each server process looks at the pick deadline (draft/get.php looks too). */
const PICK_CLOCK_TICK_MS = 5_000;

/**
 * The pick clock's timer, started with the app: the deadlines live in the database, so a restarted process (or any of
 * several) picks up where each league's clock stands; one query finds the leagues due, runPickClock makes each pick once.
 */
export function startPickClock(app: App) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await catchUp(app.ctx.database.db);
      for (const ls of await leaguesDue(app.ctx)) {
        if (!(await runPickClock(app.ctx, ls))) continue;
        await publish(app.ctx, 'draft', ls);
        await noticeDraftTurn(app.ctx, app.log, ls);
      }
    } catch (err) {
      app.log.warn({ err }, 'draft: horloge des choix en échec');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), PICK_CLOCK_TICK_MS);
  timer.unref();
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
