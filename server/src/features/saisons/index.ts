/** The seasons feature's public face: its routes, and the last season a league played (the home's next step). */
export { default as saisonsRoutes } from './routes.js';
export { lastSeasonOf } from './start.js';
