/**
 * The stats feature's public face: its routes, the points brought up to date before a matchday's results, the
 * scoring of some players' stat lines (the autopilot scores a match's players at its whistle), and the last matchday
 * with points (the lineup's player picker).
 */
export { journeeStatLines, refreshJourneePoints, savePoints, scoreJournee, scoreLines } from './points.js';
export { lastScoredJournee } from './queries.js';
export { default as statsRoutes } from './routes.js';
