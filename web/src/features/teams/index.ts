/** The teams feature's public surface: the team reads the mercato and the compo editor share. */
export { allTeamsQuery, teamByUserQuery } from './api';
export { joueurName } from './components/team-joueurs';
