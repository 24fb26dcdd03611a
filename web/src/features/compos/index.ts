/** The compos feature's public surface: the compo query keys and a journée's rencontres, which the classement shows. */
export { composKeys, rencontresQuery } from './api';
