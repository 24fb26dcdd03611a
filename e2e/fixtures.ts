import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from './env';
import { type E2eServer, startServer } from './server';

export const DEMO_PASSWORD = 'poolfoot';
export const demoEmail = (n: number) => `pooler${n}@poolfoot.test`;

/**
 * `test` with a fresh server per spec file (a worker per project), started with `env` added to its environment (or the
 * environment made for its port): every page, request and `server` (its url and log) of a spec file talk to that server.
 */
export function testWith(env: Record<string, string> | ((port: number) => Record<string, string>)) {
  return base.extend<object, { server: E2eServer }>({
    server: [
      async ({ browserName: _b }, use, workerInfo) => {
        // Each run (E2E_PORT) owns a range of 20 ports; each worker (one per spec file) one of them.
        const port = 20_000 + (E2E_PORT % 1000) * 20 + (workerInfo.workerIndex % 20);
        const server = await startServer(port, { env: typeof env === 'function' ? env(port) : env });
        await use(server);
        await server.stop();
      },
      { scope: 'worker', auto: true },
    ],
    baseURL: async ({ server }, use) => use(server.url),
  });
}

/** `test` on a server with the default demo (the twelve's league, its season not started). */
export const test = testWith({});
export { expect };

/** The page fits its width: nothing to scroll sideways (on a phone, nothing cut off to the right). */
export const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

/** Logs in through the login page, as a person would: for the journeys about signing in. */
export async function loginThroughForm(page: Page, n: number, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoEmail(n));
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs the page's browser in through the login call (its cookie, as the form's answer sets it), then opens `to` (the
 * home by default). Nothing of the browser's storage is set: the app finds the session by its start-up check, as a
 * phone whose storage was cleared does. About 0.8 s less than the form each time (docs/mesures.md).
 */
export async function loginAs(page: Page, n: number, to = '/home') {
  const res = await page.request.post('/backend/api/auth/login.php', { data: { email: demoEmail(n), password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.goto(to);
  // The app has found the session (its start-up check keeps the user in the browser's storage), and is back on `to`.
  await page.waitForFunction(() => localStorage.getItem('poolfoot.user') !== null);
  await expect(page).toHaveURL((url) => url.pathname + url.search === to);
}

/** Calls the API with the page's session (for setting the scene quickly; journeys use the UI). */
export async function apiPost(page: Page, path: string, body: unknown) {
  const res = await page.request.post(`/backend/api/${path}`, { data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** The last reset link a server wrote to its log (no SMTP_URL in the e2e servers). */
export function lastResetLink(server: E2eServer, email: string): string {
  const lines = readFileSync(server.log, 'utf8')
    .split('\n')
    .filter((l) => l.includes(email));
  const match = /(http:\/\/[^\s"\\]+\/login\/reset-password\/[\w-]+)/.exec(lines.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`aucun lien de réinitialisation pour ${email}`);
  return match[1];
}
