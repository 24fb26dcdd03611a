/** The teams feature's public face: its routes, and who owns which players at a matchday (RULES.md "Teams over time"). */
export { default as teamsRoutes } from './routes.js';
export { heldAt, heldFrom, ownedPostes, teamJournee, teamOf } from './ownership.js';
