import type { App } from '../../http/types.js';

/** The league calls (filled in by its issue). */
export default async function leagueRoutes(_app: App) {}
