import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '../lib/notify';

/**
 * The toasts of each test of the calling file watched, and shown nowhere: `toast.success` and the others are spies whose
 * calls a test reads; the rest of notify (the toasts' host the app's providers mount) stays real. Spies on the one
 * `toast` object rather than a mock of its module: the tests share their modules (vite.config.ts, isolate: false), and a
 * module mocked in one file would be the real one for a page another file loaded first.
 */
export function watchToasts() {
  const kinds = ['success', 'warning', 'info'] as const;
  beforeEach(() => {
    for (const kind of kinds) vi.spyOn(toast, kind).mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const kind of kinds) vi.mocked(toast[kind]).mockRestore();
  });
}
