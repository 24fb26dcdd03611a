/**
 * The clubs feature's public surface: the season's clubs, which the draft's filter and the match edit offer. Its pages
 * are loaded by app/routes.tsx directly (one chunk each), not through this file.
 */
export { clubsListQuery } from './api';
