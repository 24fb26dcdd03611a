import type { PublicUser } from '@poolfoot/domain';
import { useSyncExternalStore } from 'react';

/**
 * The logged-in user, kept in localStorage for display only (SPEC.md §3): the server's session
 * cookie is what counts, and every call is checked on the server.
 */
const KEY = 'poolfoot.user';
const listeners = new Set<() => void>();

/** A user as the API gives it, or null for anything else (no zod here: the shell stays small). */
export function asUser(value: unknown): PublicUser | null {
  const u = value as Partial<PublicUser> | null;
  const valid = u && Number.isInteger(u.id) && Number.isInteger(u.role) && typeof u.username === 'string' && typeof u.nickname === 'string';
  return valid ? (u as PublicUser) : null;
}

/** Reads the stored user; anything malformed counts as logged out. */
function read(): PublicUser | null {
  try {
    return asUser(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
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
