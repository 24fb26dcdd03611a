/** The clubs feature's public face: its routes, and the row-by-row import checks the players' import shares. */
export { default as clubsRoutes } from './routes.js';
export { byIndex, checkRows, knownSeasons, pastSeasonRow, refuseWhere } from './import-rows.js';
