import { builtinEnvironments, type Environment } from 'vitest/environments';

const KEPT = Symbol.for('poolfoot.kept-window');
type Kept = { [KEPT]?: true };

/**
 * jsdom, one window for all the files a test worker runs (vite.config.ts: `environment`), as a browser has one for the
 * app's modules: the files share their loaded modules (isolate: false), and a module keeps what it found at its import
 * (testing-library's `screen` its document, user-event and React what they set on it). Vitest's own jsdom makes a
 * window per file, and a page of a later file then typed into a window no module listened to. What a file leaves in
 * the window goes between files as between tests (test-setup.ts: the page, the storage, the session).
 */
export default {
  name: 'kept-window',
  transformMode: 'web',
  async setup(global: Kept, options) {
    if (!global[KEPT]) {
      await builtinEnvironments.jsdom.setup(global, options);
      global[KEPT] = true;
    }
    // The worker's end takes the window with it.
    return { teardown: () => undefined };
  },
} satisfies Environment;
