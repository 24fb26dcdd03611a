/** The stats feature's public face: its routes. */
export { default as statsRoutes } from './routes.js';
