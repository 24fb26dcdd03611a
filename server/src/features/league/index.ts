/** The league feature's public face: its routes, and the sources' settings the tests point at local servers. */
export { default as leagueRoutes } from './routes.js';
export { configureLeague } from './runtime.js';
