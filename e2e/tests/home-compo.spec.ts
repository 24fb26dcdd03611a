import { COMPOS_MSG, HOME_MSG, type Matchlfp, MSG, poolerName, type Rencontre } from '@poolfoot/domain';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';

// The home and the lineup on a touch phone (390×844, taps) and on a desktop, on a fresh demo before the draft
// (phase draft, draft not started). The admin (pooler2) drives the draft and the mercato; Camille (pooler3)
// plays on her phone. Names come from the API (users/list.php): the app names a pooler by display name.

test.describe.configure({ mode: 'serial' });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const CAMILLE = 3;

async function post(request: APIRequestContext, path: string, data: unknown = {}) {
  const res = await request.post(`/backend/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}
const get = async (request: APIRequestContext, path: string) => (await request.get(`/backend/api/${path}`)).json();

/** A logged-in page of a demo user in its own context: a touch phone, or a desktop. */
async function open(browser: Browser, url: string, n: number, device: 'phone' | 'desktop'): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ baseURL: url, ...(device === 'phone' ? PHONE : {}) });
  const page = await context.newPage();
  await loginAs(page, n);
  return page;
}

let admin: APIRequestContext;
let names: Map<number, string>;
test.beforeAll(async ({ playwright, server }) => {
  admin = await playwright.request.newContext({ baseURL: server.url });
  await post(admin, 'auth/login.php', { email: demoEmail(2), password: DEMO_PASSWORD });
  const { users } = await get(admin, 'users/list.php');
  names = new Map((users as { id: number; username: string; nickname: string }[]).map((u) => [u.id, poolerName(u)]));
});
test.afterAll(() => admin.dispose());

const nameOf = (id: number) => names.get(id) ?? '';
/** No column or card wider than the phone: the page does not scroll sideways. */
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);

test('the draft from the home tile: whose turn with the pick clock in seconds, and its end moves the home on, live', async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const phone = await open(browser, server.url, CAMILLE, 'phone');
  const desk = await open(browser, server.url, 4, 'desktop');
  // Before the draft starts, the phase says draft: the Draft tile.
  await expect(phone.getByTestId('tile-Draft')).toHaveAttribute('href', '/draft');

  await post(admin, 'draft/init.php', { ordre: Array.from({ length: 12 }, (_, i) => i + 1) });
  await post(admin, 'draft/setClock.php', { minutes: 5 });
  await post(admin, 'draft/changeStatus.php', { status: 'en cours' });
  for (const page of [phone, desk]) {
    await page.reload();
    const turn = page.getByRole('region', { name: HOME_MSG.draftTurn(1) });
    await expect(turn.getByText(HOME_MSG.turnOf(nameOf(1)))).toBeVisible();
    const clock = turn.getByRole('timer');
    await expect(clock).toHaveText(/^Choix automatique dans 4 min \d{2} s$/);
    // It counts down in seconds.
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before ?? '');
  }
  await noSideScroll(phone);

  // The admin plays the draft but its last pick, the homes closed meanwhile (each would read the draft again at every
  // pick), then opened on its last turn; the last pick ends it and moves the game on: the open homes follow.
  for (const page of [phone, desk]) await page.goto('about:blank');
  for (let pick = 1; pick < 12 * 20; pick++) await post(admin, 'draft/simulate.php');
  for (const page of [phone, desk]) {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: HOME_MSG.draftTurn(20) })).toBeVisible();
  }
  await post(admin, 'draft/simulate.php');
  for (const page of [phone, desk]) {
    await expect(page.getByRole('region', { name: /^Draft – Tour/ })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('tile-Mercato')).toHaveAttribute('aria-disabled', 'true');
  }
  expect((await post(admin, 'game/context.php')).game.phase).toBe('normal');
  await phone.context().close();
  await desk.context().close();
});

test('the mercato from the home tile: opened from /admin while the phase is normal, the homes open it; closed, it is closed', async ({
  browser,
  server,
}) => {
  const phone = await open(browser, server.url, CAMILLE, 'phone');
  await expect(phone.getByTestId('tile-Mercato')).toHaveAttribute('aria-disabled', 'true');

  const desk = await open(browser, server.url, 2, 'desktop');
  await desk.goto('/admin');
  await expect(desk.getByRole('group', { name: 'Phase de jeu' }).getByRole('radio', { name: 'Normal' })).toBeChecked();
  await desk.getByRole('button', { name: 'Ouvrir le mercato' }).click();
  await desk.getByRole('button', { name: 'Confirmer' }).click();
  const phase = desk.getByRole('group', { name: 'Phase de jeu' });
  await expect(phase.getByRole('radio', { name: 'Mercato' })).toBeChecked();
  // The admin then puts the phase setting back on normal: the home follows the mercato, not the setting.
  await phase.getByText('Normal', { exact: true }).click();
  await expect(phase.getByRole('radio', { name: 'Normal' })).toBeChecked();

  const { meta } = await get(admin, 'mercato/get.php');
  const turn = phone.getByRole('region', { name: HOME_MSG.mercatoTurn(1) });
  await expect(turn.getByText(HOME_MSG.turnOf(nameOf(meta.cursor.user_id)))).toBeVisible();
  await expect(turn.getByRole('timer')).toHaveCount(0);
  await phone.getByTestId('tile-Mercato').tap();
  await expect(phone).toHaveURL(/\/mercato$/);
  await expect(phone.getByRole('heading', { name: 'Mercato – Tour 1' })).toBeVisible();

  await desk.goto('/admin');
  await desk.getByRole('button', { name: 'Clôturer le mercato' }).click();
  await desk.getByRole('button', { name: 'Confirmer' }).click();
  await phone.goto('/home');
  await expect(phone.getByTestId('tile-Mercato')).toHaveAttribute('aria-disabled', 'true');
  await expect(phone.getByRole('region', { name: /^Mercato – Tour/ })).toHaveCount(0);
  await phone.context().close();
  await desk.context().close();
});

const slot = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Emplacement ${n} – `) });

test('the lineup on a touch phone: completed from the squad, the formation switch keeps it full, the captain opens, one tap saves', async ({
  browser,
  server,
}) => {
  const page = await open(browser, server.url, CAMILLE, 'phone');
  await page.getByTestId('tile-Compo').tap();
  await expect(page.getByRole('heading', { name: 'Ma composition' })).toBeVisible();
  await expect(page.getByText(COMPOS_MSG.incomplete(11))).toBeVisible();
  await page.getByRole('button', { name: COMPOS_MSG.completeFromSquad }).tap();
  await expect(page.getByText('11 / 11 joueurs')).toBeVisible();
  await expect(page.getByText(COMPOS_MSG.incomplete(11))).toHaveCount(0);

  // 4-2-3-1 -> 4-3-3: the squad's three forwards fill the attack, nobody is left out; and back.
  await page.getByText('4-3-3', { exact: true }).tap();
  await expect(page.getByText('11 / 11 joueurs')).toBeVisible();
  for (const n of [9, 10, 11]) await expect(slot(page, n)).toHaveAccessibleName(/^Emplacement \d+ – AT : \S/);
  await page.getByText('4-2-3-1', { exact: true }).tap();
  await expect(page.getByText('11 / 11 joueurs')).toBeVisible();
  for (const n of [8, 9, 10]) await expect(slot(page, n)).toHaveAccessibleName(/^Emplacement \d+ – MO : \S/);

  // The captain: scrolled down to it, a tap opens the options where they are, a tap picks one.
  const captain = page.getByRole('combobox', { name: 'Capitaine' });
  await captain.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await captain.tap();
  const option = page.getByRole('option').first();
  await expect(option).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const chosen = (await option.textContent()) ?? '';
  await option.tap();
  await expect(captain).toHaveValue(chosen);

  // One tap saves, and the page opens on my own match.
  await page.getByRole('button', { name: 'Valider la composition' }).tap();
  await expect(page.getByText(MSG.composSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/compos\/rencontres#mon-match$/);
  const mine = page.locator('#mon-match');
  await expect(mine.getByRole('heading', { name: /^Match #\d+$/ })).toBeInViewport();
  const mineNo = await mine.getByRole('heading', { name: /^Match #\d+$/ }).textContent();
  const { matches } = await get(page.request, 'rencontres/getByJournee.php');
  const match = (matches as Rencontre[]).find((m) => m.home.id === CAMILLE || m.away?.id === CAMILLE);
  expect(mineNo).toBe(MSG.matchNo(match?.match_no ?? 0));
  await noSideScroll(page);
  await page.context().close();
});

test('the home says what to do, on a phone and a desktop: the lock countdown, my lineup, my opponent; an incomplete lineup is flagged, recalled by a banner in the hour before the kickoff, and fixed', async ({
  browser,
  server,
}) => {
  const { matches } = await get(admin, 'rencontres/getByJournee.php');
  const game = (matches as Rencontre[]).find((m) => m.home.id === CAMILLE || m.away?.id === CAMILLE);
  const opponent = game?.home.id === CAMILLE ? game.away : game?.home;
  const phone = await open(browser, server.url, CAMILLE, 'phone');
  const desk = await open(browser, server.url, CAMILLE, 'desktop');
  for (const page of [phone, desk]) {
    const day = page.getByRole('region', { name: 'Journée 1' });
    await expect(day.getByRole('timer')).toHaveText(/^Verrouillage des compos dans (\d+ j \d{2} h|\d+ h \d{2} min|\d+ min) /);
    await expect(day.getByText(HOME_MSG.compoComplete)).toBeVisible();
    await expect(day.getByText(opponent ? HOME_MSG.opponent(nameOf(opponent.id)) : MSG.noOpponent)).toBeVisible();
    // Matchday 1 is to play: no result yet, nobody ranked.
    await expect(page.getByLabel('Classement')).toHaveCount(0);
  }
  await noSideScroll(phone);

  // Half an hour before the first kickoff (the server's clock). An admin replaces one of Camille's players (a move from
  // matchday 1) by a free one of his club and position, so the lineup loses him and the squad can fill the place again;
  // the homes say so, and a banner at the top recalls it. The draft is random: the first slot that has such a free
  // player is taken.
  const { matchs }: { matchs: Matchlfp[] } = await get(admin, 'matchlfps/getByJournee.php?journee=1');
  const first = Math.min(...matchs.filter((m) => !m.kickoff_unknown).map((m) => Date.parse(m.kickoff_at)));
  const moved = await admin.post('/demo-league/clock', { data: { to: new Date(first - 30 * 60_000).toISOString() } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  const { compo } = await get(admin, `compos/getCompo.php?user_id=${CAMILLE}`);
  const slots = [...(compo.slots as { ordre: number; poste: string; joueur_id: number; club_id: number }[])].sort(
    (a, b) => a.ordre - b.ordre,
  );
  const taken = new Set((await get(admin, 'teams/getTakenPlayers.php?journee=1')).joueur_ids as number[]);
  const { joueurs } = (await get(admin, 'joueurs/list.php')) as { joueurs: { id: number; poste: string; club_id: number }[] };
  const place = slots.findIndex((s) => joueurs.some((j) => j.poste === s.poste && j.club_id === s.club_id && !taken.has(j.id)));
  const out = slots[place];
  const free = out && joueurs.find((j) => j.poste === out.poste && j.club_id === out.club_id && !taken.has(j.id));
  if (!out || !free) throw new Error('aucun joueur libre du même club et du même poste');
  await post(admin, 'mercato/remplacement.php', { user_id: CAMILLE, journee: 1, joueur_out_id: out.joueur_id, joueur_in_id: free.id });
  const banner = (page: Page) => page.getByRole('alert', { name: HOME_MSG.reminderTitle(1) });
  for (const page of [phone, desk]) {
    await expect(page.getByText(HOME_MSG.compoIncomplete(10, 11))).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText(HOME_MSG.reminderText(1))).toBeVisible();
    // At the top: above the matchday's card.
    const [top, card] = await Promise.all([banner(page).boundingBox(), page.getByRole('region', { name: 'Journée 1' }).boundingBox()]);
    expect(top?.y ?? Infinity).toBeLessThan(card?.y ?? 0);
  }
  await noSideScroll(phone);
  await banner(phone).getByRole('link', { name: HOME_MSG.compoFill }).tap();
  await expect(phone).toHaveURL(/\/compo$/);
  await expect(phone.getByText(COMPOS_MSG.incomplete(1))).toBeVisible();
  await expect(slot(phone, place + 1)).toHaveAccessibleName(`Emplacement ${place + 1} – ${out.poste} : vide`);
  await phone.getByRole('button', { name: COMPOS_MSG.completeFromSquad }).tap();
  await expect(phone.getByText('11 / 11 joueurs')).toBeVisible();
  await phone.getByRole('button', { name: 'Valider la composition' }).tap();
  await expect(phone.getByText(MSG.composSaved)).toBeVisible();
  await expect(desk.getByText(HOME_MSG.compoComplete)).toBeVisible();
  await expect(banner(desk)).toHaveCount(0);
  await phone.context().close();
  await desk.context().close();
});
