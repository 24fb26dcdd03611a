/** The resultats feature's public face: its routes, and the general ranking (a pooler's rank, the mercato order). */
export { default as resultatsRoutes } from './routes.js';
export { generalRanking } from './ranking.js';
