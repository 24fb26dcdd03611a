/** The matchlfps feature's public face: its routes, and which league matches count as postponed. */
export { default as matchlfpsRoutes } from './routes.js';
export { journeeEnds, journeeMatchStates, postponedIn } from './postponed.js';
