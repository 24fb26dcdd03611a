/**
 * The stats feature's public surface: the scoring grid card of /admin (served under stats/scoring_grid.php),
 * the points computation job the matchday manage page (league) starts and follows, this season's totals (the
 * mercato's candidates) and a player's points explained (the lineup recaps).
 */
export { POINTS_READERS, playersQuery, poolerChoicesQuery, pointsJob, startPointsJob } from './api';
export { JoueurPointsButton } from './components/joueur-points-button';
export { ScoringGridCard } from './components/scoring-grid-card';
