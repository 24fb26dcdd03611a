/**
 * The resultats feature's public face: its routes, the general ranking (a pooler's rank, the mercato order) and its
 * history (the home's rank move), a matchday computed and its results told (the autopilot), and each season's champion
 * (the palmarès).
 */
export { default as resultatsRoutes } from './routes.js';
export { countsInRanking, generalRanking, rankingHistory } from './ranking.js';
export { calcJournee } from './calc.js';
export { noticeResults } from './notices.js';
export { fromSide } from './outcome.js';
export { championsOf, playedMeetings, type SeasonChampion, type SeasonSum, seasonSums } from './champions.js';
