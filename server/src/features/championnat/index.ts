/**
 * The championnat feature's public face (the real Ligue 1 data): its routes, where that data comes from (initChampionnatRuntime, at the app's
 * build, says whether the demo league serves it at DEMO_CHAMPIONNAT_PATH; the sources' settings the tests point at local
 * servers), and what the autopilot runs by itself: a matchday's matches, one match's sheet read again (its stat lines), the championnat's env.
 */
export { default as championnatRoutes } from './routes.js';
export { configureChampionnat, DEMO_CHAMPIONNAT_PATH, initChampionnatRuntime } from './runtime.js';
export { championnatEnv } from './env.js';
export { isItemFailure } from './errors.js';
export { findJournee, type Journee, type MatchWithClubs, matchesOfJournee } from './matches.js';
export { type BuildResult, buildMatchStats } from './match-stats.js';
