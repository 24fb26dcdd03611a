/** The game feature's public face: its routes (context, phase and the home dashboard). */
export { default as gameRoutes } from './routes.js';
