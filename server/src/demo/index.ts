/**
 * The demo's public face, the only file imported from outside server/src/demo (rule demo-through-index of
 * .dependency-cruiser.cjs), so production code touches the demo only where it starts it: db/open.ts seeds a fresh
 * database, server.ts takes its clock (serverClock: the real one, or DEMO_CLOCK=settable's) and plays the first matchdays, the league routes serve the demo league,
 * and game/preparation.php says how far the first matchdays are played. Tests, benches and scripts seed through it too.
 *
 * Inside: seed/ (the fixed world: clubs, fictional players, the real 2025/26 calendar, and the database fill),
 * season.ts (plays the draft and the first matchdays by the app's own code, preparation.ts its progress), league/ (the official API and
 * Transfermarkt as the demo answers them, at the server's clock).
 */
export { serverClock } from './server-clock.js';
export { publicDemoAccount } from './exposure.js';
export { demoWhistle } from './league/match-clock.js';
export { default as demoLeagueRoutes } from './league/routes.js';
export { demoPreparation } from './preparation.js';
export { beginDemoSeason, DEMO_SEASON_PLAYED, playDemoSeason } from './season.js';
export { mulberry32 } from './seed/players.js';
export { DEMO_PASSWORD, seedDemo } from './seed/seed.js';
