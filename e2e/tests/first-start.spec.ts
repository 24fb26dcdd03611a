import { INVITES_MSG, LIGUES_MSG, SETUP_MSG } from '@poolfoot/domain/messages';
import { test as base, expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_PORT, RUN_DIR } from '../env';
import { setupCode, startServer } from '../server';

// A real host's first start: an empty database, no demo (DEMO=none), no terminal. The sign-in page sends
// to the set-up, where the one-time code the server printed in its log makes the first account and its league; the
// host lands on the home page, logged in, and invites a friend by a link the friend opens on their own device. On the
// league's page the host then names the friend admin, makes them a one-time password link and renames the league, and
// makes a second league, acting in it at once. Once on a phone (390×844, touch) and once on a desktop, each on its own
// fresh instance, after a stranger's wrong code was refused.

const test = base.extend<object, { port: number }>({
  port: [
    async ({ browserName: _b }, use, workerInfo) => use(20_000 + (E2E_PORT % 1000) * 20 + (workerInfo.workerIndex % 20)),
    { scope: 'worker' },
  ],
});

/** A button pressed as the device does: a tap on a phone, a click on a desktop. */
const press = (page: Page, touch: boolean, name: string) =>
  touch ? page.getByRole('button', { name }).tap() : page.getByRole('button', { name }).click();

async function setUp(page: Page, code: string, touch: boolean) {
  await page.getByLabel(SETUP_MSG.codeLabel).fill(code);
  await page.getByLabel(SETUP_MSG.leagueLabel).fill('La ligue du jeudi');
  await page.getByLabel('Nom d’utilisateur').fill('Alice');
  await page.getByLabel('Email').fill('alice@exemple.fr');
  await page.getByLabel('Mot de passe').fill('une-vraie-saison');
  await page.getByLabel('Confirmation').fill('une-vraie-saison');
  await press(page, touch, SETUP_MSG.submit);
}

for (const [name, viewport, touch] of [
  ['on a phone', { width: 390, height: 844 }, true],
  ['on a desktop', { width: 1280, height: 800 }, false],
] as const) {
  test(`a first start with no account, ${name}: the code of the log makes the host's account and league, and a friend joins by a link`, async ({
    browser,
    port,
  }) => {
    // Each on its own empty data folder: a fresh instance.
    const server = await startServer(port, {
      env: { DEMO: 'none', DEMO_LEAGUE: 'on', DATA_DIR: join(RUN_DIR, `first-start-${touch ? 'phone' : 'desktop'}`) },
    });
    try {
      const context = await browser.newContext({ baseURL: server.url, viewport, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: SETUP_MSG.title })).toBeVisible();
      await expect(page).toHaveURL(/\/setup$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // A stranger who found the page first has no code: refused, nothing made.
      await setUp(page, 'AAAA-BBBB-CCCC', touch);
      await expect(page.getByText(SETUP_MSG.codeWrong)).toBeVisible();
      await expect(page).toHaveURL(/\/setup$/);

      await setUp(page, setupCode(server), touch);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(SETUP_MSG.done('La ligue du jeudi'))).toBeVisible();
      const mine = await page.request.get('/backend/api/leagues/mine.php');
      expect(await mine.json()).toMatchObject({ leagues: [{ nom: 'La ligue du jeudi', role: 4 }] });

      // The set-up is closed: the sign-in page stays, the host signs in again with the new account.
      await page.request.post('/backend/api/auth/logout.php');
      await page.goto('/login');
      await page.getByLabel('Email').fill('alice@exemple.fr');
      await page.getByLabel('Mot de passe').fill('une-vraie-saison');
      await press(page, touch, 'Se connecter');
      await expect(page).toHaveURL(/\/home$/);

      // The host invites a friend: a link made on /admin/invitations, opened on the friend's own device.
      await page.goto('/admin/invitations');
      await press(page, touch, INVITES_MSG.make);
      const link = await page.getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
      expect(link).toMatch(/\/invite\/[\w-]+$/);
      const friendContext = await browser.newContext({ baseURL: server.url, viewport, hasTouch: touch, isMobile: touch });
      const friend = await friendContext.newPage();
      await friend.goto(link);
      await expect(friend.getByRole('heading', { name: INVITES_MSG.inviteTitle('La ligue du jeudi') })).toBeVisible();
      await friend.getByLabel('Nom d’utilisateur').fill('Bruno');
      await friend.getByLabel('Email').fill('bruno@exemple.fr');
      await friend.getByLabel('Mot de passe').fill('un-mot-de-passe');
      await friend.getByLabel('Confirmation').fill('un-mot-de-passe');
      await press(friend, touch, INVITES_MSG.createAndJoin);
      await expect(friend).toHaveURL(/\/home$/);
      await expect(friend.getByText(INVITES_MSG.joined('La ligue du jeudi'))).toBeVisible();
      expect(await friend.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The host sees the link used once.
      await page.reload();
      await expect(page.getByText(INVITES_MSG.usesOf(1, 10))).toBeVisible();

      // The league's page: the friend is in; named admin, given a password link; the league renamed.
      await page.goto('/admin/ligue');
      const bruno = page.getByRole('listitem', { name: 'Bruno' });
      await expect(bruno.getByText('bruno@exemple.fr', { exact: false })).toBeVisible();
      const role = bruno.getByRole('combobox', { name: `${LIGUES_MSG.roleLabel} de Bruno` });
      await (touch ? role.tap() : role.click());
      const asAdmin = page.getByRole('option', { name: LIGUES_MSG.roleAdmin });
      await (touch ? asAdmin.tap() : asAdmin.click());
      await expect(page.getByText(LIGUES_MSG.roleSet('Bruno', 4))).toBeVisible();
      const linkButton = bruno.getByRole('button', { name: LIGUES_MSG.resetLink });
      await (touch ? linkButton.tap() : linkButton.click());
      await expect(bruno.getByRole('textbox', { name: `${LIGUES_MSG.resetLink} : Bruno` })).toHaveValue(/\/login\/reset-password\//);
      await page.getByLabel(LIGUES_MSG.nameLabel).first().fill('Les amis du jeudi');
      await press(page, touch, LIGUES_MSG.save);
      await expect(page.getByText(LIGUES_MSG.updated)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const brunoMine = await friend.request.get('/backend/api/leagues/mine.php');
      expect(await brunoMine.json()).toMatchObject({ leagues: [{ nom: 'Les amis du jeudi', role: 4 }], instance_admin: false });

      // The host, the instance's admin, makes a second league: its admin, acting in it at once.
      await page.getByLabel(LIGUES_MSG.nameLabel).last().fill('La famille');
      await press(page, touch, LIGUES_MSG.createSubmit);
      await expect(page).toHaveURL(/\/admin\/invitations$/);
      await expect(page.getByText(LIGUES_MSG.created('La famille'))).toBeVisible();
      const both = await (await page.request.get('/backend/api/leagues/mine.php')).json();
      expect(both.leagues.map((l: { nom: string }) => l.nom)).toEqual(['Les amis du jeudi', 'La famille']);
      expect(both.active_id).toBe(both.leagues[1].id);
      await friendContext.close();
      await context.close();
    } finally {
      await server.stop();
    }
  });
}
