/** The journees feature's public surface: the matchday reads other features show, and the calls that show a matchday's state (to read again after a change). */
export { activeJourneeQuery, JOURNEE_READERS, journeesListQuery } from './api';
