/**
 * The demo's public face, the only file imported from outside server/src/demo (rule demo-through-index of
 * .dependency-cruiser.cjs), so production code touches the demo only where it starts it: server.ts seeds a fresh
 * database (seedAtStart), takes its clock (serverClock: the real one, or DEMO_CLOCK=settable's) and plays the first
 * matchdays, and app.ts serves the demo league. The demo uses features through their index.ts, never the other way
 * round. Tests, benches and scripts seed through it too.
 *
 * Inside: seed/ (the fixed world: clubs, fictional players, the real 2025/26 calendar, and the database fill),
 * start.ts (the seed at a server's start), season.ts (plays the draft and the first matchdays by the app's own code,
 * reporting its progress to game/preparation.php), league/ (the official API and Transfermarkt as the demo answers
 * them, at the server's clock).
 */
export { serverClock, settableClockOf } from './server-clock.js';
export { publicDemoAccount } from './exposure.js';
export { type DemoGoal, demoGoals } from './championnat/goals.js';
export { demoWhistle } from './championnat/match-clock.js';
export { default as demoChampionnatRoutes } from './championnat/routes.js';
export { beginDemoSeason, playDemoSeason } from './season.js';
export { mulberry32 } from './seed/players.js';
export { DEMO_PASSWORD, demoLeagueId, seedDemo } from './seed/seed.js';
export { seedAtStart } from './start.js';
