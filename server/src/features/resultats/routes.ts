import type { App } from '../../http/types.js';

/** The resultats calls (filled in by its issue). */
export default async function resultatsRoutes(_app: App) {}
