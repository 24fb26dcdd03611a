import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3291);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Each port has its own run folder (database, built web app, log), so runs can go side by side. */
export const RUN_DIR = join(ROOT, 'e2e', `.run-${E2E_PORT}`);
export const SERVER_LOG = join(RUN_DIR, 'server.log');

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}
