/** The seasons feature's public face (issue 28): its routes, and when a season is finished (the palmarès). */
export { default as saisonsRoutes } from './routes.js';
export { seasonFinished } from './list.js';
