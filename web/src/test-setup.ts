import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { session } from './lib/session';

// findBy and waitFor wait up to 5 s (1 s by default): on a loaded machine (CI's two cores) a page's calls and renders can
// take longer than a second; a passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 5000 });

// This file runs before each test file, in the window the worker's files share (test/kept-window.ts): each file starts
// with nothing stored, as it did in a window of its own.
localStorage.clear();
sessionStorage.clear();

// Mantine under jsdom needs these browser APIs.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};

// console.error in a test is a failure.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  // What a test left outside its render (a confirmation still closing in its own root, confirm-dialog.tsx) goes too: the
  // next test would find that dialog first.
  document.body.replaceChildren();
  // The toasts shown go with their test (the toasts' store is the app's one, kept from file to file).
  notifications.clean();
  // Each test starts with the real globals (test/server.ts stands in for fetch) and nobody logged in.
  vi.unstubAllGlobals();
  session.set(null);
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length) throw new Error(`console.error appelé : ${calls.map((c) => c.join(' ')).join('\n')}`);
});

// Work React scheduled while a file's last test ended (a query read again after a change, a transition) runs before the
// file's browser environment is taken down, not after it (where it would find no window).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
