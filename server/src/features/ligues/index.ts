/** The friends' leagues' public face (docs/ligues.md): their routes, and the league a new session acts in. */
export { default as liguesRoutes } from './routes.js';
export { loginLeague, myLeagues } from './queries.js';
