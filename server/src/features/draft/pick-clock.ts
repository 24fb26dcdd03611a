import { and, eq, lte } from 'drizzle-orm';
import { appWork, crossLeague } from '../../db/league-scope.js';
import { catchUp } from '../../db/shared-generation.js';
import { draftState } from '../../db/schema.js';
import { activeSaisonId } from '../../db/settings.js';
import type { App, AppContext } from '../../http/types.js';
import type { LeagueSeason } from '../ligues/index.js';
import { runPickClock } from './pick.js';
import { draftChanged } from './turn-notice.js';

/** How often each server process looks at the pick deadline (a read of draft/get.php past it settles it at once). */
const PICK_CLOCK_TICK_MS = 5_000;

/** The leagues whose current pick's deadline has passed (the timer runs each one's clock). */
async function leaguesDue(ctx: AppContext): Promise<LeagueSeason[]> {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(db);
  return crossLeague(
    'leaguesDue',
    async () =>
      await db
        .select({ leagueId: draftState.leagueId, saisonId: draftState.saisonId })
        .from(draftState)
        .where(and(eq(draftState.saisonId, saisonId), eq(draftState.status, 'en cours'), lte(draftState.pickDeadline, ctx.now()))),
  );
}

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
        await runPickClock(app.ctx, ls, (state) => draftChanged(app.ctx, app.log, ls, state));
      }
    } catch (err) {
      app.log.warn({ err }, 'draft: horloge des choix en échec');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void appWork(tick), PICK_CLOCK_TICK_MS);
  timer.unref();
  app.addHook('onReady', async () => void appWork(tick));
  app.addHook('onClose', async () => clearInterval(timer));
}
