import './app/mantine-styles';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { ROUTES } from './app/routes';
import { afterPaint } from './lib/after-paint';
import { syncSession } from './app/sync-session';
import { registerServiceWorker } from './app/pwa/register';
import { session } from './lib/session';

// The first page's code downloads while the shell's runs, and the first screen is drawn once it is there: the
// page's title is in the first paint, not a loader replaced a moment later (a failed download renders anyway).
const first = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
const firstPage = first && first.role <= (session.get()?.role ?? 0) ? first.Page.preload().catch(() => undefined) : null;

/**
 * Re-reads the session from the server once the first screen is painted (it shows the stored user meanwhile): the
 * request and its chunk are no part of what that screen waits for.
 */
function SessionCheck() {
  useEffect(() => afterPaint(() => void syncSession()), []);
  return null;
}

registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  void Promise.resolve(firstPage).then(() =>
    // A transition: React renders the first screen in small slices, so a slow phone stays responsive.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <SessionCheck />
          <Providers>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Providers>
        </StrictMode>,
      ),
    ),
  );
}
