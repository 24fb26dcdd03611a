import type { App } from '../../http/types.js';
import { autopilotTick } from './tick.js';

/** How often each server process wakes the autopilot: what is due is decided by the server's clock and the bookkeeping. */
export const WAKE_MS = 5_000;

export type Autopilot = {
  /** Stops the timer, waiting for a tick under way. */
  stop(): Promise<void>;
  /** A tick now (the demo's clock moved: what is due changed), or just after the one under way. */
  wake(): void;
};

/**
 * Starts the autopilot's timer (server.ts, once the server listens and the demo is played; the live bench wakes it
 * more often, on its fast clock). Ticks never overlap in a process; several processes are fine (state.ts).
 */
export function startAutopilot(app: App, wakeMs = WAKE_MS): Autopilot {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = autopilotTick(app.ctx, app.log)
      .catch((err: unknown) => app.log.warn({ err }, 'autopilot : tick en échec'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, wakeMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
    wake: tick,
  };
}
