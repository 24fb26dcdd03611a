import { lazy } from 'react';

/** The league's room, « Vestiaire »: its page is a route of its own; the menu's unread count, loaded apart from the shell. */
export const RoomUnread = lazy(() => import('./room-unread'));
