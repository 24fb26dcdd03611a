import { formatDetail, MSG, plural, pts, STATS_PAGE_MAX, type StatsPlayerRow } from '@poolfoot/domain';
import { expect, loginAs, test } from '../fixtures';
import { playMatchday1, type Scene } from './season';

// The season is played through the API by the admin (pooler2): the draft, the pairings, every pooler's
// lineup of matchday 1, the demo league's matches and stat lines, the points job and the results. Then
// a pooler reads /classement and /stats, which must show what the API computed.

test.describe.configure({ mode: 'serial' });

const CAMILLE = 3;

let scene: Scene;

test.beforeAll(async ({ browser, server }) => {
  test.setTimeout(300_000);
  scene = await playMatchday1(browser, server.url);
});

test('/classement shows the general ranking, the chart and matchday 1 as match cards', async ({ page }) => {
  await loginAs(page, CAMILLE, '/classement');
  const table = page.getByRole('table', { name: 'Classement général' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(13);
  for (const [i, standing] of scene.ranking.entries()) {
    const cells = rows.nth(i + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(String(standing.rank));
    await expect(cells.nth(1)).toHaveText(standing.username);
    await expect(cells.nth(2)).toHaveText(String(standing.points_classement));
    await expect(cells.nth(3)).toHaveText(String(standing.total_saison));
    await expect(cells.nth(4)).toHaveText(String(standing.lost_saison));
  }
  // Someone has the best total of the matchday: at least one star on the table.
  await expect(table.getByRole('img', { name: /étoile/ }).first()).toBeVisible();

  // The chart: one line per pooler, Camille's own highlighted.
  await expect(page.getByRole('img', { name: 'Évolution du classement' })).toBeVisible();
  await expect(page.locator('svg [data-user]')).toHaveCount(12);
  await expect(page.locator('svg [data-mine]')).toHaveCount(1);
  await page.getByText('Points', { exact: true }).click();
  await expect(page.getByRole('img', { name: 'Évolution des points au classement' })).toBeVisible();

  // Matchday 1 is the finished one, its lineups one click away.
  await expect(page.getByRole('combobox', { name: 'Journée' })).toHaveValue('J1');
  await expect(page.getByRole('link', { name: 'Voir les compos' })).toHaveAttribute('href', `/compos/rencontres/${scene.journeeId}`);
  await expect(page.getByTestId(/^match-/)).toHaveCount(scene.matches.length);
  for (const m of scene.matches) {
    const card = page.getByTestId(`match-${m.match_no}`);
    await expect(card).toContainText(`${m.score1} - ${m.score2}`);
    const outcome = m.resultat === 1 ? MSG.victory(m.home.username) : m.resultat === 2 ? MSG.draw : MSG.victory(m.away?.username ?? '');
    await expect(card).toContainText(outcome);
  }

  // The per-user detail opens on a click.
  const first = scene.ranking[0];
  if (!first) throw new Error('no ranking');
  await page.getByRole('button', { name: new RegExp(first.username) }).click();
  await expect(page.getByRole('region', { name: new RegExp(first.username) })).toContainText('Points capitaine');
});

test('/stats shows the top 10, the ranking by position and a player explained matchday by matchday', async ({ page }) => {
  await loginAs(page, CAMILLE, '/stats');
  const [best] = scene.top;
  if (!best) throw new Error('no top player');
  const topCard = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Top 10' }) });
  await expect(topCard.getByRole('row')).toHaveCount(scene.top.length + 1);
  await expect(topCard.getByRole('row').nth(1)).toContainText(best.nom);
  await expect(topCard.getByRole('row').nth(1)).toContainText(String(best.total));
  await expect(page.getByRole('img', { name: MSG.alreadyTaken }).first()).toBeVisible();

  // The ranking by position: goalkeepers only, sorted by name when asked.
  const ranking = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Classement par poste' }) });
  await ranking.getByRole('radiogroup', { name: 'Poste' }).getByText('GB', { exact: true }).click();
  await expect(ranking.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('GB');
  const postes = await ranking.getByRole('row').locator('td:nth-child(3)').allTextContents();
  expect(new Set(postes)).toEqual(new Set(['GB']));
  await ranking.getByRole('button', { name: 'Nom' }).click();
  await expect(ranking.getByRole('columnheader', { name: 'Nom' })).toHaveAttribute('aria-sort', 'ascending');

  // A click on the best player explains his points.
  await topCard.getByRole('button', { name: new RegExp(best.nom) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('J1');
  await expect(dialog).toContainText(`Total : ${pts(best.total)}`);
  const history = await (await page.request.get(`/backend/api/stats/player_points.php?joueur_id=${best.joueur_id}`)).json();
  await expect(dialog).toContainText(formatDetail(history.points[0].detail));
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('/classement shows every pooler with total, score, points lost and stars, nothing cut', async ({ page }) => {
    await loginAs(page, CAMILLE, '/classement');
    const items = page.getByRole('list', { name: 'Classement général' }).getByRole('listitem');
    await expect(items).toHaveCount(12);
    for (const [i, standing] of scene.ranking.entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(`${standing.rank}.`);
      await expect(item).toContainText(standing.username);
      await expect(item).toContainText(pts(standing.points_classement));
      await expect(item).toContainText(`Score ${standing.total_saison}`);
      await expect(item).toContainText(`Points perdus ${standing.lost_saison}`);
      await expect(item).toContainText(`Étoiles ${standing.total_stars > 0 ? `★ ${standing.total_stars}` : '0'}`);
    }
    await expect(page.getByRole('table', { name: 'Classement général' })).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });

  test('/stats: a name search, position, club and owner filters, a sort, a page size, a player explained', async ({ page }) => {
    await loginAs(page, CAMILLE);
    const all: StatsPlayerRow[] = (await (await page.request.get(`/backend/api/stats/players.php?limit=${STATS_PAGE_MAX}`)).json()).rows;
    await page.goto('/stats');
    await expect(page.getByText("Points jusqu'à la J1")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Top 10' }).getByRole('listitem')).toHaveCount(10);
    const items = page.getByRole('list', { name: 'Classement par poste' }).getByRole('listitem');
    await expect(items).toHaveCount(25);
    await expect(page.getByText(plural(all.length, 'joueur'), { exact: true })).toBeVisible();

    // Camille's players: every one of them, owned by her.
    const mine = all.filter((r) => r.owner_id === CAMILLE);
    await page.getByRole('combobox', { name: 'Pooler', exact: true }).tap();
    await page.getByRole('option', { name: 'Cam la Magicienne' }).tap();
    await expect(items).toHaveCount(mine.length);
    for (const item of await items.all()) await expect(item).toContainText('Pooler Cam la Magicienne');

    // Her goalkeepers, then by name.
    await page.getByRole('radiogroup', { name: 'Poste' }).getByText('GB', { exact: true }).tap();
    await expect(items).toHaveCount(mine.filter((r) => r.poste === 'GB').length);
    await page.getByRole('combobox', { name: 'Pooler', exact: true }).tap();
    await page.getByRole('option', { name: 'Tous', exact: true }).tap();
    await page.getByRole('radiogroup', { name: 'Poste' }).getByText('Tous', { exact: true }).tap();
    const [best] = scene.top;
    if (!best) throw new Error('no top player');
    await page.getByRole('textbox', { name: 'Nom' }).fill(best.nom);
    await expect(items.first()).toContainText(best.nom);
    await expect(items.first()).toContainText(pts(best.total));
    await page.getByRole('textbox', { name: 'Nom' }).fill('');

    // A club, sorted by name; then 50 a page.
    await page.getByRole('combobox', { name: 'Club' }).tap();
    await page.getByRole('option', { name: best.club_name, exact: true }).tap();
    await page.getByRole('combobox', { name: 'Trier par' }).tap();
    await page.getByRole('option', { name: 'Nom (A → Z)' }).tap();
    const ofClub = all.filter((r) => r.club_id === best.club_id).sort((a, b) => a.nom.localeCompare(b.nom, 'fr', { sensitivity: 'base' }));
    await expect(items).toHaveCount(Math.min(25, ofClub.length));
    await expect(items.first()).toContainText(ofClub[0]?.nom ?? '');
    await page.getByRole('combobox', { name: 'Club' }).tap();
    await page.getByRole('option', { name: best.club_name, exact: true }).tap();
    await page.getByRole('combobox', { name: 'Par page' }).tap();
    await page.getByRole('option', { name: '50', exact: true }).tap();
    await expect(items).toHaveCount(50);

    // A tap on a player of the top 10 explains his points.
    await page
      .getByRole('list', { name: 'Top 10' })
      .getByRole('button', { name: new RegExp(best.nom) })
      .tap();
    await expect(page.getByRole('dialog')).toContainText(`Total : ${pts(best.total)}`);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
});
