import type { App } from '../../http/types.js';

/** The rencontres calls (filled in by its issue). */
export default async function rencontresRoutes(_app: App) {}
