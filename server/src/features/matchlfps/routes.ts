import type { App } from '../../http/types.js';

/** The matchlfps calls (filled in by its issue). */
export default async function matchlfpsRoutes(_app: App) {}
