import { ACCOUNT_MSG, MSG } from '@poolfoot/domain';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginAs, test } from '../fixtures';

// Issue 29, my account, at 390x844 by touch: my name, my sessions (another device's ended from here), my password (my
// other sessions ended, this one kept).

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** Nothing wider than the screen (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('my account on a phone: my name, another device ended from here, my password changed', async ({ browser, server }) => {
  const phone = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  const laptop = await (await browser.newContext({ baseURL: server.url })).newPage();
  await loginAs(laptop, 5);
  await loginAs(phone, 5);
  await phone.goto('/user/account');

  // My name: saved, and the page's title follows.
  const name = phone.getByRole('region', { name: ACCOUNT_MSG.nameTitle });
  await name.getByLabel(ACCOUNT_MSG.nicknameLabel).fill('Lili la Flèche');
  await name.getByRole('button', { name: ACCOUNT_MSG.save }).tap();
  await expect(phone.getByText(ACCOUNT_MSG.nameSaved('Lili la Flèche'))).toBeVisible();
  await expect(phone.getByRole('heading', { name: MSG.accountTitle('Lili la Flèche') })).toBeVisible();

  // My sessions: this one first, the laptop's beside it; ended from the phone, the laptop is signed out.
  const sessions = phone.getByRole('region', { name: ACCOUNT_MSG.sessionsTitle });
  await expect(sessions.getByText(ACCOUNT_MSG.thisSession)).toBeVisible();
  const end = sessions.getByRole('button', { name: new RegExp(`^${ACCOUNT_MSG.endSessionLabel('')}`) });
  await expect(end).toHaveCount(1);
  await end.tap();
  await phone.getByRole('dialog').getByRole('button', { name: ACCOUNT_MSG.endSession }).tap();
  await expect(end).toHaveCount(0);
  expect((await laptop.request.get('/backend/api/auth/sessions.php')).status()).toBe(401);
  expect(await fitsWidth(phone)).toBe(true);

  // My password: the laptop signs in again, then the change ends it and keeps the phone.
  await loginAs(laptop, 5);
  const password = phone.getByRole('region', { name: ACCOUNT_MSG.passwordTitle });
  await password.getByLabel(ACCOUNT_MSG.currentPasswordLabel).fill(DEMO_PASSWORD);
  await password.getByLabel(ACCOUNT_MSG.newPasswordLabel, { exact: true }).fill('un nouveau secret');
  await password.getByLabel(ACCOUNT_MSG.confirmPasswordLabel).fill('un nouveau secret');
  await password.getByRole('button', { name: ACCOUNT_MSG.passwordSave }).tap();
  await expect(phone.getByText(ACCOUNT_MSG.passwordChanged(1))).toBeVisible();
  expect((await laptop.request.get('/backend/api/auth/sessions.php')).status()).toBe(401);
  expect((await phone.request.get('/backend/api/auth/sessions.php')).status()).toBe(200);
  await loginAs(laptop, 5, 'un nouveau secret');
});
