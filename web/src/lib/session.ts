import type { PublicUser } from '@poolfoot/domain';
import { useSyncExternalStore } from 'react';

/**
 * The logged-in user, kept in localStorage for display only (SPEC.md §3): the server's session
 * cookie is what counts, and every call is checked on the server.
 */
const KEY = 'poolfoot.user';
const listeners = new Set<() => void>();

/** Reads the stored user; anything malformed counts as logged out (no zod here: the shell stays small). */
function read(): PublicUser | null {
  try {
    const u = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PublicUser> | null;
    const valid =
      u && Number.isInteger(u.id) && Number.isInteger(u.role) && typeof u.username === 'string' && typeof u.nickname === 'string';
    return valid ? (u as PublicUser) : null;
  } catch {
    return null;
  }
}

let current = read();

export const session = {
  get: () => current,
  set(user: PublicUser | null) {
    current = user;
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useSessionUser = () => useSyncExternalStore(session.subscribe, session.get, session.get);
