import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { APP_MSG } from '@poolfoot/domain';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { RUN_DIR, WEB_DIST } from '../env';
import { expect, loginAs, testWith } from '../fixtures';

// The installable app (docs/app.md): Chromium's own installability check, the offline shell with the last
// data seen, and the calm update flow, at 390x844 by touch and on a desktop.

/** This spec file's own copy of the built app, whose service worker it changes: the other spec files' servers, running
 * meanwhile, serve theirs untouched. */
const OWN_WEB = join(RUN_DIR, 'web-installable');
const test = testWith(() => {
  rmSync(OWN_WEB, { recursive: true, force: true });
  cpSync(WEB_DIST, OWN_WEB, { recursive: true });
  return { WEB_DIST: OWN_WEB };
});
// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DEVICES = [
  { name: 'phone', options: PHONE },
  { name: 'desktop', options: {} },
] as const;

/** Waits for the service worker to control the page (its first version takes the open pages once installed). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/**
 * A new build deployed under the running server: /sw.js gets other bytes (its precompressed copies too, which the
 * server sends first). Returns what puts the build back as it was, for the next test of this file.
 */
function deployNextWorker(label: string) {
  const names = ['sw.js', 'sw.js.br', 'sw.js.gz'];
  const saved = names.map((name) => [name, readFileSync(join(OWN_WEB, name))] as const);
  const next = Buffer.from(`${readFileSync(join(OWN_WEB, 'sw.js'), 'utf8')}\n// ${label}\n`);
  writeFileSync(join(OWN_WEB, 'sw.js'), next);
  writeFileSync(join(OWN_WEB, 'sw.js.br'), brotliCompressSync(next));
  writeFileSync(join(OWN_WEB, 'sw.js.gz'), gzipSync(next));
  return () => {
    for (const [name, body] of saved) writeFileSync(join(OWN_WEB, name), body);
  };
}

for (const { name, options } of DEVICES) {
  test(`${name}: Chromium finds the app installable, no installability error, a manifest without error`, async ({
    playwright,
    launchOptions,
    server,
  }, testInfo) => {
    // A profile on disk: in a private window (Playwright's contexts), Chromium never offers to install.
    const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      ...options,
      baseURL: server.url,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await loginAs(page, 5);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: APP_MSG.name,
      short_name: APP_MSG.shortName,
      lang: 'fr',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      icons: [{ sizes: '192x192' }, { sizes: '512x512' }, { sizes: '512x512', purpose: 'maskable' }],
    });
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  test(`${name}: offline, the home shows the last data seen and says so; a new version waits for « Recharger »`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, ...options });
    const page = await context.newPage();
    const press = (label: string) => page.getByRole('button', { name: label })[options === PHONE ? 'tap' : 'click']();
    await loginAs(page, 5);
    await controlled(page);
    // Seen once through the worker, the home's data is kept.
    await page.reload();
    const season = page.getByRole('heading', { level: 1 });
    await expect(season).not.toBeEmpty();
    const seen = await season.textContent();

    await context.setOffline(true);
    // A worker that Chromium starts again (it stops idle ones) is made offline by Playwright without waiting for it, and
    // could fetch first: the page asks through it until the kept answer comes back, so the reload meets an offline one.
    const HOME = '/backend/api/game/home.php';
    await expect
      .poll(() => page.evaluate(async (url) => (await fetch(url).catch(() => null))?.headers.get('x-poolfoot-offline'), HOME))
      .toBe('1');
    const home = page.waitForResponse((r) => r.url().endsWith(HOME));
    await page.reload();
    expect((await home).headers()['x-poolfoot-offline']).toBe('1');
    await expect(page.getByText(APP_MSG.offline)).toBeVisible();
    await expect(season).toHaveText(seen ?? '');
    await context.setOffline(false);
    await expect(page.getByText(APP_MSG.offline)).toBeHidden();

    // A new build: found at the next load, installed, and offered without taking over the page in use.
    const restore = deployNextWorker(`next build for the ${name}`);
    try {
      await page.reload();
      await page.evaluate(() => {
        (window as { stillThisPage?: boolean }).stillThisPage = true;
      });
      await expect(page.getByText(APP_MSG.updateReady)).toBeVisible();
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      await Promise.all([page.waitForEvent('load'), press(APP_MSG.reload)]);
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBeUndefined();
      await expect(season).toHaveText(seen ?? '');
      await expect(page.getByText(APP_MSG.updateReady)).toBeHidden();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      restore();
    }

    // Logged out (the call the logout button makes, from the page: through the worker), nothing of this account's data
    // stays on the device.
    expect(await page.evaluate(() => caches.has('poolfoot-data'))).toBe(true);
    expect(await page.evaluate(async () => (await fetch('/backend/api/auth/logout.php', { method: 'POST' })).ok)).toBe(true);
    await expect.poll(() => page.evaluate(() => caches.has('poolfoot-data'))).toBe(false);
    await context.close();
  });
}
