/** The stats feature's public face: its routes, and the points brought up to date before a matchday's results. */
export { refreshJourneePoints } from './points.js';
export { default as statsRoutes } from './routes.js';
