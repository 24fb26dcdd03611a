import { DEMO_MSG } from '@poolfoot/domain/messages';
import type { Page } from '@playwright/test';
import { RUN_DIR } from '../env';
import { expect, testWith } from '../fixtures';

// A first `npm start`: the demo season (DEMO=season) is played while the server already answers. A newcomer who
// opens the app then sees its preparation, on a desktop and on a phone, and the sign-in page comes by itself once the
// season is ready, on a season already living (ten matchdays played, the eleventh coming).

const test = testWith({ DEMO: 'season' });

/** Nothing wider than the screen (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the demo season being prepared is shown instead of the sign-in page, at desktop and phone sizes, until it is ready', async ({
  browser,
  server,
}) => {
  // The season is prepared while the pages wait (240 picks, ten matchdays on PGlite): up to a minute and a half on a
  // loaded machine, then the sign-in.
  test.setTimeout(180_000);
  const desktop = await browser.newPage({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const phone = await (
    await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  ).newPage();
  // The server answers as soon as it listens: the draft and ten matchdays take it several seconds more.
  await Promise.all([desktop.goto('/login'), phone.goto('/login')]);
  for (const [name, page] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await expect(page.getByRole('heading', { name: DEMO_MSG.preparing })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/Draft : \d+ choix sur 240/);
    await expect(page.getByRole('progressbar', { name: DEMO_MSG.progressLabel })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${RUN_DIR}/demo-preparation-${name}.png` });
  }
  // No reload: each page asks again by itself and shows the sign-in form once the season is played.
  for (const page of [desktop, phone]) {
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('heading', { name: DEMO_MSG.preparing })).toHaveCount(0);
  }
  // A living season: signed in on the phone, the home's coming matchday is the eleventh.
  await phone.getByLabel('Email').fill('pooler3@poolfoot.test');
  await phone.getByLabel('Mot de passe').fill('poolfoot');
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  await expect(phone).toHaveURL(/\/home$/);
  await expect(phone.getByRole('heading', { name: 'Journée 11' })).toBeVisible();
  expect(await fitsWidth(phone)).toBe(true);
});
