import { JOURNEES_MSG, type Matchlfp, MATCHLFPS_MSG, MSG } from '@poolfoot/domain';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';

// The demo season: 34 matchdays (status 0, so J1 is the active one), 9 league matches each. Pooler 2 is an admin.

async function matchsOf(page: Page, numjournee: number): Promise<Matchlfp[]> {
  const res = await page.request.get(`/backend/api/matchlfps/getByJournee.php?journee=${numjournee}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).matchs;
}

const journeeRow = (page: Page, n: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: `J${n}`, exact: true }) });

test('the matchdays hub links to the active matchday, the list and the add form', async ({ page }) => {
  await loginAs(page, 2, '/admin');
  await page.getByRole('link', { name: /Journées/ }).click();
  await expect(page).toHaveURL(/\/admin\/journees$/);
  await expect(page.getByRole('link', { name: /Gérer la journée/ })).toHaveAttribute('href', '/admin/journees/manage/1');
  await expect(page.getByText('Journée active : J1')).toBeVisible();
  await page.getByRole('link', { name: MSG.addMatchday }).click();
  await expect(page).toHaveURL(/\/admin\/journees\/create$/);
  await page.goBack();
  await page.getByRole('link', { name: /Liste des journées/ }).click();
  await expect(page).toHaveURL(/\/admin\/journees\/list$/);
  await expect(page.getByRole('row')).toHaveCount(35); // the header and 34 matchdays
});

test('edit a matchday: new time and status, start_at follows, back to the list after 1 s', async ({ page }) => {
  await loginAs(page, 2, '/admin/journees/list');
  await journeeRow(page, 5).getByRole('link', { name: 'Modifier la journée 5' }).click();
  await expect(page).toHaveURL(/\/admin\/journees\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Modifier la journée 5' })).toBeVisible();
  const startAt = page.getByLabel('Début (start_at)');
  await expect(startAt).toBeDisabled();
  await expect(startAt).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-10-25');
  await page.getByRole('textbox', { name: 'Heure', exact: true }).fill('17:45');
  await page.getByLabel('Statut').selectOption('1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(JOURNEES_MSG.updated(5))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/journees\/list$/);
  const row = journeeRow(page, 5);
  await expect(row).toContainText('25/10/2026');
  await expect(row).toContainText('25/10/2026 17:45');
  await expect(row).toContainText('en cours');

  // A required field left empty: the form says so and nothing is sent.
  await row.getByRole('link', { name: 'Modifier la journée 5' }).click();
  await page.getByRole('textbox', { name: 'Heure', exact: true }).fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Heure requise (HH:MM).')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/journees\/edit\/\d+$/);
});

test('create a matchday, refuse a number already used, delete it; a matchday with matches is kept', async ({ page }) => {
  await loginAs(page, 2, '/admin/journees');
  await page.getByRole('link', { name: MSG.addMatchday }).click();
  await expect(page.getByRole('heading', { name: MSG.addMatchday })).toBeVisible();
  await expect(page.getByLabel('Numéro de journée')).toHaveValue('35');
  await expect(page.getByLabel('Saison')).toHaveValue('2026');

  // A number already used in the season: the server's refusal, and the page stays.
  await page.getByLabel('Numéro de journée').fill('34');
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2027-05-23');
  await page.getByRole('textbox', { name: 'Heure', exact: true }).fill('21:00');
  await page.getByRole('button', { name: MSG.addMatchday }).click();
  await expect(page.getByText(JOURNEES_MSG.duplicate(34, 2026))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/journees\/create$/);

  await page.getByLabel('Numéro de journée').fill('35');
  await page.getByRole('button', { name: MSG.addMatchday }).click();
  await expect(page.getByText(JOURNEES_MSG.created(35))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/journees\/list$/);
  await expect(journeeRow(page, 35)).toContainText('23/05/2027 21:00');
  await expect(journeeRow(page, 35)).toContainText('à venir');

  // Cancelling the confirmation keeps it; confirming deletes it.
  await journeeRow(page, 35).getByRole('button', { name: 'Supprimer la journée 35' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(journeeRow(page, 35)).toHaveCount(1);
  await journeeRow(page, 35).getByRole('button', { name: 'Supprimer la journée 35' }).click();
  await expect(page.getByRole('dialog')).toContainText('Confirmer la suppression de la journée 35 ?');
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(JOURNEES_MSG.deleted(35))).toBeVisible();
  await expect(journeeRow(page, 35)).toHaveCount(0);

  // J1 has league matches: the deletion is refused, says why, and J1 stays.
  await journeeRow(page, 1).getByRole('button', { name: 'Supprimer la journée 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  const alert = page.getByRole('alert').filter({ hasText: MSG.deleteFailed });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(JOURNEES_MSG.deleteRefused(1, JOURNEES_MSG.refs.matchs));
  await expect(journeeRow(page, 1)).toHaveCount(1);
});

test('filter the league matches by matchday: the active one first, then the chosen one', async ({ page }) => {
  await loginAs(page, 2);
  const [j1, j2] = [await matchsOf(page, 1), await matchsOf(page, 2)];
  const first1 = j1[0];
  const first2 = j2[0];
  if (!first1 || !first2) throw new Error('demo sans matchs');
  await page.goto('/admin/matchs/list');
  await expect(page.getByRole('combobox', { name: 'Journée' })).toHaveValue('1');
  const table = page.getByRole('table', { name: 'Matchs de la journée 1' });
  await expect(table.getByRole('row')).toHaveCount(j1.length + 1);
  await expect(table).toContainText(`${first1.home_club_official_name} vs ${first1.away_club_official_name}`);

  await page.getByRole('combobox', { name: 'Journée' }).selectOption('J2');
  await expect(page).toHaveURL(/journee=2$/);
  const table2 = page.getByRole('table', { name: 'Matchs de la journée 2' });
  await expect(table2.getByRole('row')).toHaveCount(j2.length + 1);
  await expect(table2).toContainText(`${first2.home_club_official_name} vs ${first2.away_club_official_name}`);
  await expect(table2).not.toContainText(`${first1.home_club_official_name} vs ${first1.away_club_official_name}`);
});

test("edit a match's kickoff and teams in Paris time, then delete a match", async ({ page }) => {
  await loginAs(page, 2);
  const [m, other] = await matchsOf(page, 3);
  if (!m || !other) throw new Error('demo sans matchs');
  await page.goto('/admin/matchs/list?journee=3');
  const name = `${m.home_club_official_name} vs ${m.away_club_official_name}`;
  await page.getByRole('link', { name: `Modifier ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/matchlfps/edit/${m.id}$`));
  await expect(page.getByLabel('Équipe à domicile')).toHaveValue(String(m.home_club_id));

  // Swap the teams and move the kickoff to the night the clocks go back.
  await page.getByLabel('Équipe à domicile').selectOption(String(m.away_club_id));
  await page.getByLabel("Équipe à l'extérieur").selectOption(String(m.home_club_id));
  await page.getByLabel("Date du coup d'envoi").fill('2026-10-25');
  await page.getByLabel("Heure du coup d'envoi").fill('20:45');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(MATCHLFPS_MSG.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/matchs\/list\?journee=3$/);
  const swapped = `${m.away_club_official_name} vs ${m.home_club_official_name}`;
  const row = page.getByRole('row').filter({ hasText: swapped });
  await expect(row).toContainText('25/10/2026 20:45');
  const saved = (await matchsOf(page, 3)).find((x) => x.id === m.id);
  expect(saved?.kickoff_at).toBe('2026-10-25T19:45:00.000Z');

  // The same club twice is refused on the form.
  await row.getByRole('link', { name: `Modifier ${swapped}` }).click();
  await page.getByLabel("Équipe à l'extérieur").selectOption(String(m.away_club_id));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les deux équipes doivent être différentes.')).toBeVisible();

  // Delete another match of the matchday, with confirmation.
  await page.goto('/admin/matchs/list?journee=3');
  const otherName = `${other.home_club_official_name} vs ${other.away_club_official_name}`;
  await page.getByRole('button', { name: `Supprimer ${otherName}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Confirmer la suppression du match ${otherName} ?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(MATCHLFPS_MSG.deleted)).toBeVisible();
  await expect(page.getByRole('button', { name: `Supprimer ${otherName}` })).toHaveCount(0);
});

test('the matchday list and the match list fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 2);
  for (const url of ['/admin/journees/list', '/admin/matchs/list']) {
    await page.goto(url);
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
