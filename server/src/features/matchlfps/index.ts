/** The matchlfps feature's public face: its routes. */
export { default as matchlfpsRoutes } from './routes.js';
