import type { App } from '../http/types.js';
import authRoutes from './auth/routes.js';
import gameRoutes from './game/routes.js';
import usersRoutes from './users/routes.js';

/** Every feature's routes, registered by app.ts. */
export const features: ((app: App) => Promise<void>)[] = [authRoutes, gameRoutes, usersRoutes];
