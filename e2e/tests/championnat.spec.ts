import { CHAMPIONNAT_MSG, MSG, RESULTATS_MSG } from '@poolfoot/domain';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';
import { call, clockPastMatchday } from './season';

// Matchday 33: far from the matchdays the other journeys use, months ahead: the server's clock is moved past it
// first (the sessions opened before such a jump are over).
const N = 33;

test('an admin runs the manage flow of a matchday: its matches, then every player’s stats from the demo league', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await call(request, 'auth/login.php', { email: demoEmail(2), password: DEMO_PASSWORD });
  await clockPastMatchday(request, N);
  await loginAs(page, 2, `/admin/journees/manage/${N}`);
  await expect(page.getByRole('heading', { name: `Gérer la journée ${N}` })).toBeVisible();

  await page.getByRole('button', { name: '1. Récupérer les matchs' }).click();
  await expect(page.getByRole('heading', { name: `Récupération des matchs – J${N}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.matchesImported(9, 0), { timeout: 30_000 });
  const log = page.getByRole('log', { name: 'Journal' });
  await expect(log.getByText(/ : \d+-\d+, mis à jour$/)).toHaveCount(9);

  await page.getByRole('button', { name: '2. Importer les stats LFP' }).click();
  await expect(page.getByRole('heading', { name: `Import des stats LFP – J${N}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(MSG.rebuildDone(9, 0), { timeout: 60_000 });
  await expect(log.getByText(/ : \d+-\d+, 40 lignes de stats \(40 modifiées\)$/)).toHaveCount(9);
  await expect(log.getByText('KO', { exact: true })).toHaveCount(0);
  // The matches table shows the scores and the 40 stat lines of each match.
  await expect(page.getByRole('row').filter({ hasText: 'Terminé' })).toHaveCount(9);

  // The admin leaves and comes back: the job is read again from the server.
  await page.goto('/admin');
  await page.goto(`/admin/journees/manage/${N}`);
  await expect(page.getByRole('heading', { name: `Import des stats LFP – J${N}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(MSG.rebuildDone(9, 0));

  // Then the points of every player, and the results, from the same page.
  await page.getByRole('button', { name: 'Calculer les points des joueurs' }).click();
  await expect(page.getByText(/^Points de la J33 calculés : \d+ joueurs?\.$/).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Calculer les résultats' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: RESULTATS_MSG.confirmLabel(N) })
    .click();
  await expect(page.getByText(/^Résultats de la J33 calculés/).first()).toBeVisible({ timeout: 30_000 });
});

test('the trap of old is refused: results asked right after the matches, before the stats, change nothing and say why', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const M = 34;
  await call(request, 'auth/login.php', { email: demoEmail(2), password: DEMO_PASSWORD });
  await clockPastMatchday(request, M);
  // Months later on the server's clock: the session opened before the jump is over.
  await call(request, 'auth/login.php', { email: demoEmail(2), password: DEMO_PASSWORD });
  await loginAs(page, 2, `/admin/journees/manage/${M}`);
  await page.getByRole('button', { name: '1. Récupérer les matchs' }).click();
  await expect(page.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.matchesImported(9, 0), { timeout: 30_000 });
  // Nantes–Toulouse was never played; the eight others are over, their stats not imported.
  await expect(page.getByRole('row').filter({ hasText: 'Terminé' })).toHaveCount(8);
  await page.getByRole('button', { name: 'Calculer les résultats' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: RESULTATS_MSG.confirmLabel(M) })
    .click();
  await expect(page.getByText(RESULTATS_MSG.noStats(M))).toBeVisible();
  const { journee } = await call(request, `journees/getByNumjournee.php?numjournee=${M}`);
  expect(journee.status).not.toBe(9);
  const { results } = await call(request, `resultats/getByJournee.php?journee_id=${journee.id}`);
  expect(results).toEqual([]);
});

test('an admin refreshes the squads of all 18 clubs and compares them with Transfermarkt', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 2, '/admin/joueurs/refresh');
  await expect(page.getByRole('heading', { name: 'Synchronisation des effectifs' })).toBeVisible();

  await page.getByRole('button', { name: 'Synchroniser les effectifs' }).click();
  await expect(page.getByRole('heading', { name: 'Synchro des effectifs LFP' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.jobDone(18, 0), { timeout: 60_000 });
  const log = page.getByRole('log', { name: 'Journal' });
  await expect(log.getByText('OK', { exact: true })).toHaveCount(18);
  await expect(log.getByText('PSG : 25 joueurs (0 nouveau, 0 mis à jour)')).toBeVisible();

  await page.getByRole('button', { name: 'Récupérer Transfermarkt' }).click();
  await expect(page.getByRole('heading', { name: 'Récupération Transfermarkt' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.jobDone(18, 0), { timeout: 60_000 });

  await page.getByRole('button', { name: 'Comparer les effectifs' }).click();
  await expect(page.getByRole('heading', { name: 'Comparaison LFP / Transfermarkt' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.jobDone(18, 0), { timeout: 60_000 });
  await expect(log.getByText(/^PSG : \d+ joueurs OK, \d+ à vérifier$/)).toBeVisible();
  await expect(log.getByText(/absent de Transfermarkt/).first()).toBeVisible();
});
