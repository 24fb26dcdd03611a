import type { App } from '../../http/types.js';

/** The compos calls (filled in by its issue). */
export default async function composRoutes(_app: App) {}
