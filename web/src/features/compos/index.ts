/**
 * The compos feature's public surface: the calls that show the lineups (read again after a change), a journée's rencontres, which the classement shows,
 * and where the user's own match is (the home links to it).
 */
export { COMPO_READERS, rencontresQuery } from './api';
export { MY_MATCH_PATH, myMatchOf } from './my-match';
