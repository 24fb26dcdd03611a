/** The game feature's public face: its routes (context and phase). */
export { default as gameRoutes } from './routes.js';
