import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireRole } from './guards';
import { Layout } from './layout';
import NotFoundPage from './not-found-page';
import { ROUTES } from './routes';

/** The instance pages' guard, loaded with the first of them (it reads my leagues: zod and the contract's schemas). */
const RequireInstance = lazy(() => import('./require-instance'));

/** Every route inside the app shell (declarative routing: no loaders, the pages fetch their own data). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, role, account, instance, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              role || account ? (
                <RequireRole role={role}>
                  {instance ? (
                    <RequireInstance>
                      <Page />
                    </RequireInstance>
                  ) : (
                    <Page />
                  )}
                </RequireRole>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
