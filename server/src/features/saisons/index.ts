/** The seasons feature's public face (issue 28): its routes. */
export { default as saisonsRoutes } from './routes.js';
