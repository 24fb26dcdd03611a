/**
 * The league feature's public face: its routes, where the league data comes from (initLeagueRuntime, at the app's
 * build, says whether the demo league serves it at DEMO_LEAGUE_PATH; the sources' settings the tests point at local
 * servers), and what the autopilot runs by itself: a matchday's matches, one match's sheet read again (its stat lines), the league's env.
 */
export { default as leagueRoutes } from './routes.js';
export { configureLeague, DEMO_LEAGUE_PATH, initLeagueRuntime } from './runtime.js';
export { leagueEnv } from './env.js';
export { isItemFailure } from './errors.js';
export { findJournee, type Journee, type MatchWithClubs, matchesOfJournee } from './matches.js';
export { type BuildResult, buildMatchStats } from './match-stats.js';
