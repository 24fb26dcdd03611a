import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useInstanceAdmin } from '../features/ligues';

/**
 * A page of the instance's data: an admin of a league who is not an instance admin goes to /forbidden. Loaded with the
 * first such page (router.tsx): the leagues' calls and their schemas stay out of the first page's code.
 */
export default function RequireInstance({ children }: { children: ReactNode }) {
  const instanceAdmin = useInstanceAdmin();
  if (instanceAdmin === undefined) return null;
  if (!instanceAdmin) return <Navigate to="/forbidden" replace />;
  return children;
}
