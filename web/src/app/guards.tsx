import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser } from '../lib/session';

/**
 * SPEC.md "Access rules": a visitor goes to /login; a user whose role is lower than the page's goes to
 * /forbidden, except one in no league (role 0: he left his last one), who goes to his account, where his leagues are
 * said and an invitation link brings him into one. (The server checks every call again; this only guides.)
 */
export function RequireRole({ role, children }: { role: number; children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  // The whole address (its query and its anchor too: a matchday chosen in a list's link), to come back to once signed in.
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  if (user.role === 0 && role > 0) return <Navigate to="/user/account" replace />;
  if (user.role < role) return <Navigate to="/forbidden" replace />;
  return children;
}
