import { lazy } from 'react';

/** The game context (season, rank, phase) and the home dashboard, for the pages of other features. */
export { gameContextQuery, gameHomeQuery, useSetPhase } from './api';
export { useLastSeasonYears } from './last-season';
export { NextStepAlert, NextStepCard, useNextStep } from './next-step';
export { phaseLink } from './phase-link';
/** The phone menu's link to a draft or a mercato that runs, loaded with the menu's first opening. */
export const RunningNavLink = lazy(() => import('./running-nav-link'));
