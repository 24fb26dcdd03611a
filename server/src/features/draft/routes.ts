import type { App } from '../../http/types.js';

/** The draft calls (filled in by its issue). */
export default async function draftRoutes(_app: App) {}
