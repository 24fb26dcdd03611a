import { createBrowserRouter } from 'react-router';
import { RequireRole } from './guards';
import { Layout } from './layout';
import NotFoundPage from './not-found-page';
import { ROUTES } from './routes';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...ROUTES.map(({ path, role, Page }) => ({
        path,
        element: role ? (
          <RequireRole role={role}>
            <Page />
          </RequireRole>
        ) : (
          <Page />
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
