import { useSyncExternalStore } from 'react';
import { SKIP_WAITING } from './protocol';

/**
 * What the page knows of its service worker (docs/app.md): whether the data on screen came from its cache (no
 * network), and a new version installed and waiting for the user's « Recharger ».
 */
let fromCache = false;
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

export const pwaState = {
  /** The worker answered a call from its cache (true) or from the network (false). */
  dataFrom(cache: boolean) {
    if (cache === fromCache) return;
    fromCache = cache;
    changed();
  },
  /** A new version is installed and waits. */
  offerUpdate(worker: ServiceWorker) {
    waiting = worker;
    changed();
  },
  /** « Plus tard »: the notice goes; the new version still waits (offered again on the next load). */
  dismissUpdate() {
    waiting = null;
    changed();
  },
  /**
   * « Recharger »: the waiting version takes over, and the page reloads once it controls it (controllerchange), not
   * before: until then the page keeps running as it was.
   */
  applyUpdate() {
    if (!waiting) return;
    // Taken already from another tab of the app: it controls this page too, which only has to reload.
    if (waiting.state === 'activating' || waiting.state === 'activated') {
      location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage(SKIP_WAITING);
  },
};

function subscribe(listener: () => void) {
  // Back online: the next calls go to the network again (the query cache reads them again on reconnecting).
  const online = () => {
    fromCache = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the page shows what it last saw rather than live data: the browser is offline, or the worker said so. */
export const useOffline = () => useSyncExternalStore(subscribe, () => fromCache || !navigator.onLine);

/** Whether a new version waits for the user's « Recharger ». */
export const useUpdateWaiting = () => useSyncExternalStore(subscribe, () => waiting !== null);
