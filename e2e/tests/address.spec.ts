import { INVITES_MSG } from '@poolfoot/domain/messages';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, testWith } from '../fixtures';

// A host who set no APP_URL hands out links on the address they opened Poolfoot on: here the e2e server reached on
// 127.0.0.1, not localhost. /admin shows that address and what is wrong with it (this machine only, plain http), and an
// invite made on /admin/invitations links there. Once on a phone (390×844, touch), once on a desktop.
const test = testWith({ APP_URL: '' });

/** A button pressed as the device does: a tap on a phone, a click on a desktop. */
const press = (page: Page, touch: boolean, name: string) =>
  touch ? page.getByRole('button', { name }).tap() : page.getByRole('button', { name }).click();

for (const [name, viewport, touch] of [
  ['on a phone', { width: 390, height: 844 }, true],
  ['on a desktop', { width: 1280, height: 800 }, false],
] as const) {
  test(`without APP_URL, ${name}: /admin shows the address links are made on, and an invite links there`, async ({ browser, server }) => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const context = await browser.newContext({ baseURL: server.url, viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoEmail(2));
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await press(page, touch, 'Se connecter');
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/admin');
    const card = page.getByRole('region', { name: INVITES_MSG.addressTitle });
    await expect(card.getByText(server.url, { exact: true })).toBeVisible();
    const warning = card.getByRole('alert');
    await expect(warning.getByText(INVITES_MSG.addressWarning.http)).toBeVisible();
    await expect(warning.getByText(INVITES_MSG.addressWarning.loopback)).toBeVisible();
    await expect(warning.getByText(INVITES_MSG.addressGuide)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/admin/invitations');
    await press(page, touch, INVITES_MSG.make);
    const link = await page.getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
    expect(link).toMatch(new RegExp(`^${server.url.replaceAll('.', '\\.')}/invite/[\\w-]+$`));
    await context.close();
  });
}
