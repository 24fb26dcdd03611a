/**
 * The championnat feature's public surface (the real Ligue 1 data): the championnat jobs the joueurs refresh page runs (squads), the season
 * set up from the league (the admin page's card). The matchday
 * manage page (import, stats lines, points, results) lives here, whole, and is loaded by app/routes.tsx.
 */
export { championnatJob, startSquadJob } from './api';
export { SeasonSetupCard } from './components/season-setup-card';
