import type { PublicUser } from '@poolfoot/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '../app/providers';
import { session } from '../lib/session';

/** A query cache of one test: nothing kept from another test, a failed call not tried again. */
const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

type Where = {
  /** The address the page is at (default '/'). */
  at?: string | { pathname: string; state?: unknown };
  /** The route pattern the page is mounted on, when it reads its parameters (':numjournee'…). */
  path?: string;
  /** The logged-in user the session holds (none: as the session stands). */
  user?: PublicUser | null;
};

/**
 * Renders a page or a component as the app does: inside the app's providers (theme, toasts, a fresh query cache) and a
 * router at `at`, the session holding `user`. Its calls are answered by the test's fake server (server.ts). The
 * providers are testing-library's wrapper: `rerender(ui)` keeps them, and the page's cache.
 */
export function renderApp(ui: ReactNode, { at = '/', path, user }: Where = {}) {
  if (user !== undefined) session.set(user);
  const client = testClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client}>
      <MemoryRouter initialEntries={[at]}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </Providers>
  );
  return { ...render(ui, { wrapper }), client };
}

/** The same providers for a hook (renderHook's wrapper), with the cache it uses. */
export function appWrapper() {
  const client = testClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>
  );
  return { wrapper, client };
}
