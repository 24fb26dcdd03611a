import { PWA_FILES } from './files';
import { isDataSource } from './protocol';
import { pwaState } from './pwa-state';

/**
 * Registers the service worker (docs/app.md) in the built app only: not under `vite dev` (its modules change at every
 * save) nor in the tests. After the page's load, so that the worker's first install never competes with the first
 * screen; a browser without service workers, or a registration that fails, leaves a plain website.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void watchServiceWorker(navigator.serviceWorker).catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Listens to the worker (where the data came from) and offers a new version once it is installed and waiting. The
 * first install is no update: the page had no worker (no controller) and just goes on.
 */
export async function watchServiceWorker(container: ServiceWorkerContainer) {
  container.addEventListener('message', (event) => {
    if (isDataSource(event.data)) pwaState.dataFrom(event.data.offline);
  });
  container.startMessages();
  const registration = await container.register(PWA_FILES.worker);
  const offer = (worker: ServiceWorker) => {
    if (container.controller) pwaState.offerUpdate(worker);
  };
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  // A version found before this code ran is waiting already, or still installing.
  if (registration.waiting) offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  // The browser looks for a new version after a load only once the page has been quiet a moment (Chromium puts its
  // check off at each request through the worker): a page under a worker asks at once.
  const look = () => registration.update().catch(() => undefined);
  if (container.controller) void look();
  // A tab left open for days asks for a new version when it is looked at again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void look();
  });
}
