/**
 * The stats feature's public surface: the scoring grid card of /admin (served under stats/scoring_grid.php),
 * and the points computation job the matchday manage page (league) starts and follows.
 */
export { pointsJob, startPointsJob, statsKeys } from './api';
export { ScoringGridCard } from './components/scoring-grid-card';
