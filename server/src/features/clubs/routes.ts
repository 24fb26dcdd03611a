import type { App } from '../../http/types.js';

/** The clubs calls (filled in by its issue). */
export default async function clubsRoutes(_app: App) {}
