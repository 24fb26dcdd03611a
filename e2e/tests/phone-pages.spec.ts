import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG, STATS_PAGE_MAX } from '@poolfoot/domain';
import type { Page } from '@playwright/test';
import { ROOT } from '../env';
import { apiPost, expect, loginAs, test } from '../fixtures';
import { call, playMatchday1 } from './season';

// Every page of the app on a 390 × 844 touch phone, as each role sees it once a season is under way: the
// page never scrolls sideways and no table cell is cut (out of the screen, or out of a box that scrolls).
// The routes come from the router itself, so a new page is visited as soon as it exists.

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ROLE_USER = { OPEN: null, POOLER: 3, ADMIN: 2, SUPER: 1 } as const;
type Role = keyof typeof ROLE_USER;

/** The router's routes (web/src/app/routes.tsx): path and role. */
function routes(): { path: string; role: Role }[] {
  const source = readFileSync(join(ROOT, 'web', 'src', 'app', 'routes.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)',\s*role: (OPEN|POOLER|ADMIN|SUPER)/g)].map(([, path, role]) => ({
    path: String(path),
    role: role as Role,
  }));
}

/**
 * What is cut on the page: a page wider than the screen; per table, its cells out of the screen, out of the box
 * that scrolls it, or too narrow for their content (how many, and the first one).
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > width) found.push(`la page fait ${scroller.scrollWidth} px de large`);
    const cut = (cell: Element) => {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return null;
      if (box.left < -1 || box.right > width + 1) return "hors de l'écran";
      if (cell.scrollWidth > cell.clientWidth + 1) return 'contenu plus large que la cellule';
      for (let up = cell.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!/auto|scroll|hidden|clip/.test(getComputedStyle(up).overflowX)) continue;
        const frame = up.getBoundingClientRect();
        return box.left < frame.left - 1 || box.right > frame.right + 1 ? 'coupée par son cadre' : null;
      }
      return null;
    };
    for (const table of document.querySelectorAll('table')) {
      const bad = [...table.querySelectorAll('th, td')].flatMap((cell) => {
        const why = cut(cell);
        return why ? [`« ${(cell.textContent ?? '').trim().slice(0, 30)} » ${why}`] : [];
      });
      const name = table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? 'tableau';
      if (bad.length) found.push(`tableau « ${name} » : ${bad.length} cellule(s) coupée(s), dont ${bad[0]}`);
    }
    return found;
  });
}

/** Waits until the page has drawn its data, down to its end (what is drawn when scrolled near): no skeleton left. */
async function settled(page: Page) {
  await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible();
  // Scrolled to the end again while the page grows: data drawn after the title (the ranking under /classement's)
  // pushes down what is drawn only when scrolled near.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('.mantine-Skeleton-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/**
 * Admin pages whose tables have no phone layout yet (the matchdays list, the matchday's processing, the
 * league matches): known to be cut, so the test holds every other page to the rule. Once a page fits, the test
 * fails until it leaves this list.
 */
const STILL_CUT = new Set(['/admin/journees/list', '/admin/journees/manage/1', '/admin/matchs/list']);

let ids: Record<string, number>;
let journeeId = 0;

test('the pick clock counts down in seconds on a phone, then the season is played', async ({ browser, page, server }) => {
  test.setTimeout(420_000);
  await loginAs(page, 2);
  await apiPost(page, 'draft/init.php', { ordre: Array.from({ length: 12 }, (_, i) => i + 1) });
  await apiPost(page, 'draft/setClock.php', { minutes: 5 });
  await apiPost(page, 'draft/changeStatus.php', { status: MSG.draftStatus.running });
  await page.goto('/draft');
  const clock = page.getByRole('timer');
  await expect(clock).toHaveText(/^Choix automatique dans [45] min \d\d s$/);
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent()).not.toBe(first);
  await expect(page.getByText(/Choix automatique le \d/)).toHaveCount(0);
  await page.goto('/admin/draft/board');
  await expect(page.getByRole('timer')).toHaveText(/^Choix automatique dans \d min \d\d s$/);

  await page.goto('about:blank');
  journeeId = (await playMatchday1(browser, server.url)).journeeId;
  await call(page.request, 'mercato/open.php', {});
  const club = (await call(page.request, 'clubs/list.php')).clubs[0];
  const joueur = (await call(page.request, 'joueurs/list.php')).joueurs[0];
  const journee = (await call(page.request, 'journees/getByNumjournee.php?numjournee=1')).journee;
  const match = (await call(page.request, 'matchlfps/getByJournee.php?journee=1')).matchs[0];
  ids = { clubs: club.id, joueurs: joueur.id, journees: journee.id, matchlfps: match.id };
});

const concrete = (path: string) =>
  path
    .replace(':journeeId?', String(journeeId))
    .replace(':numjournee?', '1')
    .replace(':userId', '3')
    .replace(':tour', '1')
    .replace(':rang', '1')
    .replace(':token', 'lien-de-test')
    .replace(/\/(clubs|joueurs|journees|matchlfps)\/edit\/:id/, (_, what: string) => `/${what}/edit/${ids[what]}`);

for (const role of Object.keys(ROLE_USER) as Role[]) {
  test(`every ${role.toLowerCase()} page fits 390 px, no column cut`, async ({ page }) => {
    test.setTimeout(240_000);
    const user = ROLE_USER[role];
    if (user !== null) await loginAs(page, user);
    const problems: string[] = [];
    const pages = routes().filter((r) => r.role === role);
    expect(pages.length).toBeGreaterThan(0);
    for (const { path } of pages) {
      const url = concrete(path);
      await page.goto(url);
      await settled(page);
      const found = await clipped(page);
      if (!STILL_CUT.has(url)) problems.push(...found.map((p) => `${url} : ${p}`));
      else if (found.length === 0) problems.push(`${url} : ne coupe plus rien, à retirer de STILL_CUT`);
    }
    // The super admin (user 1) also sees the per-pooler grid of the draft.
    if (role === 'SUPER') {
      await page.goto('/draft');
      await settled(page);
      problems.push(...(await clipped(page)).map((p) => `/draft (user 1) : ${p}`));
    }
    expect(problems).toEqual([]);
  });
}

test('the mercato candidates show this season’s points on a phone, last season’s labelled', async ({ page }) => {
  await loginAs(page, 12, '/mercato/choix');
  await page.getByRole('combobox', { name: 'Joueur à remplacer' }).tap();
  await page.getByRole('option').first().tap();
  const candidate = page.locator('[data-status]').first();
  await expect(candidate).toContainText(/\d+ pts? *2024\/25 : -?\d+ pts?/);
  const name = (await candidate.getAttribute('data-name')) ?? '';
  const rows = (await call(page.request, `stats/players.php?limit=${STATS_PAGE_MAX}`)).rows as {
    prenom: string | null;
    nom: string;
    total: number;
  }[];
  const season = rows.find((r) => [r.prenom, r.nom].filter(Boolean).join(' ') === name);
  expect(season).toBeDefined();
  await expect(candidate).toHaveAttribute('aria-label', new RegExp(`, ${season?.total} pts? cette saison`));
  expect(await clipped(page)).toEqual([]);
});

test('a player’s points are explained from the lineups recap too, on a phone', async ({ page }) => {
  await loginAs(page, 3, `/compos/rencontres/${journeeId}`);
  const points = page.getByRole('button', { name: /^-?\d+ pts? : détail des points de / }).first();
  const label = (await points.getAttribute('aria-label')) ?? '';
  const [, total, name] = /^(-?\d+) pts? : détail des points de (.+)$/.exec(label) ?? [];
  await points.tap();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toContainText('J1');
  await expect(dialog).toContainText(`Total : ${total}`);
});
