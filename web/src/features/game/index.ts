/** The game context (season, rank, phase) and the home dashboard, for the pages of other features. */
export { useGameContext, useGameHome, useSetPhase } from './api';
export { useLastSeasonYears } from './last-season';
