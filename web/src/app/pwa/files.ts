/**
 * The installed app's files at the root of the site, written by the build (web/plugins/pwa.ts) and named here once:
 * the page registers the worker, the worker shows the icons, the manifest lists them.
 */
export const PWA_FILES = {
  manifest: '/manifest.webmanifest',
  worker: '/sw.js',
  /** The app shell: the one page every address of the app answers with. */
  shell: '/index.html',
  favicon: '/favicon.svg',
  icon192: '/icons/icon-192.png',
  icon512: '/icons/icon-512.png',
  /** Full-bleed, the drawing inside the safe zone: Android crops it to its own shape. */
  maskable: '/icons/maskable-512.png',
  /** Full-bleed too: iOS rounds its corners itself and would show transparent ones black. */
  appleTouchIcon: '/icons/apple-touch-icon.png',
  /** The status bar's small icon of a notification (Android draws its alpha only, in white). */
  badge: '/icons/badge-96.png',
} as const;
