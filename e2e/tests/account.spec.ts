import { ACCOUNT_MSG, LIGUES_MSG, MSG, poolerName } from '@poolfoot/domain';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginAs, loginThroughForm, test } from '../fixtures';

// My account, at 390x844 by touch: my name, my sessions (another device's ended from here), my password (my
// other sessions ended, this one kept); leaving a league before its draft.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** Nothing wider than the screen (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('my account on a phone: my name, another device ended from here, my password changed', async ({ browser, server }) => {
  const phone = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  const laptop = await (await browser.newContext({ baseURL: server.url })).newPage();
  await loginAs(laptop, 5);
  await loginAs(phone, 5, '/user/account');

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
  await loginThroughForm(laptop, 5, 'un nouveau secret');
});

test('leaving a league on a phone: the twelve’s, its draft not started, not the cousins’, whose draft runs', async ({
  browser,
  server,
}) => {
  // pooler7 plays in both demo leagues: the twelve's (its draft « non débuté », where his sign-in opens) and the cousins'.
  const phone = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  await loginAs(phone, 7);
  const { account } = await (await phone.request.get('/backend/api/users/me.php')).json();
  await phone.goto('/user/account');
  const leagues = phone.getByRole('region', { name: ACCOUNT_MSG.leaguesTitle });
  const douze = leagues.getByRole('listitem', { name: 'La ligue des douze' });
  const cousins = leagues.getByRole('listitem', { name: 'La ligue des cousins' });

  // The cousins' draft runs: « Quitter » is disabled there, and says why.
  await expect(cousins.getByRole('button', { name: ACCOUNT_MSG.leaveLabel('La ligue des cousins') })).toBeDisabled();
  await expect(cousins.getByText(ACCOUNT_MSG.leaveBlocked.draft_started)).toBeVisible();
  await expect(douze.getByText(ACCOUNT_MSG.activeLeague)).toBeVisible();
  expect(await fitsWidth(phone)).toBe(true);

  // The twelve's: asked first, then left; my session now acts in the cousins' league.
  await douze.getByRole('button', { name: ACCOUNT_MSG.leaveLabel('La ligue des douze') }).tap();
  const dialog = phone.getByRole('dialog', { name: ACCOUNT_MSG.leaveTitle });
  await expect(dialog.getByText(ACCOUNT_MSG.leaveConfirm('La ligue des douze'))).toBeVisible();
  await dialog.getByRole('button', { name: ACCOUNT_MSG.leave }).tap();
  await expect(phone.getByText(ACCOUNT_MSG.left('La ligue des douze', { to: 'La ligue des cousins' }))).toBeVisible();
  await expect(douze).toHaveCount(0);
  await expect(cousins.getByText(ACCOUNT_MSG.activeLeague)).toBeVisible();
  expect(await fitsWidth(phone)).toBe(true);
  const mine = await (await phone.request.get('/backend/api/leagues/mine.php')).json();
  expect(mine.leagues.map((l: { nom: string }) => l.nom)).toEqual(['La ligue des cousins']);

  // The twelve's admin sees him gone: eleven members on the league's page, and a draft order without him.
  const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
  await loginAs(admin, 2, '/admin/ligue');
  await expect(admin.getByText(LIGUES_MSG.membersTitle(11))).toBeVisible();
  await expect(admin.getByRole('listitem', { name: poolerName(account) })).toHaveCount(0);
  const draft = await (await admin.request.get('/backend/api/draft/get.php')).json();
  expect(draft.gestion.status).toBe('non débuté');
  expect(draft.ordre).toHaveLength(11);
  expect(draft.ordre).not.toContain(account.id);
});

test('leaving his last league on a phone: his account stays his page, and the menu has nothing else', async ({ browser, server }) => {
  // pooler8 plays in the twelve's league only.
  const phone = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  await loginAs(phone, 8, '/user/account');
  const leagues = phone.getByRole('region', { name: ACCOUNT_MSG.leaguesTitle });
  await leagues.getByRole('button', { name: ACCOUNT_MSG.leaveLabel('La ligue des douze') }).tap();
  await phone.getByRole('dialog', { name: ACCOUNT_MSG.leaveTitle }).getByRole('button', { name: ACCOUNT_MSG.leave }).tap();
  await expect(phone.getByText(ACCOUNT_MSG.left('La ligue des douze', { to: null }))).toBeVisible();
  await expect(leagues.getByText(LIGUES_MSG.noLeague)).toBeVisible();

  // A league's page (his bookmark, the app's start page) brings him back to his account, whose link is the menu's one.
  await phone.goto('/home');
  await expect(phone).toHaveURL(/\/user\/account$/);
  await expect(leagues.getByText(LIGUES_MSG.noLeague)).toBeVisible();
  await phone.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  const menu = phone.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveText(['Mon compte']);
  expect(await fitsWidth(phone)).toBe(true);
});
