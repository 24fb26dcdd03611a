/**
 * The autopilot feature's public face: its routes (the matchday pipeline, the setting), its timer (server.ts), one tick
 * (tests) and a league's live matchday (the leagues' bench).
 */
export { default as autopilotRoutes } from './routes.js';
export { type Autopilot, startAutopilot, WAKE_MS } from './ticker.js';
export { autopilotTick } from './tick.js';
export { liveMatchday } from './live-scores.js';
