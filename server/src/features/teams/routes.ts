import type { App } from '../../http/types.js';

/** The teams calls (filled in by its issue). */
export default async function teamsRoutes(_app: App) {}
