import { DRAFT_MSG, MSG } from '@poolfoot/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import { apiPost, expect, loginAs, test } from '../fixtures';

// A draft queue (RULES.md "Draft"): two poolers build their lists on the player page (add, reorder); Camille says she
// will be away and is picked for from her list the moment the draft starts; Damien's pick clock runs out and he is
// picked for from his list, its first player being gone to Camille. The board shows who is away and which picks came
// from a list. The poolers once on a phone (390×844, touch), once on a desktop; the admin drives from a desktop.

const CAM = 'Cam la Magicienne'; // pooler 3
const DAM = 'Dam le Renard'; // pooler 4
const ALEX = 'Le Président'; // pooler 1
const ORDER = [3, 4, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12];
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });

/** A page of its own (its own session) for pooler n, on this device. */
async function open(browser: Browser, url: string, n: number, viewport: { width: number; height: number }, touch: boolean) {
  const context = await browser.newContext({ baseURL: url, viewport, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  await loginAs(page, n);
  return page;
}

/** Pressed as the device does: a tap on a phone (once scrolled to), a click on a desktop. */
async function press(target: Locator, touch: boolean) {
  if (!touch) return target.click();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.tap();
}

/** The season's players on /draft/voirJoueurs: a table on a desktop, cards on a phone. */
const players = (page: Page, touch: boolean) => page.getByRole(touch ? 'list' : 'table', { name: 'Joueurs', exact: true });
const myList = (page: Page) => page.getByRole('list', { name: DRAFT_MSG.queueTitle });

/** Adds a player to my list from the players, and waits for the list to have him. */
async function add(page: Page, touch: boolean, name: string) {
  await press(players(page, touch).getByRole('button', { name: DRAFT_MSG.queueAddOf(name) }), touch);
  await expect(players(page, touch).getByRole('button', { name: DRAFT_MSG.queueRemoveOf(name) })).toBeVisible();
  await expect(myList(page)).toContainText(name);
}

for (const [device, viewport, touch] of [
  ['on a phone', { width: 390, height: 844 }, true],
  ['on a desktop', DESKTOP, false],
] as const) {
  test(`${device}: lists built, one pooler away and one out of time, each picked for from his list`, async ({ browser, server }) => {
    test.setTimeout(180_000);
    const admin = await open(browser, server.url, 2, DESKTOP, false);
    await apiPost(admin, 'draft/init.php', { ordre: ORDER });
    await apiPost(admin, 'draft/setClock.php', { minutes: 2 });

    // Camille's list: the three best players, then the third moved to the top.
    const cam = await open(browser, server.url, 3, viewport, touch);
    await cam.goto('/draft/voirJoueurs');
    await expect(cam.getByText(DRAFT_MSG.queueEmpty)).toBeVisible();
    const addButtons = players(cam, touch).getByRole('button', { name: /^Ajouter .+ à ma liste$/ });
    const best = (await Promise.all([0, 1, 2, 3].map((i) => addButtons.nth(i).getAttribute('aria-label')))).map((label) =>
      (label ?? '').replace(/^Ajouter /, '').replace(/ à ma liste$/, ''),
    );
    const [a, b, c, d] = best as [string, string, string, string];
    for (const name of [a, b, c]) await add(cam, touch, name);
    const rows = myList(cam).getByRole('listitem');
    await expect(rows).toContainText([a, b, c]);
    await expect(myList(cam).getByRole('button', { name: DRAFT_MSG.queueUp(a) })).toBeDisabled();
    await press(myList(cam).getByRole('button', { name: DRAFT_MSG.queueUp(c) }), touch);
    await expect(rows).toContainText([a, c, b]);
    await press(myList(cam).getByRole('button', { name: DRAFT_MSG.queueUp(c) }), touch);
    await expect(rows).toContainText([c, a, b]);
    // Saved: read again, the order holds.
    await cam.reload();
    await expect(myList(cam).getByRole('listitem')).toContainText([c, a, b]);

    // Damien wants the same first player, then another.
    const dam = await open(browser, server.url, 4, viewport, touch);
    await dam.goto('/draft/voirJoueurs');
    await add(dam, touch, c);
    await add(dam, touch, d);

    // Camille will be away.
    const away = cam.getByRole('switch', { name: DRAFT_MSG.autopickLabel });
    await press(away, touch);
    await expect(cam.getByText(DRAFT_MSG.autopickOn)).toBeVisible();
    await expect(away).toBeChecked();
    if (touch) expect(await cam.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The admin starts the draft: Camille's pick is made at once, her list's first; the board says she is away.
    await admin.goto('/admin/draft/board');
    await admin.getByRole('button', { name: MSG.draftActions.start }).click();
    await admin.getByRole('dialog').getByRole('button', { name: MSG.draftActions.start }).click();
    await expect(admin.getByLabel('Pooler en cours')).toHaveText(DAM);
    await expect(admin.getByRole('list', { name: DRAFT_MSG.awayTitle })).toHaveText(CAM);
    const slot = (rang: number) => admin.locator(`tr[data-slot="1-${rang}"]`);
    await expect(slot(1)).toContainText(c);
    await expect(slot(1).locator('[data-mark="list"]')).toHaveText(DRAFT_MSG.markList);
    // Damien's list, live: his first is gone to Camille.
    await expect(myList(dam).getByRole('listitem').first()).toContainText(DRAFT_MSG.queueTakenBy(CAM));

    // Damien's clock runs out (the server's clock moved past his deadline): his list's first still free is his.
    const moved = await admin.request.post('/demo-league/clock', { data: { advance_minutes: 3 } });
    expect(moved.ok(), await moved.text()).toBeTruthy();
    await expect(admin.getByLabel('Pooler en cours')).toHaveText(ALEX, { timeout: 20_000 });
    await expect(slot(2)).toContainText(d);
    await expect(slot(2).locator('[data-mark="list"]')).toHaveText(DRAFT_MSG.markList);
    await expect(myList(dam).getByRole('listitem').nth(1)).toContainText(DRAFT_MSG.queueMine);

    // Camille's draft page: she is named away, her pick marked as made from her list.
    await cam.goto('/draft');
    await expect(cam.getByRole('list', { name: DRAFT_MSG.awayTitle })).toHaveText(CAM);
    const mine = cam.getByRole(touch ? 'list' : 'table', { name: 'Mes choix' });
    await expect(mine).toContainText(c);
    await expect(mine.locator('[data-mark="list"]')).toHaveText(DRAFT_MSG.markList);

    // The next device starts from scratch: the draft reset, Camille back, the lists emptied.
    await apiPost(admin, 'draft/initDraft.php', {});
    await apiPost(cam, 'draft/autopick.php', { on: false });
    for (const page of [cam, dam]) await apiPost(page, 'draft/queue_set.php', { joueur_ids: [] });
    for (const page of [admin, cam, dam]) await page.context().close();
  });
}
