import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { ROUTES } from './app/routes';
import { session, syncSession } from './lib/session';

// Re-read the session from the server (a plain fetch: the API schemas load with the pages that call it).
void syncSession();
// The first page's code downloads while the shell's runs, and the first screen is drawn once it is there: the
// page's title is in the first paint, not a loader replaced a moment later (a failed download renders anyway).
const first = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
const firstPage = first && first.role <= (session.get()?.role ?? 0) ? first.Page.preload().catch(() => undefined) : null;

const root = document.getElementById('root');
if (root) {
  void Promise.resolve(firstPage).then(() =>
    // A transition: React renders the first screen in small slices, so a slow phone stays responsive.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
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
