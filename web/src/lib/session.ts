import { type PublicUser, publicUserSchema } from '@poolfoot/domain';
import { useSyncExternalStore } from 'react';

/**
 * The logged-in user, kept in localStorage for display only (SPEC.md §3): the server's session
 * cookie is what counts, and every call is checked on the server.
 */
const KEY = 'poolfoot.user';
const listeners = new Set<() => void>();

function read(): PublicUser | null {
  try {
    const parsed = publicUserSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
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
