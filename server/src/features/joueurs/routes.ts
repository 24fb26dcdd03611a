import type { App } from '../../http/types.js';

/** The joueurs calls (filled in by its issue). */
export default async function joueursRoutes(_app: App) {}
