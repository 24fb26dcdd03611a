import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first port of a run; each spec file gets its own server on a port above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3291);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Each run has its own folder (built web app, one database and log per spec file). */
export const RUN_DIR = join(ROOT, 'e2e', `.run-${E2E_PORT}`);
export const WEB_DIST = join(RUN_DIR, 'web');

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

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

/**
 * The browser every spec runs in, with Chromium's switches and `extra`. The full browser, not Debian's lighter
 * headless shell: in the shell, two specs that keep several friends' live pages open failed on CI's machine and nowhere
 * here (docs/mesures.md).
 */
export const launchOptionsOf = (extra: string[] = []) => ({ executablePath: chromiumPath(), args: [...BROWSER_ARGS, ...extra] });
