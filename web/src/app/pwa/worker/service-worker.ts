/**
 * Poolfoot's service worker (docs/app.md), built into /sw.js by web/plugins/pwa.ts: the app shell kept for offline
 * use, the API network first with the last answers kept, the calm update flow, and Web Push's notifications.
 */
import { isSkipWaiting } from '../protocol';
import { changesSession, dropData, isApiCall, keepsAnswer, networkFirst } from './data';
import { openFromNotification, showPush } from './push';
import type { WorkerScope } from './scope';
import { dropOldShells, isAppPage, keepShell, shellPage, siteFile } from './shell';

const scope = self as unknown as WorkerScope;

// A new version installs and then waits: it takes over only when the user asks (SKIP_WAITING, the « Recharger »
// button) or when no tab of the app is left open, never under a page in use.
scope.addEventListener('install', (event) => event.waitUntil(keepShell()));

// Activated (the first version at once; a later one on SKIP_WAITING, or once no tab runs the one before), a version
// takes the open pages: the first had none, and after SKIP_WAITING the page that asked reloads under it.
scope.addEventListener('activate', (event) => event.waitUntil(dropOldShells().then(() => scope.clients.claim())));

scope.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) event.waitUntil(scope.skipWaiting());
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate') {
    if (request.method === 'GET' && isAppPage(url)) event.respondWith(shellPage(request));
  } else if (isApiCall(url.pathname)) {
    // Logging in or out, another league: the answers kept for the session before are dropped as the call leaves.
    if (changesSession(url.pathname)) event.waitUntil(dropData());
    if (keepsAnswer(request.method, url.pathname)) event.respondWith(networkFirst(scope, event));
  } else if (request.method === 'GET') {
    event.respondWith(siteFile(request));
  }
});

scope.addEventListener('push', (event) => event.waitUntil(showPush(scope, event.data)));

scope.addEventListener('notificationclick', (event) => event.waitUntil(openFromNotification(scope, event.notification)));
