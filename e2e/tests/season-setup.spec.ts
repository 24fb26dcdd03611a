import { CHAMPIONNAT_MSG, MATCHLFPS_MSG, MSG, RESULTATS_MSG } from '@poolfoot/domain';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../env';
import { type E2eAccount, type E2eServer, startServer } from '../server';
import { call, clockPastMatchday, draftAndLineups } from './season';

// A real season on an empty database: no demo data (DEMO=none), the demo league mounted in place of the official one
// (DEMO_LEAGUE=on), the first super admin made with `npm run user -- create` as docs/configuration.md says, and three friends.
// The admin sets the season up from /admin, finds it in the admin lists, then plays matchday 1 from the manage page.

const PASSWORD = 'une-vraie-saison';
const ADMIN: E2eAccount = { email: 'alice@exemple.fr', username: 'Alice', role: 9, password: PASSWORD };
const FRIENDS: E2eAccount[] = ['Bruno', 'Chloé', 'David'].map((username) => ({
  email: `${username.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@exemple.fr`,
  username,
  role: 1,
  password: PASSWORD,
}));
// 18 clubs, then 34 matchdays.
const ITEMS = 52;

const test = base.extend<object, { server: E2eServer }>({
  server: [
    async ({ browserName: _b }, use, workerInfo) => {
      // The port rule of fixtures.ts: each worker (one per spec file) has its own.
      const server = await startServer(20_000 + (E2E_PORT % 1000) * 20 + (workerInfo.workerIndex % 20), {
        env: { DEMO: 'none', DEMO_LEAGUE: 'on' },
        accounts: [ADMIN, ...FRIENDS],
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

async function login(page: Page, who: E2eAccount) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mot de passe').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * The set-up card of /admin: its button, the confirmation, then the job's panel until its end message. `first` is
 * a line of this run's log (the card shows the last run until this one's panel replaces it).
 */
async function setUpSeason(page: Page, touch: boolean, first: RegExp) {
  await page.goto('/admin');
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Saison depuis la LFP', level: 2 }) });
  const button = card.getByRole('button', { name: 'Mettre en place la saison' });
  if (touch) await button.tap();
  else await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Créer ou mettre à jour les clubs, les effectifs, les 34 journées/)).toBeVisible();
  if (touch) await dialog.getByRole('button', { name: 'Lancer' }).tap();
  else await dialog.getByRole('button', { name: 'Lancer' }).click();
  await expect(card.getByRole('heading', { name: 'Saison depuis la LFP', level: 3 })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Progression' })).toBeVisible();
  const log = card.getByRole('log', { name: 'Journal' });
  await expect(log.getByText(first).first()).toBeVisible({ timeout: 60_000 });
  // The league asked with its 250 ms pause between two items and between two newcomers' positions (SPEC.md §9).
  await expect(card.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.jobDone(ITEMS, 0), { timeout: 240_000 });
  await expect(card.getByText(`${ITEMS} / ${ITEMS} · ${ITEMS} OK, 0 KO`)).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Progression' })).toHaveAttribute('aria-valuenow', '100');
  return log;
}

test('on an empty database, an admin sets the season up from the league, then plays matchday 1 to the ranking', async ({ page }) => {
  test.setTimeout(420_000);
  await login(page, ADMIN);
  await page.goto('/admin/clubs/list');
  await expect(page.getByText('Aucun club pour cette saison.')).toBeVisible();

  const log = await setUpSeason(page, false, /club créé/);
  await expect(log.getByText(CHAMPIONNAT_MSG.seasonUsed('2025/26'))).toBeVisible();
  await expect(log.getByText(/^PSG : club créé, \d+ joueurs/)).toBeVisible();
  await expect(log.getByText(`Journée 1 : ${CHAMPIONNAT_MSG.matchdaySetUp(true, 9, 9, 0)}`)).toBeVisible();
  await expect(log.getByText(CHAMPIONNAT_MSG.unknownKickoffs(9))).toHaveCount(2);
  await expect(log.getByText('KO', { exact: true })).toHaveCount(0);

  // The admin lists: 18 clubs, their players with finer positions, 34 matchdays, the far kickoffs to be confirmed.
  await page.goto('/admin/clubs/list');
  const clubs = page.getByRole('table', { name: 'Clubs' });
  await expect(clubs.getByRole('row')).toHaveCount(19);
  await expect(clubs.getByRole('row', { name: /Paris Saint-Germain/ })).toBeVisible();
  await page.goto('/admin/joueurs/list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  for (const poste of ['DL', 'MO']) await expect(page.getByRole('cell', { name: poste, exact: true }).first()).toBeVisible();
  await page.goto('/admin/journees/list');
  await expect(page.getByRole('row')).toHaveCount(35);
  await page.goto('/admin/matchs/list?journee=34');
  await expect(page.getByRole('row').filter({ hasText: MATCHLFPS_MSG.kickoffUnknown })).toHaveCount(9);

  // The scene, through the API: the draft among the four (simulated picks), the pairings, everyone's lineup of J1.
  const api = page.request;
  const { users } = await call(api, 'users/list.php');
  const ids: number[] = users.map((u: { id: number }) => u.id);
  expect(ids).toHaveLength(4);
  await draftAndLineups(api, ids);

  // Matchday 1 from its manage page: the matches, time passes (the demo clock), the stats, the points, the results.
  await page.goto('/admin/journees/manage/1');
  await page.getByRole('button', { name: '1. Récupérer les matchs' }).click();
  await expect(page.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.matchesImported(9, 0), { timeout: 60_000 });
  await clockPastMatchday(api, 1);
  await page.getByRole('button', { name: '2. Importer les stats LFP' }).click();
  await expect(page.getByRole('heading', { name: 'Import des stats LFP – J1' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(MSG.rebuildDone(9, 0), { timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Terminé' })).toHaveCount(9);
  await page.getByRole('button', { name: 'Calculer les points des joueurs' }).click();
  await expect(page.getByText(/^Points de la J1 calculés : \d+ joueurs?\.$/).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Calculer les résultats' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: RESULTATS_MSG.confirmLabel(1) })
    .click();
  await expect(page.getByText(/^Résultats de la J1 calculés/).first()).toBeVisible({ timeout: 30_000 });

  // The ranking: the four friends, with the points of matchday 1.
  const { classement } = await call(api, 'resultats/getGeneral.php');
  expect(classement).toHaveLength(4);
  expect(classement.reduce((sum: number, s: { total_saison: number }) => sum + s.total_saison, 0)).toBeGreaterThan(0);
  await page.goto('/classement');
  const table = page.getByRole('table', { name: 'Classement général' });
  await expect(table.getByRole('row')).toHaveCount(5);
  for (const [i, standing] of classement.entries()) {
    const cells = table
      .getByRole('row')
      .nth(i + 1)
      .getByRole('cell');
    await expect(cells.nth(1)).toHaveText(standing.username);
    await expect(cells.nth(2)).toHaveText(String(standing.points_classement));
    await expect(cells.nth(3)).toHaveText(String(standing.total_saison));
  }
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the set-up run again by touch: everything already there, the ranking unchanged, the card fits the screen', async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, ADMIN);
    const before = (await call(page.request, 'resultats/getGeneral.php')).classement;
    const log = await setUpSeason(page, true, /club déjà là/);
    await expect(log.getByText('club créé')).toHaveCount(0);
    await expect(log.getByText(/^PSG : club déjà là, \d+ joueurs \(0 nouveau, /)).toBeVisible();
    await expect(log.getByText(/^Journée 1 : journée déjà là, 9 matchs \(0 créé, /)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    expect((await call(page.request, 'resultats/getGeneral.php')).classement).toEqual(before);
  });
});
