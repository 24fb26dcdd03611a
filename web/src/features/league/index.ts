/**
 * The league feature's public surface: the league jobs the joueurs refresh page runs (squads), the season
 * set up from the league (the admin page's card). The matchday
 * manage page (import, stats lines, points, results) lives here, whole, and is loaded by app/routes.tsx.
 */
export { leagueJob, startSquadJob } from './api';
export { SeasonSetupCard } from './components/season-setup-card';
