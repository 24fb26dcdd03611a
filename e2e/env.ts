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
 * the desktop browser around it, a sixth less time and CPU for the same spec here (docs/mesures.md). Its pages get no
 * notification permission, so the specs that subscribe a device to push keep the full browser (playwright.config.ts).
 * CHROME_HEADLESS_SHELL, else /usr/bin/chromium-headless-shell, else the full Chromium.
 */
export function headlessShellPath(): string | undefined {
  return firstFound([process.env.CHROME_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell']) ?? chromiumPath();
}

/** Chromium's switches for every spec: no sandbox (containers), no GPU, nothing fetched from outside on its own. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
