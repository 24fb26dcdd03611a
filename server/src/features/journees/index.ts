/** The journees feature's public face: its routes, the active and the next matchday, and one matchday as the API answers it. */
export { default as journeesRoutes } from './routes.js';
export { activeJournee, firstOpenJournee, journeeStarted, refusePastSeason, seasonFinished } from './active.js';
export { getJournee, toJournee } from './service.js';
