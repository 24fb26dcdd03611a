import { Route, Routes } from 'react-router';
import { RequireInstance, RequireRole } from './guards';
import { Layout } from './layout';
import NotFoundPage from './not-found-page';
import { ROUTES } from './routes';

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
