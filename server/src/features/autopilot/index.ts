/** The autopilot feature's public face: its routes (the matchday pipeline, the setting), its timer (server.ts) and one tick (tests). */
export { default as autopilotRoutes } from './routes.js';
export { startAutopilot, WAKE_MS } from './ticker.js';
export { autopilotTick } from './tick.js';
