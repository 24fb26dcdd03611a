import { lazy } from 'react';

/** The friends' leagues' public face: the menu's league switcher, loaded with the first page that shows the menu. */
export const LeagueSwitcher = lazy(() => import('./league-switcher'));
