/** The game context (season, rank, phase) for the pages of other features. */
export { useGameContext, useSetPhase } from './api';
