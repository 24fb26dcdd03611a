import { useSyncExternalStore } from 'react';

/** The app shell's message banner (warnings for errors), shown above the page until closed. */
export type Banner = { message: string; color: 'green' | 'orange' | 'red' | 'blue' } | null;
let current: Banner = null;
const listeners = new Set<() => void>();

export const banner = {
  show(message: string, color: NonNullable<Banner>['color'] = 'blue') {
    current = { message, color };
    for (const l of listeners) l();
  },
  warn(message: string) {
    banner.show(message, 'orange');
  },
  clear() {
    current = null;
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => current,
};

export const useBanner = () => useSyncExternalStore(banner.subscribe, banner.get, banner.get);
