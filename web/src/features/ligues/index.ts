import { lazy } from 'react';

/**
 * The friends' leagues' public face: the menu's league switcher, loaded with the first page that shows the menu, and
 * whether I am an instance admin (the instance's pages and tiles).
 */
export const LeagueSwitcher = lazy(() => import('./league-switcher'));
/** A link naming its league (`?ligue=`, a notification's): the session acts in it first. */
export const LeagueFromLink = lazy(() => import('./league-from-link'));
export { useInstanceAdmin } from './api';
/** The session now acts in another league (or none): what is shown is read again. */
export { useActInLeague } from './act-in-league';
/** The address friends get in links, on /admin. */
export { AddressCard } from './components/address-card';
