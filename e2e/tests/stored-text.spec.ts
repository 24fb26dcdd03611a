import type { Page } from '@playwright/test';
import { apiPost, expect, loginAs, test } from '../fixtures';

/**
 * Text people store (club names, player names and nicknames) is shown as text on every
 * screen that lists it; markup in it never runs and never becomes an element.
 */
const ADMIN = 2;
const CLUB = `<img src=x onerror="window.__pwned=1">Club "piégé" & co`;
const NOM = `<script>window.__pwned=1</script>Dupont`;
const SURNOM = `<b onmouseover="window.__pwned=1">Le Mur</b>`;

type Club = { id: number; name: string; saison_id: number };
type Joueur = { id: number; nom: string; lfp_id: string; short_opta_id: string; club_id: number; poste: string };

async function plantMarkup(page: Page) {
  const clubs: Club[] = (await (await page.request.get('/backend/api/clubs/list.php')).json()).clubs;
  const club = clubs[0];
  if (!club) throw new Error('no club in the demo');
  await apiPost(page, 'clubs/update.php', { id: club.id, name: CLUB, saison_id: club.saison_id });
  const joueurs: Joueur[] = (await (await page.request.get('/backend/api/joueurs/list.php')).json()).joueurs;
  const joueur = joueurs.find((j) => j.club_id === club.id);
  if (!joueur) throw new Error('no player in that club');
  await apiPost(page, 'joueurs/update.php', { ...joueur, nom: NOM, surnom: SURNOM, prenom: null });
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], main script, main b[onmouseover]')).toHaveCount(0);
}

test('markup stored in club and player names is shown as plain text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginAs(page, ADMIN);
  await plantMarkup(page);

  await page.goto('/admin/clubs/list');
  await expect(page.getByRole('row', { name: /Club "piégé" & co/ })).toContainText(CLUB);
  await expectInert(page);

  await page.goto('/admin/joueurs/list');
  await expect(
    page
      .getByText(/<script>window.__pwned=1<\/script>Dupont/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expectInert(page);

  await page.goto('/draft/voirJoueurs');
  await page.getByRole('textbox', { name: 'Nom' }).fill('Dupont');
  await expect(
    page
      .getByText(/<script>window.__pwned=1<\/script>Dupont/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByText(/<img src=x onerror/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expectInert(page);

  await page.goto('/draft');
  await expect(page.getByRole('heading').filter({ visible: true }).first()).toBeVisible();
  await expectInert(page);
  expect(dialogs).toEqual([]);
});
