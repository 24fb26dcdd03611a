import type { App } from '../../http/types.js';
import { autopilotTick } from './tick.js';

/** How often each server process wakes the autopilot: what is due is decided by the server's clock and the bookkeeping. */
const WAKE_MS = 5_000;

/**
 * Starts the autopilot's timer (server.ts, once the server listens and the demo is played). Ticks never overlap in a
 * process; several processes are fine (state.ts). Answers how to stop it, waiting for a tick under way.
 */
export function startAutopilot(app: App): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = autopilotTick(app.ctx, app.log)
      .catch((err: unknown) => app.log.warn({ err }, 'autopilot : tick en échec'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, WAKE_MS);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
