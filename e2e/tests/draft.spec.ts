import type { Browser, Page } from '@playwright/test';
import { draftPlayerName, type Joueur, MSG } from '@poolfoot/domain';
import { apiPost, expect, loginAs, test } from '../fixtures';

const TURN_TITLE = 'À vous de choisir ! – Draft';
const CAM = 'Cam la Magicienne'; // pooler 3
const DAM = 'Dam le Renard'; // pooler 4
const ALEX = 'Le Président'; // user 1

async function as(browser: Browser, n: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, n);
  return page;
}

/** Picks the best available player of a position on /draft/choix, confirming; returns his name. */
async function pickThroughPage(page: Page, poste: string): Promise<string> {
  await page.getByRole('link', { name: MSG.draftChoose }).click();
  await expect(page).toHaveURL(/\/draft\/choix$/);
  await page.getByRole('combobox', { name: 'Poste' }).click();
  await page.getByRole('option', { name: new RegExp(`^${poste} – `) }).click();
  const button = page.getByRole('button', { name: /^Choisir / }).first();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Choisir /, '');
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choisir', exact: true }).click();
  await expect(page.getByText(MSG.pickSuccess(name))).toBeVisible();
  await expect(page).toHaveURL(/\/draft$/);
  return name;
}

test.describe.configure({ mode: 'serial' });

test('a small draft through the pages: two poolers pick live, the admin drives and corrects it', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await as(browser, 2);
  const cam = await as(browser, 3);
  const dam = await as(browser, 4);

  // The admin puts Camille then Damien first.
  await admin.goto('/admin/draft');
  await admin.getByRole('link', { name: /Ordre de la draft/ }).click();
  await expect(admin).toHaveURL(/\/admin\/draft\/init$/);
  await expect(admin.getByRole('button', { name: `Monter ${ALEX}` })).toBeDisabled();
  await expect(admin.getByRole('button', { name: 'Descendre Léa Lucarne' })).toBeDisabled();
  for (const who of [CAM, CAM, DAM, DAM]) await admin.getByRole('button', { name: `Monter ${who}` }).click();
  await admin.getByRole('button', { name: 'Valider l’ordre' }).click();
  await expect(admin.getByText(MSG.orderSaved)).toBeVisible();

  // The board: start.
  await admin.goto('/admin/draft/board');
  await expect(admin.getByLabel('Statut de la draft')).toHaveText('non débuté');
  await admin.getByRole('button', { name: MSG.draftActions.start }).click();
  // Démarrer asks first: everyone will be told it is under way.
  await admin.getByRole('dialog').getByRole('button', { name: MSG.draftActions.start }).click();
  await expect(admin.getByLabel('Statut de la draft')).toHaveText('en cours');
  await expect(admin.getByLabel('Pooler en cours')).toHaveText(CAM);
  await expect(admin.getByLabel('Tour', { exact: true })).toHaveText('1 / 20');

  // Damien waits; Camille's tab says it is her turn.
  await dam.goto('/draft');
  await expect(dam.getByRole('heading', { name: MSG.draftTitle(1, 20) })).toBeVisible();
  await expect(dam.getByText(/Au tour de/)).toContainText(CAM);
  await expect(dam.getByRole('link', { name: MSG.draftSeePlayers })).toBeVisible();
  await cam.goto('/draft');
  await expect(cam).toHaveTitle(TURN_TITLE);
  await expect(cam.getByText('C’est votre tour !')).toBeVisible();

  // Camille picks an attacker; Damien's page turns to his turn without a reload.
  const camPick = await pickThroughPage(cam, 'AT');
  await expect(dam.getByRole('link', { name: MSG.draftChoose })).toBeVisible({ timeout: 5_000 });
  await expect(dam).toHaveTitle(TURN_TITLE);
  await expect(dam.getByRole('table', { name: 'Tours de la draft' })).toContainText(camPick);
  await expect(cam).not.toHaveTitle(TURN_TITLE);

  // Damien sees Camille's player as taken, with the reason, then picks a goalkeeper.
  await dam.getByRole('link', { name: MSG.draftChoose }).click();
  await dam.getByLabel('Nom', { exact: true }).fill(camPick);
  await expect(dam.getByRole('row', { name: new RegExp(camPick) })).toContainText('Ce joueur a déjà été choisi.');
  await dam.getByRole('link', { name: 'Retour' }).click();
  const damPick = await pickThroughPage(dam, 'GB');
  await expect(dam.getByRole('list', { name: 'Mes joueurs par poste' })).toContainText('GB 1 / 2');

  // Pause and resume, seen live by Camille.
  await expect(admin.getByLabel('Pooler en cours')).toHaveText(ALEX);
  await admin.getByRole('button', { name: MSG.draftActions.pause }).click();
  await expect(cam.getByLabel('Statut de la draft')).toHaveText('en pause');
  await admin.getByRole('button', { name: MSG.draftActions.resume }).click();
  await expect(cam.getByLabel('Statut de la draft')).toHaveText('en cours');

  // Simulate a pick for the pooler on the clock (user 1).
  await admin.getByRole('button', { name: 'Simuler un choix' }).click();
  await expect(admin.getByText(new RegExp(`choisi pour ${ALEX}\\.$`))).toBeVisible();
  await expect(admin.getByLabel('Pooler en cours')).toHaveText('Bruno la Muraille');

  // Edit Camille's pick: another attacker.
  await admin.getByRole('link', { name: 'Modifier le choix 1.1' }).click();
  await expect(admin).toHaveURL(/\/admin\/draft\/editChoix\/1\/1$/);
  await expect(admin.getByText(`Joueur actuel : ${camPick}`, { exact: false })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Poste' }).click();
  await admin.getByRole('option', { name: /^AT – / }).click();
  const replacement = admin.getByRole('button', { name: /^Choisir / }).nth(1);
  const newName = ((await replacement.getAttribute('aria-label')) ?? '').replace(/^Choisir /, '');
  await replacement.click();
  await expect(admin.getByText(MSG.editPickSuccess)).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/draft\/board$/);
  await expect(admin.locator('tr[data-slot="1-1"]')).toContainText(newName);
  await expect(cam.getByRole('table', { name: 'Tours de la draft' })).toContainText(newName);

  // Delete Damien's pick: the cursor stays, the slot is empty.
  await admin.getByRole('button', { name: 'Supprimer le choix 1.2' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(admin.locator('tr[data-slot="1-2"]')).not.toContainText(damPick);
  await expect(admin.getByLabel('Pooler en cours')).toHaveText('Bruno la Muraille');
  await expect(dam.getByRole('list', { name: 'Mes joueurs par poste' })).toContainText('GB 0 / 2');

  // Most picks through the API: the rest of round 1 and round 2; the pages follow.
  for (let i = 0; i < 21; i++) await apiPost(admin, 'draft/simulate.php', {});
  await expect(admin.getByLabel('Tour', { exact: true })).toHaveText('3 / 20');
  await expect(cam.getByRole('heading', { name: MSG.draftTitle(3, 20) })).toBeVisible();
  await expect(cam).toHaveTitle(TURN_TITLE);

  // Reinitialize (with confirmation), then put the demo order back.
  await admin.getByRole('button', { name: 'Réinitialiser' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(admin.getByLabel('Statut de la draft')).toHaveText('non débuté');
  await expect(dam.getByRole('heading', { name: MSG.draftTitle(1, 20) })).toBeVisible();
  await apiPost(admin, 'draft/init.php', { ordre: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
});

test('the read-only player list and the 2024/25 tables lead back to /draft', async ({ page }) => {
  await loginAs(page, 5, '/draft');
  await page.getByRole('link', { name: MSG.draftSeePlayers }).click();
  await expect(page).toHaveURL(/\/draft\/voirJoueurs$/);
  await expect(page.getByRole('table', { name: 'Joueurs' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choisir / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Retour' }).click();
  await page.getByRole('link', { name: MSG.statsPrevLabel }).click();
  await expect(page).toHaveURL(/\/draft\/stats2025$/);
  for (const name of [
    'Classement général',
    'Attaquant (AT)',
    'Milieu offensif (MO)',
    'Milieu central (MC)',
    'Défenseur central (DC)',
    'Défenseur latéral (DL)',
    'Gardien (GB)',
  ]) {
    await expect(page.getByRole('table', { name })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/draft$/);
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('my picks show the player, his club and position; the rounds one pooler at a time', async ({ browser, page }) => {
    const admin = await as(browser, 2);
    await apiPost(admin, 'draft/changeStatus.php', { status: MSG.draftStatus.running });
    // Round 1 and round 2 (reversed) up to Camille's second pick: 12 + 10 picks.
    for (let i = 0; i < 22; i++) await apiPost(admin, 'draft/simulate.php', {});
    await loginAs(page, 3);
    const state = await (await page.request.get('/backend/api/draft/get.php')).json();
    const joueurs: Joueur[] = (await (await page.request.get('/backend/api/joueurs/list.php')).json()).joueurs;
    const picks = Object.values(state.choix as Record<string, Record<string, { userId: number; playerId: number }>>)
      .flatMap((round) => Object.values(round))
      .filter((c) => c.userId === 3)
      .map((c) => joueurs.find((j) => j.id === c.playerId) as Joueur);
    expect(picks).toHaveLength(2);

    await page.goto('/draft');
    const mine = page.getByRole('list', { name: 'Mes choix' }).getByRole('listitem');
    await expect(mine).toHaveCount(2);
    for (const [i, j] of picks.entries()) {
      await expect(mine.nth(i)).toContainText(draftPlayerName(j));
      await expect(mine.nth(i)).toContainText(`Club ${j.club_name}`);
      await expect(mine.nth(i)).toContainText(j.poste);
    }
    // The rounds: mine first, then another pooler's, all 20.
    await expect(page.getByRole('list', { name: `Tours de ${CAM}` })).toContainText(draftPlayerName(picks[0] as Joueur));
    await page.getByRole('combobox', { name: 'Pooler', exact: true }).tap();
    await page.getByRole('option', { name: DAM, exact: true }).tap();
    await expect(page.getByRole('list', { name: `Tours de ${DAM}` }).getByRole('listitem')).toHaveCount(20);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);

    await apiPost(admin, 'draft/initDraft.php', {});
  });
});
