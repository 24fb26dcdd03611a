/** The game feature's public face: its routes (context, phase, the home dashboard), and where a first start's preparation reports its progress. */
export { default as gameRoutes } from './routes.js';
export { reportPreparation } from './preparation.js';
