/**
 * The auth feature's public surface, for the app shell and the /god page. Its pages are loaded by
 * app/routes.tsx directly (one chunk each), not through this file.
 */

/**
 * Ends the session (see ./api). The auth calls load on first use: the shell, which shows the logout
 * button on every page, does not carry the API schemas in its first download.
 */
export const logout = async () => (await import('./api')).logout();
