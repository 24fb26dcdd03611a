/** The resultats feature's public face: its routes, the general ranking (a pooler's rank, the mercato order) and its history (the home's rank move), and a matchday computed (the autopilot). */
export { default as resultatsRoutes } from './routes.js';
export { countsInRanking, generalRanking, rankingHistory } from './ranking.js';
export { calcJournee } from './calc.js';
