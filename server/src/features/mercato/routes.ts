import type { App } from '../../http/types.js';

/** The mercato calls (filled in by its issue). */
export default async function mercatoRoutes(_app: App) {}
