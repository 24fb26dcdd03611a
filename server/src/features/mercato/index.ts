/** The mercato feature's public face: its routes. */
export { default as mercatoRoutes } from './routes.js';
