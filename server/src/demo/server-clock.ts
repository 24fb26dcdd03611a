import type { Config } from '../config.js';

/**
 * The server's clock (ctx.now). With DEMO_CLOCK=settable (a demo only: config.ts refuses it otherwise) it is the
 * real time plus an offset, moved forward through the demo league (demo/championnat/routes.ts) so that the browser
 * tests can play a matchday that the real calendar has not reached. The offset never goes down: every answer
 * cached until an instant, every lock and deadline already passed, stays past. It lives in memory: a restart
 * goes back to the real time.
 */
export type SettableClock = {
  /** Moves the clock forward to `to` (an instant before the clock's now is refused: false), and tells the new now. */
  moveTo(to: Date): Date | false;
  /** Called after each move (the autopilot looks at once at what became due). */
  onMove(listener: () => void): void;
};

const settable = new WeakMap<() => Date, SettableClock>();

/** The clock to give the app: the real one, or, with DEMO_CLOCK=settable, one the demo league can move forward. */
export function serverClock(config: Pick<Config, 'DEMO_CLOCK'>, real: () => Date = () => new Date()): () => Date {
  if (config.DEMO_CLOCK !== 'settable') return real;
  let offset = 0;
  const listeners: (() => void)[] = [];
  const now = () => new Date(real().getTime() + offset);
  settable.set(now, {
    moveTo(to) {
      const from = now().getTime();
      if (to.getTime() < from) return false;
      offset += to.getTime() - from;
      for (const listener of listeners) listener();
      return now();
    },
    onMove(listener) {
      listeners.push(listener);
    },
  });
  return now;
}

/** The handle that moves an app's clock, when that clock is settable. */
export const settableClockOf = (now: () => Date): SettableClock | undefined => settable.get(now);
