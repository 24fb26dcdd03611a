/** The journees feature's public surface: the matchday reads (and their query keys) other features show or refresh. */
export { journeesKeys, journeesListQuery, useActiveJournee } from './api';
