/** The joueurs feature's public face: its routes. */
export { default as joueursRoutes } from './routes.js';
