import { PWA_FILES } from '../files';
import { CONFIG } from './config';

const PREFIX = 'poolfoot-shell-';
const SHELL = `${PREFIX}${CONFIG.version}`;

/**
 * Install: keeps every file of this version (the shell page and the build's assets), read afresh from the server
 * (not from the browser's HTTP cache); one that fails fails the install, which the browser tries again later.
 */
export async function keepShell() {
  const cache = await caches.open(SHELL);
  await cache.addAll(CONFIG.shell.map((url) => new Request(url, { cache: 'reload' })));
}

/**
 * Activate: drops the files of older versions but the one just before this one, kept until the next version: a tab
 * still running it (another tab than the one that asked for the reload) loads its pages' code from there.
 */
export async function dropOldShells() {
  // caches.keys() lists in creation order: the last of the others is the version before this one.
  const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== SHELL);
  await Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
}

/** Whether a navigation is to a page of the app: not to the server's /backend/ (the API's pages), nor to a file. */
export const isAppPage = (url: URL) => !url.pathname.startsWith('/backend/') && !/\.[a-z0-9]+$/i.test(url.pathname);

/**
 * A page of the app: the shell of this version, online or not (what it shows comes from the API), so a page runs the
 * code this worker kept until the user takes a new version (« Recharger »); the network until the shell is kept.
 */
export async function shellPage(request: Request) {
  return (await caches.match(PWA_FILES.shell, { cacheName: SHELL })) ?? fetch(request);
}

/** A file of the site: kept by this version or the one before it, else from the network. */
export async function siteFile(request: Request) {
  return (await caches.match(request, { ignoreVary: true })) ?? fetch(request);
}
