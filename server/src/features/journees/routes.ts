import type { App } from '../../http/types.js';

/** The journees calls (filled in by its issue). */
export default async function journeesRoutes(_app: App) {}
