import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first port of a run; each spec file gets its own server on a port above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3291);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Each run has its own folder (built web app, one database and log per spec file). */
export const RUN_DIR = join(ROOT, 'e2e', `.run-${E2E_PORT}`);
export const WEB_DIST = join(RUN_DIR, 'web');

const firstFound = (candidates: (string | undefined)[]) => candidates.find((p): p is string => !!p && existsSync(p));

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  return firstFound([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * Debian's headless shell of the same Chromium (`apt-get install -y chromium-headless-shell`): the same engine without
 * the desktop browser around it, a sixth less time and CPU for the same spec here (docs/mesures.md).
 * CHROME_HEADLESS_SHELL, else /usr/bin/chromium-headless-shell, else the full Chromium.
 */
function headlessShellPath(): string | undefined {
  return firstFound([process.env.CHROME_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell']) ?? chromiumPath();
}

/** The specs whose pages subscribe to push: the notification permission, which only the full browser grants. */
const FULL_BROWSER = new Set(['push.spec.ts', 'room.spec.ts']);

/** Chromium's switches for every spec: no sandbox (containers), no GPU, nothing fetched from outside on its own. */
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The browser a spec file runs in (the headless shell unless it needs the full one) with Chromium's switches, and `extra`. */
export const launchOptionsOf = (specFile: string, extra: string[] = []) => ({
  executablePath: FULL_BROWSER.has(specFile) ? chromiumPath() : headlessShellPath(),
  args: [...BROWSER_ARGS, ...extra],
});
