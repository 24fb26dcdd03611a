import {
  FORMATION_SLOTS,
  formatDetail,
  MSG,
  type Rencontre,
  type ResultatsStanding,
  type StatsPlayerRow,
  type Team,
} from '@poolfoot/domain';
import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';

// The season is played through the API by the admin (pooler2): the draft, the pairings, every pooler's
// lineup of matchday 1, the demo league's matches and stat lines, the points job and the results. Then
// a pooler reads /classement and /stats, which must show what the API computed.

test.describe.configure({ mode: 'serial' });

const CAMILLE = 3;

async function call(request: APIRequestContext, path: string, data?: unknown) {
  const res = data === undefined ? await request.get(`/backend/api/${path}`) : await request.post(`/backend/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** Waits (by polling the job call, no sleep) for a server job to stop, and checks it went through. */
async function waitJob(request: APIRequestContext, jobPath: string, id: number) {
  await expect.poll(async () => (await call(request, `${jobPath}?id=${id}`)).job.status, { timeout: 60_000 }).not.toBe('running');
  expect((await call(request, `${jobPath}?id=${id}`)).job.status).toBe('done');
}

type Scene = { journeeId: number; ranking: ResultatsStanding[]; matches: Rencontre[]; top: StatsPlayerRow[] };
let scene: Scene;

async function playMatchday1(browser: Browser, url: string): Promise<Scene> {
  const context = await browser.newContext({ baseURL: url });
  const admin = context.request;
  await call(admin, 'auth/login.php', { email: demoEmail(2), password: DEMO_PASSWORD });
  await call(admin, 'draft/init.php', { ordre: Array.from({ length: 12 }, (_, i) => i + 1) });
  await call(admin, 'draft/changeStatus.php', { status: 'en cours' });
  for (let pick = 0; pick < 12 * 20; pick++) await call(admin, 'draft/simulate.php', {});
  await call(admin, 'game/setPhase.php', { phase: 'normal' });
  await call(admin, 'rencontres/generate.php', {});
  const { journee } = await call(admin, 'journees/getByNumjournee.php?numjournee=1');

  // Each pooler's 4-2-3-1 from his team, the striker as captain.
  for (let userId = 1; userId <= 12; userId++) {
    const team: Team = (await call(admin, `teams/getByUser.php?user_id=${userId}`)).team;
    const left = [...team.joueurs];
    const joueurs = FORMATION_SLOTS['4231'].map((poste, ordre) => {
      const player = left.splice(
        left.findIndex((p) => p.poste === poste),
        1,
      )[0];
      if (!player || player.poste !== poste) throw new Error(`pas de ${poste} pour ${userId}`);
      return { ordre, lfp_id: player.lfp_id, poste, club_id: player.club_id };
    });
    await call(admin, 'compos/saveCompo.php', {
      user_id: userId,
      journee_id: journee.id,
      numjournee: 1,
      formation: '4231',
      capitaine_lfp_id: joueurs[10]?.lfp_id,
      joueurs,
    });
  }

  for (const step of ['matchlfps/import_lfp.php', 'matchlfps/import_lfp_stats.php']) {
    const { job } = await call(admin, step, { numjournee: 1 });
    await waitJob(admin, 'league/job.php', job.id);
  }
  const { job } = await call(admin, 'stats/compute_journee.php', { journee_id: journee.id });
  await waitJob(admin, 'stats/job.php', job.id);
  const calc = await call(admin, 'resultats/calcJournee.php', { journee_id: journee.id });
  expect(calc).toMatchObject({ finished: true, journee: { status: 9 } });

  const result = {
    journeeId: journee.id as number,
    ranking: (await call(admin, 'resultats/getGeneral.php')).classement,
    matches: (await call(admin, `rencontres/getByJournee.php?journee_id=${journee.id}`)).matches,
    top: (await call(admin, 'stats/top_players.php?limit=10')).rows,
  };
  await context.close();
  return result;
}

test.beforeAll(async ({ browser, server }) => {
  test.setTimeout(300_000);
  scene = await playMatchday1(browser, server.url);
});

test('/classement shows the general ranking, the chart and matchday 1 as match cards', async ({ page }) => {
  await loginAs(page, CAMILLE);
  await page.goto('/classement');
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
  await loginAs(page, CAMILLE);
  await page.goto('/stats');
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
  await expect(dialog).toContainText(`Total : ${best.total} pts`);
  const history = await (await page.request.get(`/backend/api/stats/player_points.php?joueur_id=${best.joueur_id}`)).json();
  await expect(dialog).toContainText(formatDetail(history.points[0].detail));
});

test('/classement fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, CAMILLE);
  await page.goto('/classement');
  await expect(page.getByRole('table', { name: 'Classement général' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
