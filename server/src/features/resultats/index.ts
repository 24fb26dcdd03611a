/** The resultats feature's public face: its routes, and the general ranking (a pooler's rank, the mercato order) and its history (the home's rank move). */
export { default as resultatsRoutes } from './routes.js';
export { generalRanking, rankingHistory } from './ranking.js';
