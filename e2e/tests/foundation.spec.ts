import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ACCOUNT_MSG, HOME_MSG, LIGUES_MSG, MSG } from '@poolfoot/domain';
import { ROOT } from '../env';
import { apiPost, DEMO_PASSWORD, demoEmail, expect, lastResetLink, loginAs, loginThroughForm, test } from '../fixtures';

test('the landing page says the site is under maintenance and links to the login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Le site est en maintenance.')).toBeVisible();
  await expect(page.getByText('© 2025', { exact: false })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: MSG.navLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Logged out, the navbar shows only 'Connexion'.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link')).toHaveText([MSG.navLogin]);
});

test('login success greets the user on /home; a logged-in user opening / lands on /home', async ({ page }) => {
  await loginThroughForm(page, 3);
  await expect(page.getByText(MSG.loginSuccess)).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG.seasonLabel })).toBeVisible();
  // No result yet: nobody has a rank (no « 1er » among equals at 0).
  await expect(page.getByLabel('Classement')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Compo',
    'Matchs',
    'Classement',
    'Vestiaire',
    'Ma Team',
    'Échanges',
    'Stats',
    'Mon compte',
  ]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('login failure shows the server message as a warning and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoEmail(3));
  await page.getByLabel('Mot de passe').fill('mauvais');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout ends the session and goes to /login; protected pages then send to /login', async ({ page }) => {
  await loginAs(page, 4);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const me = await (await page.request.get('/backend/api/auth/me.php')).json();
  expect(me.user).toBeNull();
  await page.goto('/classement');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor opening a protected page is sent to /login', async ({ page }) => {
  await page.goto('/compo');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session the browser no longer remembers (its storage cleared, its cookie kept): /login finds it and goes back', async ({
  page,
}) => {
  // The cookie alone, as a phone's browser leaves it after clearing the site's storage: the sign-in call, not the page.
  const res = await page.request.post('/backend/api/auth/login.php', { data: { email: demoEmail(5), password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  await page.goto('/compo');
  await expect(page).toHaveURL(/\/compo$/);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
});

test('a pooler opening an admin page is sent to /forbidden, which links back home', async ({ page }) => {
  await loginAs(page, 5);
  await page.goto('/admin/clubs/list');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { name: MSG.forbidden })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/god');
  await expect(page).toHaveURL(/\/forbidden$/);
});

test('home tiles follow the real game state: the phase setting alone opens no mercato', async ({ page }) => {
  await loginAs(page, 2);
  // A draft still to start while the setting says draft.
  await expect(page.getByTestId('tile-Draft')).toHaveAttribute('href', '/draft');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('group', { name: 'Phase de jeu' }).getByText('Mercato').click();
  await expect(page.getByText('Phase de jeu : mercato.')).toBeVisible();
  await page.goto('/home');
  // No mercato is open (tests/home-compo.spec.ts opens one): the tile stays closed.
  await expect(page.getByTestId('tile-Mercato')).toHaveAttribute('aria-disabled', 'true');
  await apiPost(page, 'game/setPhase.php', { phase: 'normal' });
  await page.reload();
  await expect(page.getByTestId('tile-Mercato')).toHaveAttribute('aria-disabled', 'true');
  for (const [name, href] of <const>[
    ['Compo', '/compo'],
    ['Classement', '/classement'],
    ['Matchs', '/compos/rencontres'],
  ]) {
    await expect(page.getByTestId(`tile-${name}`)).toHaveAttribute('href', href);
  }
  await apiPost(page, 'game/setPhase.php', { phase: 'draft' });
});

test('password reset end to end: request, mail link from the server log, new password, login', async ({ page, server }) => {
  const email = demoEmail(12);
  await page.goto('/login');
  await page.getByRole('link', { name: MSG.forgotPassword }).click();
  await expect(page).toHaveURL(/\/login\/requestReset$/);
  // The login page stays on screen while the next page's code loads: wait for the new page's form.
  await expect(page.getByRole('heading', { name: MSG.forgotPassword })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(/\/login$/); // /home, which sends a visitor to /login
  await expect
    .poll(() => {
      try {
        return lastResetLink(server, email);
      } catch {
        return '';
      }
    })
    .toContain('/login/reset-password/');
  await page.goto(lastResetLink(server, email));
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret-12');
  await page.getByLabel('Confirmation').fill('autre-chose');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MSG.passwordsDiffer)).toBeVisible();
  await page.getByLabel('Confirmation').fill('nouveau-secret-12');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MSG.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await loginThroughForm(page, 12, 'nouveau-secret-12');
});

test('account page, god page and the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 1);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByRole('heading', { name: MSG.accountTitle('Le Président') })).toBeVisible();
  await expect(page.getByRole('region', { name: ACCOUNT_MSG.nameTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: ACCOUNT_MSG.sessionsTitle }).getByText(ACCOUNT_MSG.thisSession)).toBeVisible();
  await page.goto('/god');
  await expect(page.getByText('Bienvenue, Le Président !')).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('Le site est en maintenance.')).toBeVisible();
});

/** A backup command of docs/exploitation.md (npm run backup / restore) on an embedded database in `dataDir`. */
function backupCommand(command: 'backup' | 'restore', file: string, dataDir: string) {
  const res = spawnSync('npm', ['run', '--silent', command, '--', file], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '' },
    encoding: 'utf8',
  });
  expect(res.status, res.stdout + res.stderr).toBe(0);
}

test('the super admin downloads a full backup from /god; the command line restores it, identical', async ({ page }, testInfo) => {
  await loginAs(page, 1, '/god');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger une sauvegarde' }).click(),
  ]);
  const file = testInfo.outputPath('poolfoot.json');
  await download.saveAs(file);
  const backup = JSON.parse(readFileSync(file, 'utf8'));
  expect(backup.tables.users).toHaveLength(12);
  expect(backup.tables.joueurs.length).toBeGreaterThan(400);

  // Restored into a new database, then saved again from it: the same rows in every table.
  const dataDir = testInfo.outputPath('restored');
  backupCommand('restore', file, dataDir);
  const again = testInfo.outputPath('again.json');
  backupCommand('backup', again, dataDir);
  expect(JSON.parse(readFileSync(again, 'utf8')).tables).toEqual(backup.tables);
});

for (const [name, viewport, touch] of [
  ['on a phone', { width: 390, height: 844 }, true],
  ['on a desktop', { width: 1280, height: 800 }, false],
] as const) {
  test(`a pooler of the demo's two leagues switches league from the menu, ${name}: each league shows only its own game`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await loginAs(page, 4);
    await expect(page.getByRole('heading', { name: MSG.seasonLabel })).toBeVisible();
    const choose = async (league: string) => {
      if (touch) await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
      const menu = touch ? page.getByRole('navigation', { name: 'Menu' }) : page.getByRole('banner');
      const switcher = menu.getByRole('combobox', { name: LIGUES_MSG.switcherLabel });
      await (touch ? switcher.tap() : switcher.click());
      const option = page.getByRole('option', { name: league, exact: true });
      await (touch ? option.tap() : option.click());
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(LIGUES_MSG.switched(league))).toBeVisible();
    };
    await choose('La ligue des cousins');
    // Five poolers there, their draft under way: the twelve's teams and ranking are not theirs (nobody ranked yet).
    await expect(page.getByRole('region', { name: HOME_MSG.draftTurn(1) })).toBeVisible();
    const users = await (await page.request.get('/backend/api/users/list.php')).json();
    expect(users.users.map((u: { id: number }) => u.id)).toEqual([1, 4, 7, 10, 12]);
    const draft = await (await page.request.get('/backend/api/draft/get.php')).json();
    expect(draft.gestion.status).toBe('en cours');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await choose('La ligue des douze');
    await expect(page.getByRole('region', { name: HOME_MSG.draftTurn(1) })).toHaveCount(0);
    await context.close();
  });
}
