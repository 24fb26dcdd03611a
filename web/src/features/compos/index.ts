/**
 * The compos feature's public surface: the compo query keys and a journée's rencontres, which the classement shows,
 * and where the user's own match is (the home links to it).
 */
export { composKeys, rencontresQuery } from './api';
export { MY_MATCH_PATH } from './my-match';
