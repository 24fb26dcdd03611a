/** The joueurs feature's public surface: the season's joueurs, read by the mercato pages. */
export { joueursListQuery } from './api';
