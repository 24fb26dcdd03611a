import { COMPOS_MSG, DRAFT_MSG, HOME_MSG, LIGUES_MSG, MSG, NAV_MSG, type Rencontre } from '@poolfoot/domain';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, testWith } from '../fixtures';
import { call } from './season';

// The phone polish, each seen at 390x844 by touch on one server whose demo season has played its first matchday
// (DEMO=season, DEMO_PLAYED=1): my last result on the home, the logout named in the phone menu, the lineup picker's
// figures, a long player name wrapped on /compos/rencontres, the mercato and the draft in the phone menu while they run
// (the twelve's mercato opened here, the cousins' draft under way in the demo), the draft's list best first by last
// season's points.

const test = testWith({ DEMO: 'season', DEMO_PLAYED: '1' });
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const POOLER = 3;
/** The phone menu's links after Home, the draft or the mercato put aside (SPEC.md "Navbar", as the desktop's). */
// « Vestiaire » carries the room's unread count once the game has spoken there (matchday 1's results).
const MENU = ['Compo', 'Matchs', 'Classement', /^Vestiaire\d*$/, 'Ma Team', 'Échanges', 'Stats', 'Mon compte'];

/** The admin (pooler1: the instance's super admin, an admin of both demo leagues) for the API. */
const admin = (request: APIRequestContext) => call(request, 'auth/login.php', { email: demoEmail(1), password: DEMO_PASSWORD });

/** Opens the phone menu by its toggle; answers the menu. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: MSG.navHome })).toBeVisible();
  return menu;
}

/** Nothing wider than the screen (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let journee1 = 0;

// The demo season ready (its first matchday played), and that matchday's id.
test.beforeAll(async ({ server }) => {
  test.setTimeout(150_000);
  const api = await request.newContext({ baseURL: server.url });
  await expect
    .poll(async () => (await (await api.get('/backend/api/game/preparation.php')).json()).preparation, { timeout: 120_000 })
    .toBeNull();
  await admin(api);
  journee1 = (await call(api, 'journees/getByNumjournee.php?numjournee=1')).journee.id;
  await api.dispose();
});

test('home says my last result once matchday 1 is over; the phone menu names its logout and has no draft nor mercato', async ({
  page,
  request,
}, testInfo) => {
  await admin(request);
  const { matches }: { matches: Rencontre[] } = await call(request, `rencontres/getByJournee.php?journee_id=${journee1}`);
  const mine = matches.find((m) => m.home.id === POOLER || m.away?.id === POOLER);
  if (!mine?.away || mine.score1 === null || mine.score2 === null) throw new Error('pas de rencontre calculée pour le pooler 3 en J1');
  const home = mine.home.id === POOLER;
  const [me, them] = home ? [mine.score1, mine.score2] : [mine.score2, mine.score1];
  const outcome = mine.resultat === 2 ? 'nul' : (mine.resultat === 1) === home ? 'victoire' : 'defaite';

  await loginAs(page, POOLER);
  const card = page.getByRole('region', { name: HOME_MSG.lastResultTitle(1) });
  await expect(card).toContainText(HOME_MSG.lastResult(outcome, me, them, (home ? mine.away : mine.home).username));
  await expect(card).toContainText(/^.*(Victoire|Défaite|Match nul) \d+–\d+ contre /);
  expect(await fitsWidth(page)).toBe(true);
  // Kept with the run's results for a look, as phone-pages keeps its pages.
  await page.screenshot({ path: testInfo.outputPath('home.png') });

  const menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText([MSG.navHome, ...MENU]);
  const logout = menu.getByRole('button', { name: NAV_MSG.logout });
  await expect(logout).toBeVisible();
  await expect(logout).toHaveText(NAV_MSG.logout);
  await logout.tap();
  await expect(page).toHaveURL(/\/login$/);
});

test('the lineup picker shows each player’s points this season, at matchday 1, and his club’s next opponent', async ({
  page,
}, testInfo) => {
  await loginAs(page, POOLER);
  const { team } = await call(page.request, 'compos/getCompo.php');
  const clubs = new Map<number, string>(
    (await call(page.request, 'clubs/list.php')).clubs.map((c: { id: number; name: string }) => [c.id, c.name]),
  );
  const { matchs } = await call(page.request, 'matchlfps/getByJournee.php?journee=2');

  await page.goto('/compo');
  await page.getByRole('button', { name: /^Emplacement 1 – GB/ }).tap();
  const sheet = page.getByRole('dialog');
  const options = sheet.locator('button[data-joueur]');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(0);
  for (const option of await options.all()) {
    const id = Number(await option.getAttribute('data-joueur'));
    const player = team.joueurs.find((j: { joueur_id: number }) => j.joueur_id === id);
    // Read apart from the picker: his points matchday by matchday, and his club's match of matchday 2.
    const history = await call(page.request, `stats/player_points.php?joueur_id=${id}`);
    const j1 = history.points.find((p: { numjournee: number }) => p.numjournee === 1);
    const match = matchs.find((m: { home_club_id: number; away_club_id: number }) =>
      [m.home_club_id, m.away_club_id].includes(player.club_id),
    );
    const next = !match
      ? COMPOS_MSG.pickerNoMatch
      : match.home_club_id === player.club_id
        ? COMPOS_MSG.pickerHome(clubs.get(match.away_club_id) ?? '')
        : COMPOS_MSG.pickerAway(clubs.get(match.home_club_id) ?? '');
    await expect(option).toContainText(COMPOS_MSG.pickerSeason(history.total));
    await expect(option).toContainText(COMPOS_MSG.pickerLast(1, j1 ? j1.points : null));
    await expect(option).toContainText(next);
    await expect(option).toContainText(/(vs .+ \(dom\.\)|à .+ \(ext\.\)|Pas de match)/);
  }
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('picker.png') });
});

/**
 * The elements of the page whose text holds `text` (the innermost), and what cuts it: its own box (an ellipsis, a hidden
 * overflow), a box around it that hides what goes beyond, or the screen's edge.
 */
async function cutOf(page: Page, text: string) {
  return page.evaluate((needle) => {
    const all = [...document.querySelectorAll('main *')].filter(
      (e) => e.textContent?.includes(needle) && ![...e.children].some((c) => c.textContent?.includes(needle)),
    );
    const cut = all.flatMap((e) => {
      const box = e.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      if (e.scrollWidth > e.clientWidth + 1) return [`« ${e.textContent} » plus large que sa boîte`];
      if (box.left < -1 || box.right > window.innerWidth + 1) return [`« ${e.textContent} » hors de l'écran`];
      for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (!/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
        const frame = up.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.bottom > frame.bottom + 1)
          return [`« ${e.textContent} » coupé`];
      }
      return [];
    });
    return { found: all.length, cut };
  }, text);
}

test('a long player name wraps on /compos/rencontres at 390 px, never cut', async ({ page, request }, testInfo) => {
  // One of my matchday 1 players renamed long (the instance's admin edits the player).
  await admin(request);
  const { compo } = await call(request, `compos/getByJourneeUser.php?journee_id=${journee1}&user_id=${POOLER}`);
  const slot = compo.slots.find((s: { poste: string }) => s.poste === 'MC');
  const { joueur } = await call(request, `joueurs/get.php?id=${slot.joueur_id}`);
  const [prenom, nom] = ['Jean-Philippe-Alexandre', 'Kouassi-Mbemba de la Fontaine-Tchouaméni'];
  await call(request, 'joueurs/update.php', {
    id: joueur.id,
    nom,
    prenom,
    surnom: joueur.surnom,
    lfp_id: joueur.lfp_id,
    short_opta_id: joueur.short_opta_id,
    club_id: joueur.club_id,
    poste: joueur.poste,
    numero: joueur.numero,
    saison_id: joueur.saison_id,
  });

  await loginAs(page, POOLER, `/compos/rencontres/${journee1}`);
  // My match first: my lineup's card names him in full, the pitch by his name.
  const mine = page.getByRole('region', { name: /^Composition de / }).first();
  await expect(mine.getByText(`${prenom} ${nom}`, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Terrain du match/ })
      .first()
      .getByText(nom, { exact: true }),
  ).toBeVisible();
  for (const text of [`${prenom} ${nom}`, nom]) {
    const { found, cut } = await cutOf(page, text);
    expect(found, text).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  }
  expect(await fitsWidth(page)).toBe(true);
  await mine.screenshot({ path: testInfo.outputPath('my-lineup.png') });
  await page
    .getByRole('region', { name: /^Terrain du match/ })
    .first()
    .screenshot({ path: testInfo.outputPath('my-pitch.png') });
});

test('the mercato open in my league: Mercato in the phone menu, after Home', async ({ page, request }) => {
  await admin(request);
  await call(request, 'mercato/open.php', {});
  await loginAs(page, POOLER);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText([MSG.navHome, MSG.tileMercato, ...MENU]);
  await menu.getByRole('link', { name: MSG.tileMercato }).tap();
  await expect(page).toHaveURL(/\/mercato$/);
  await call(request, 'mercato/close.php', {});
});

test('the cousins’ draft under way: Draft in the phone menu; its list best first by last season’s points', async ({ page }, testInfo) => {
  await loginAs(page, 4);
  let menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText([MSG.navHome, ...MENU]);
  await menu.getByRole('combobox', { name: LIGUES_MSG.switcherLabel }).tap();
  await page.getByRole('option', { name: 'La ligue des cousins', exact: true }).tap();
  await expect(page.getByText(LIGUES_MSG.switched('La ligue des cousins'))).toBeVisible();

  menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText([MSG.navHome, MSG.tileDraft, ...MENU]);
  await menu.getByRole('link', { name: MSG.tileDraft }).tap();
  await expect(page).toHaveURL(/\/draft$/);

  await page.getByRole('link', { name: MSG.draftSeePlayers }).tap();
  await expect(page).toHaveURL(/\/draft\/voirJoueurs$/);
  const years = (await call(page.request, 'saisons/list.php')).active_id as number;
  const label = `${years - 2}/${String(years - 1).slice(-2)}`;
  await expect(page.getByText(DRAFT_MSG.sortedByPrev(label))).toBeVisible();
  // The phone's cards, in their order: each one's total of last season, never above the one before.
  const cards = page.getByRole('list', { name: 'Joueurs', exact: true }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const totals = (await cards.allTextContents()).map((t) => Number(new RegExp(`Total ${label} (-?\\d+)`).exec(t)?.[1]));
  expect(totals.length).toBeGreaterThan(1);
  expect(totals.every((n) => Number.isInteger(n))).toBe(true);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  const best = Math.max(...(await call(page.request, 'joueurs/list.php')).joueurs.map((j: { total: number }) => j.total));
  expect(totals[0]).toBe(best);
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('draft-list.png') });
});
