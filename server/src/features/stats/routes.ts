import type { App } from '../../http/types.js';

/** The stats calls (filled in by its issue). */
export default async function statsRoutes(_app: App) {}
