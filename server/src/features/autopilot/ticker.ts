import type { App } from '../../http/types.js';
import { autopilotTick } from './tick.js';

/** How often each server process wakes the autopilot: what is due is decided by the server's clock and the bookkeeping. */
export const WAKE_MS = 5_000;

/**
 * Starts the autopilot's timer (server.ts, once the server listens and the demo is played; the live bench wakes it
 * more often, on its fast clock). Ticks never overlap in a process; several processes are fine (state.ts). Answers how
 * to stop it, waiting for a tick under way.
 */
export function startAutopilot(app: App, wakeMs = WAKE_MS): () => Promise<void> {
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
  const timer = setInterval(tick, wakeMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
