/** The rencontres feature's public face: its routes, and the round robin the end of the draft writes. */
export { default as rencontresRoutes } from './routes.js';
export { generatePairings } from './generate.js';
