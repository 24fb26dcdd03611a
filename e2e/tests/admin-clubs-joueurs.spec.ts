import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MSG } from '@poolfoot/domain';
import { expect, loginAs, test } from '../fixtures';

const ADMIN = 2;
const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const jsonFile = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
});

/** Confirms the deletion modal, checking its question. */
async function confirmDelete(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates, edits, downloads and deletes a club; a club with players is kept', async ({ page }) => {
  const name = `Club E2E ${uid()}`;
  const ext = `e2e-${uid()}`;
  await loginAs(page, ADMIN, '/admin');
  await page.getByRole('link', { name: /Clubs/ }).click();
  await expect(page).toHaveURL(/\/admin\/clubs$/);
  await page.getByRole('link', { name: /Ajouter un club/ }).click();
  await expect(page).toHaveURL(/\/admin\/clubs\/create$/);

  await expect(page.getByLabel('Saison')).toHaveValue('2026');
  await page.getByRole('button', { name: 'Créer le club' }).click();
  await expect(page.getByText('Nom requis.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByLabel('Nom officiel').fill(`${name} Football Club`);
  await page.getByLabel('Identifiant du club sur le site de la Ligue').fill(ext);
  const url = page.getByLabel('URL de la page du club sur Transfermarkt');
  await expect(url).toHaveAttribute('type', 'url');
  await url.fill('pas une url');
  await page.getByRole('button', { name: 'Créer le club' }).click();
  await expect(page.getByText('URL invalide (exemple : https://…).')).toBeVisible();
  await url.fill('https://www.transfermarkt.fr/club-e2e/startseite/verein/1');
  await page.getByRole('button', { name: 'Créer le club' }).click();
  await expect(page.getByText('Club créé.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clubs$/);

  await page.getByRole('link', { name: /Liste des clubs/ }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${name} Football Club`);
  await expect(row).toContainText('2026');
  await row.getByRole('link', { name: `Modifier ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/clubs\/edit\/\d+$/);
  await expect(page.getByLabel('Identifiant du club sur le site de la Ligue')).toHaveValue(ext);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${name} bis`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Club mis à jour.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clubs$/);

  await page.goto('/admin/clubs/list');
  const renamed = page.getByRole('row', { name: new RegExp(`${name} bis`) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    renamed.getByRole('button', { name: `Télécharger ${name} bis` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`club-${ext}.json`);
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(saved).toEqual([expect.objectContaining({ name: `${name} bis`, club_id: ext, saison_id: 2026 })]);

  await renamed.getByRole('button', { name: `Supprimer ${name} bis` }).click();
  await confirmDelete(page, MSG.confirmDeleteClub);
  await expect(page.getByText('Club supprimé.')).toBeVisible();
  await expect(renamed).toHaveCount(0);

  // A club with players is not deleted: the alert says so and why.
  await page.getByRole('row', { name: /Nice/ }).getByRole('button', { name: 'Supprimer Nice' }).click();
  await confirmDelete(page, MSG.confirmDeleteClub);
  const alert = page.getByRole('alert').filter({ hasText: MSG.deleteFailed });
  await expect(alert).toContainText('ce club compte encore');
  await expect(page.getByRole('row', { name: /Nice/ })).toHaveCount(1);
});

test('an admin imports a clubs file: junk is refused, valid rows are saved and bad ones listed', async ({ page }) => {
  const a = `Import A ${uid()}`;
  const b = `Import B ${uid()}`;
  await loginAs(page, ADMIN, '/admin/clubs');
  await page.getByRole('link', { name: /Importer des clubs/ }).click();
  await expect(page).toHaveURL(/\/admin\/clubs\/import$/);
  const send = page.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();
  const input = page.locator('input[type="file"]');

  await input.setInputFiles(jsonFile('junk.json', '{ pas du json'));
  await expect(page.getByText(MSG.invalidJsonFile)).toBeVisible();
  await expect(send).toBeDisabled();

  const ext = uid();
  await input.setInputFiles(
    jsonFile('clubs.json', {
      clubs: [
        { name: a, club_id: `imp-a-${ext}`, official_name: `${a} FC` },
        { name: b, club_id: `imp-b-${ext}`, transfermarkt_url: 'https://example.org/b' },
        { name: '', club_id: `imp-c-${ext}` },
      ],
    }),
  );
  await expect(page.getByText(MSG.fileReady(3, 'clubs'))).toBeVisible();
  await send.click();
  const summary = '2 clubs importés (2 créés, 0 mis à jour), 1 en erreur.';
  await expect(page.getByRole('main').getByRole('alert', { name: summary })).toBeVisible();
  await expect(page.getByText('Élément 3 : name : Nom requis.')).toBeVisible();

  await page.goto('/admin/clubs/list');
  await expect(page.getByRole('row', { name: new RegExp(a) })).toContainText(`${a} FC`);
  await expect(page.getByRole('row', { name: new RegExp(b) })).toHaveCount(1);
});

test('an admin creates, edits and deletes a player from the list with its club filter', async ({ page }) => {
  const nom = `Testeur${uid()}`;
  const lfp = `e2e${uid()}`;
  await loginAs(page, ADMIN, '/admin/joueurs');
  await expect(page.getByRole('link', { name: /Rafraîchir les effectifs/ })).toHaveAttribute('href', '/admin/joueurs/refresh');
  await page.getByRole('link', { name: /Liste des joueurs/ }).click();
  await expect(page).toHaveURL(/\/admin\/joueurs\/list$/);
  await expect(page.getByText('450 joueurs')).toBeVisible();

  // The club filter: 'Tous les clubs', then one club.
  await expect(page.getByRole('combobox', { name: 'Club', exact: true })).toHaveValue(MSG.allClubs);
  await pickOption(page, 'Club', 'Lorient');
  const table = page.getByRole('table', { name: 'Joueurs' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const clubs = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(new Set(clubs)).toEqual(new Set(['Lorient']));
  await pickOption(page, 'Club', MSG.allClubs);

  await page.getByRole('link', { name: 'Ajouter un joueur' }).click();
  await expect(page).toHaveURL(/\/admin\/joueurs\/create$/);
  await expect(page.getByLabel('Saison')).toHaveValue('2026');
  await page.getByRole('button', { name: 'Créer le joueur' }).click();
  await expect(page.getByText('Nom requis.')).toBeVisible();
  await expect(page.getByText('Club requis.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(nom);
  await page.getByLabel('Prénom').fill('Jean');
  await page.getByLabel('lfp_id').fill(lfp);
  await page.getByLabel('short_opta_id').fill(`p${lfp}`);
  await pickOption(page, 'Club', 'Brest');
  await pickOption(page, 'Poste', 'MC – Milieu central');
  await page.getByLabel('Numéro').fill('8');
  await page.getByRole('button', { name: 'Créer le joueur' }).click();
  await expect(page.getByText('Joueur créé.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/joueurs\/list$/);

  await page.getByLabel('Rechercher un joueur').fill(nom);
  const row = page.getByRole('row', { name: new RegExp(nom) });
  await expect(row).toContainText('Brest');
  await expect(row).toContainText('MC');
  await row.getByRole('link', { name: `Modifier Jean ${nom}` }).click();
  await expect(page).toHaveURL(/\/admin\/joueurs\/edit\/\d+$/);

  // A taken lfp_id is refused with a warning; the page stays.
  await page.getByLabel('lfp_id').fill('100001');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Un joueur avec le lfp_id « 100001 » existe déjà pour cette saison.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/joueurs\/edit\/\d+$/);

  await page.getByLabel('lfp_id').fill(lfp);
  await pickOption(page, 'Poste', 'AT – Attaquant');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Joueur mis à jour.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/joueurs\/list$/);
  await page.getByLabel('Rechercher un joueur').fill(nom);
  await expect(row).toContainText('AT');

  await row.getByRole('button', { name: `Supprimer Jean ${nom}` }).click();
  await confirmDelete(page, MSG.confirmDeletePlayer);
  await expect(page.getByText('Joueur supprimé.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin imports a players file: junk is refused, valid rows are saved and bad ones listed', async ({ page }) => {
  await loginAs(page, ADMIN);
  const res = await page.request.get('/backend/api/clubs/list.php');
  const clubs = (await res.json()).clubs as { id: number; name: string }[];
  const brest = clubs.find((c) => c.name === 'Brest');
  if (!brest) throw new Error('Brest manquant');
  const id = uid();
  const row = (over: Record<string, unknown>) => ({ prenom: 'Imp', short_opta_id: `o${id}`, club_id: brest.id, poste: 'DC', ...over });

  await page.goto('/admin/joueurs');
  await page.getByRole('link', { name: /Importer des joueurs/ }).click();
  await expect(page).toHaveURL(/\/admin\/joueurs\/import$/);
  const send = page.getByRole('button', { name: 'Envoyer' });
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(jsonFile('junk.json', 'x'.repeat(2000)));
  await expect(page.getByText(MSG.invalidJsonFile)).toBeVisible();
  await expect(send).toBeDisabled();

  await input.setInputFiles(
    jsonFile('joueurs.json', [
      row({ nom: `Importun${id}`, lfp_id: `i1-${id}` }),
      row({ nom: `Importé${id}`, lfp_id: `i2-${id}` }),
      row({ nom: `Orphelin${id}`, lfp_id: `i3-${id}`, club_id: 999999 }),
      row({ nom: `Double${id}`, lfp_id: `i2-${id}` }),
    ]),
  );
  await expect(page.getByText(MSG.fileReady(4, 'joueurs'))).toBeVisible();
  await send.click();
  const summary = '1 joueur importé (1 créé, 0 mis à jour), 3 en erreur.';
  await expect(page.getByRole('main').getByRole('alert', { name: summary })).toBeVisible();
  await expect(page.getByText('Élément 3 : club_id : club inconnu pour cette saison (999999).')).toBeVisible();
  await expect(page.getByText(/Élément 2 : lfp_id « i2-.* » présent plusieurs fois dans le fichier \(éléments 2 et 4\)\./)).toBeVisible();

  await page.goto('/admin/joueurs/list');
  await page.getByLabel('Rechercher un joueur').fill(`Importun${id}`);
  await expect(page.getByRole('row', { name: new RegExp(`Importun${id}`) })).toContainText('Brest');
});

test('the clubs and players lists are usable on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, ADMIN, '/admin/clubs/list');
  await page.getByRole('link', { name: 'Modifier Lorient' }).click();
  await expect(page).toHaveURL(/\/admin\/clubs\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Lorient');
  await page.goto('/admin/joueurs/list');
  await expect(page.getByRole('link', { name: 'Ajouter un joueur' })).toBeInViewport();
  await page
    .getByRole('list', { name: 'Joueurs' })
    .getByRole('link', { name: /^Modifier / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/joueurs\/edit\/\d+$/);
});
