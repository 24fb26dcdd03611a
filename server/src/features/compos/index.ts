/**
 * The compos feature's public face: its routes, the lineup that counts for a matchday (results), when a matchday
 * has started and how a matchday is answered (pairings), and when a kept lineup answer is stale (app.ts).
 */
export { default as composRoutes } from './routes.js';
export { effectiveLineup, type JourneeRef, leaguesLineups, type MatchdayLineups, matchdayLineups } from './effective.js';
export { matchdayStarted } from './locks.js';
export { compoAnswerValidity } from './present.js';
