import { AUTOPILOT_MSG, HOME_MSG, type LiveMatchday, type Matchlfp, type Rencontre, RESULTATS_MSG } from '@poolfoot/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';
import { call, clockPastMatchday, draftAndLineups } from './season';

// A matchday played by the autopilot on the demo league, no admin click. The admin (pooler2) sets the scene
// through the API (the draft, the pairings, every pooler's lineup of matchday 1), then only moves the server's clock
// (DEMO_CLOCK=settable): the server follows the live matches, imports their stats at the whistle, computes the points
// and the results, and the manage page shows each step as it happens.

test.describe.configure({ mode: 'serial' });

// The super admin: he writes every pooler's lineup, Le Président's (his own) included (RULES.md "Accounts").
const ADMIN = 1;
const CAMILLE = 3;
const DAM = 4;

/** The minute the first live match has reached on the rencontres page (0 while none is shown). */
async function minuteOn(page: Page) {
  const line = page
    .getByRole('region', { name: AUTOPILOT_MSG.liveTitle })
    .getByLabel(AUTOPILOT_MSG.liveMatches)
    .getByText(/ · \d+'$/)
    .first();
  if (!(await line.isVisible())) return 0;
  return Number(/ · (\d+)'$/.exec((await line.textContent()) ?? '')?.[1] ?? 0);
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LIVE_POINTS = /^Points provisoires : (-?\d+) pts?, en direct \((\d+)e minute\) : détail des points de (.+)$/;

/** The first player shown with provisional points on a rencontres page: his name and the minute his label says. */
async function livePlayerOn(page: Page) {
  const button = page.getByRole('button', { name: LIVE_POINTS }).first();
  await expect(button).toBeVisible({ timeout: 30_000 });
  const [, , minute, name] = LIVE_POINTS.exec((await button.getAttribute('aria-label')) ?? '') ?? [];
  return { name: name ?? '', minute: Number(minute) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The minute a given player's provisional points say on a rencontres page (0 when he is not shown live). */
async function liveMinuteOf(page: Page, name: string) {
  const buttons = page.getByRole('button', { name: LIVE_POINTS });
  for (const label of await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))) {
    const [, , minute, who] = LIVE_POINTS.exec(label) ?? [];
    if (who === name) return Number(minute);
  }
  return 0;
}

test('a matchday plays itself: live matches followed, then the stats, the points and the results, without a click', async ({
  page,
  request,
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  await call(request, 'auth/login.php', { email: demoEmail(ADMIN), password: DEMO_PASSWORD });
  await draftAndLineups(
    request,
    Array.from({ length: 12 }, (_, i) => i + 1),
  );

  await loginAs(page, ADMIN, '/admin/journees/manage/1');
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Où en est la J1' }) });
  const stages = card.getByLabel('Étapes des matchs');
  await expect(stages.getByText('9 à venir')).toBeVisible();
  await expect(card.getByText(AUTOPILOT_MSG.steps.wait)).toBeVisible();
  await expect(card.getByRole('switch', { name: AUTOPILOT_MSG.autopilot })).toBeChecked();

  // Lineups lock at each player's kickoff: before the first one, nothing of Camille's lineup is locked.
  const compoContext = await browser.newContext({ baseURL: server.url });
  const compo = await compoContext.newPage();
  await loginAs(compo, CAMILLE, '/compo');
  const slots = compo.getByRole('button', { name: /^Emplacement \d+ – / });
  const lockedSlots = compo.getByRole('button', { name: /\(verrouillé\)$/ });
  await expect(slots).toHaveCount(11);
  await expect(lockedSlots).toHaveCount(0);

  // Half an hour after the first kickoff: the autopilot reads the live sheets by itself.
  const { matchs }: { matchs: Matchlfp[] } = await call(request, 'matchlfps/getByJournee.php?journee=1');
  const first = Math.min(...matchs.map((m) => Date.parse(m.kickoff_at)));
  const moved = await request.post('/demo-league/clock', { data: { to: new Date(first + 30 * 60_000).toISOString() } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await expect(stages.getByText(/^\d en direct$/)).toBeVisible({ timeout: 30_000 });
  const log = card.getByRole('log', { name: 'Journal du pilote automatique' });
  await expect(log.getByText(/ : en direct \d+-\d+, \d+ lignes de stats/).first()).toBeVisible();

  // Two poolers follow it, Camille on a desktop, Dam on a phone (390x844, touch), each on the rencontres page and on
  // the home: the live match with its minute, the provisional scores, each live player's provisional points marked
  // 'en direct' with the minute, and my match's provisional score on the home; moving without a reload when the clock
  // moves on.
  const { journee: j1 } = await call(request, 'journees/getByNumjournee.php?numjournee=1');
  const { matches }: { matches: Rencontre[] } = await call(request, `rencontres/getByJournee.php?journee_id=${j1.id}`);
  /** My match's provisional score as the home says it, from live.php now. */
  const homeScoreOf = async (me: number) => {
    const live: LiveMatchday = await call(request, `autopilot/live.php?journee_id=${j1.id}`);
    const mine = matches.find((m) => m.home.id === me || m.away?.id === me);
    const opponent = mine?.home.id === me ? mine.away?.id : mine?.home.id;
    const total = (id: number) => live.poolers.find((p) => p.user_id === id)?.total ?? 0;
    return HOME_MSG.liveScore(total(me), opponent === undefined ? null : total(opponent));
  };
  const friends = await Promise.all(
    [CAMILLE, DAM].map(async (n) => {
      const context = await browser.newContext({ baseURL: server.url, ...(n === DAM ? PHONE : {}) });
      const friend = await context.newPage();
      await loginAs(friend, n, '/compos/rencontres');
      const home = await context.newPage();
      await home.goto('/home');
      return { n, friend, home, phone: n === DAM };
    }),
  );
  /** The home's live score shows what live.php says (polled: the page follows the live stream). */
  const homeFollows = async ({ n, home }: (typeof friends)[number]) => {
    const score = home.getByRole('region', { name: 'Journée 1' }).getByLabel(AUTOPILOT_MSG.liveMatchLabel(true), { exact: true });
    await expect(score.getByText(AUTOPILOT_MSG.onAir)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await score.textContent())?.includes(await homeScoreOf(n)), { timeout: 30_000 }).toBe(true);
    return (await score.textContent()) ?? '';
  };
  const watched = new Map<number, { name: string; minute: number }>();
  for (const f of friends) {
    const { friend } = f;
    await expect.poll(() => minuteOn(friend), { timeout: 30_000 }).toBeGreaterThanOrEqual(25);
    const scores = friend.getByRole('region', { name: AUTOPILOT_MSG.liveTitle }).getByLabel(AUTOPILOT_MSG.liveScores);
    await expect(scores.getByText(/^.+ \d+ – \d+ .+$/)).toHaveCount(6);
    // A live player on a match card: provisional points in red, 'en direct · minute' beside them.
    const player = await livePlayerOn(friend);
    expect(player.minute).toBeGreaterThanOrEqual(25);
    await expect(friend.getByText(/^en direct · \d+'$/).first()).toBeVisible();
    // Every match card's score is the provisional one, en direct.
    await expect(friend.getByRole('article').getByLabel(AUTOPILOT_MSG.liveMatchLabel(true), { exact: true })).toHaveCount(6);
    watched.set(f.n, player);
    await homeFollows(f);
    if (f.phone) {
      expect(await friend.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
      expect(await f.home.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
      // A tap on the live points explains them: the live stat line, marked provisional.
      const button = friend.getByRole('button', { name: LIVE_POINTS }).first();
      await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await button.tap();
      const dialog = friend.getByRole('dialog');
      await expect(dialog.getByRole('row', { name: /^J1 en direct · \d+'$/ })).toBeVisible();
      await expect(dialog.getByText(/^\d+ minutes? jouées? pour l’instant$/)).toBeVisible();
      await expect(dialog.getByText(AUTOPILOT_MSG.liveNote)).toBeVisible();
      await friend.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  // Into the second half: the minute, each watched player's minute and the homes' scores follow, no reload.
  const later = await request.post('/demo-league/clock', { data: { to: new Date(first + 85 * 60_000).toISOString() } });
  expect(later.ok(), await later.text()).toBeTruthy();
  for (const f of friends) {
    await expect.poll(() => minuteOn(f.friend), { timeout: 30_000 }).toBeGreaterThanOrEqual(60);
    const player = watched.get(f.n);
    if (!player) throw new Error('no player watched');
    await expect.poll(() => liveMinuteOf(f.friend, player.name), { timeout: 30_000 }).toBeGreaterThanOrEqual(60);
    await homeFollows(f);
  }

  // Ten minutes into the last matches, every club has kicked off: Camille's whole lineup is locked, no slot opens.
  const last = Math.max(...matchs.map((m) => Date.parse(m.kickoff_at)));
  const lastOn = await request.post('/demo-league/clock', { data: { to: new Date(last + 10 * 60_000).toISOString() } });
  expect(lastOn.ok(), await lastOn.text()).toBeTruthy();
  await compo.reload();
  await expect(lockedSlots).toHaveCount(11);
  await expect(slots.first()).toHaveAttribute('aria-disabled', 'true');
  await compoContext.close();

  // Past the last match: stats at the whistle, the points, then the results; the matchday is over.
  await clockPastMatchday(request, 1);
  await expect(stages.getByText('9 points calculés')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText(AUTOPILOT_MSG.steps.done)).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText(AUTOPILOT_MSG.resultsComputed(1, true))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'points calculés' })).toHaveCount(9);
  const { journee } = await call(request, 'journees/getByNumjournee.php?numjournee=1');
  expect(journee.status).toBe(9);

  // Over: the watched players' points are final, nothing is marked live any more, the match scores are the results.
  for (const f of friends) {
    const player = watched.get(f.n);
    await f.friend.goto(`/compos/rencontres/${j1.id}`);
    await expect(
      f.friend.getByRole('button', { name: new RegExp(`^-?\\d+ pts? : détail des points de ${escaped(player?.name ?? '')}$`) }),
    ).toBeVisible();
    await expect(f.friend.getByRole('button', { name: LIVE_POINTS })).toHaveCount(0);
    await expect(f.friend.getByText(AUTOPILOT_MSG.onAir, { exact: true })).toHaveCount(0);
    await f.home.reload();
    await expect(f.home.getByRole('heading', { name: 'Journée 2' })).toBeVisible();
    await expect(f.home.getByText(AUTOPILOT_MSG.onAir, { exact: true })).toHaveCount(0);
    await f.friend.context().close();
  }

  // A pooler finds the ranking the autopilot computed.
  const { classement } = await call(request, 'resultats/getGeneral.php');
  expect(classement).toHaveLength(12);
  expect(classement.reduce((sum: number, s: { total_saison: number }) => sum + s.total_saison, 0)).toBeGreaterThan(0);
  await loginAs(page, CAMILLE, '/classement');
  const rows = page.getByRole('table', { name: 'Classement général' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(String(classement[0].total_saison));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the pipeline fits the screen and the autopilot is paused and resumed by touch', async ({ page }) => {
    await loginAs(page, ADMIN, '/admin/journees/manage/1');
    const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Où en est la J1' }) });
    await expect(card.getByLabel('Étapes des matchs').getByText('9 points calculés')).toBeVisible();
    await expect(card.getByText(AUTOPILOT_MSG.steps.done)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    const toggle = card.getByRole('switch', { name: AUTOPILOT_MSG.autopilot });
    // Out from under the sticky header, then a tap.
    await toggle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await toggle.tap();
    await expect(page.getByText(AUTOPILOT_MSG.paused).first()).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await toggle.tap();
    await expect(page.getByText(AUTOPILOT_MSG.resumed)).toBeVisible();
    await expect(toggle).toBeChecked();
  });

  test('the live matchday on the rencontres page fits the screen', async ({ page, request }) => {
    await call(request, 'auth/login.php', { email: demoEmail(ADMIN), password: DEMO_PASSWORD });
    const { matchs }: { matchs: Matchlfp[] } = await call(request, 'matchlfps/getByJournee.php?journee=2');
    const first = Math.min(...matchs.map((m) => Date.parse(m.kickoff_at)));
    const moved = await request.post('/demo-league/clock', { data: { to: new Date(first + 30 * 60_000).toISOString() } });
    expect(moved.ok(), await moved.text()).toBeTruthy();
    await loginAs(page, CAMILLE, '/compos/rencontres');
    await expect(page.getByRole('heading', { name: 'Rencontres – Journée 2' })).toBeVisible();
    await expect.poll(() => minuteOn(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(25);
    const live = page.getByRole('region', { name: AUTOPILOT_MSG.liveTitle });
    await expect(live.getByLabel(AUTOPILOT_MSG.liveScores).getByText(/^.+ \d+ – \d+ .+$/)).toHaveCount(6);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
});

/**
 * The autopilot paused, an admin runs matchday n by hand from its manage page: the one next-step button each time
 * (matches, stats, points, results), each stage shown, until the matchday is over.
 */
async function byHand(page: Page, request: APIRequestContext, n: number, touch: boolean) {
  await call(request, 'auth/login.php', { email: demoEmail(ADMIN), password: DEMO_PASSWORD });
  await call(request, 'autopilot/set.php', { enabled: false });
  await clockPastMatchday(request, n);
  await loginAs(page, ADMIN);
  // On a desktop the page is opened without a number: it settles on the active matchday, in its address.
  await page.goto(touch ? `/admin/journees/manage/${n}` : '/admin/journees/manage');
  await expect(page).toHaveURL(new RegExp(`/admin/journees/manage/${n}$`));
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: `Où en est la J${n}` }) });
  await expect(card.getByRole('switch', { name: AUTOPILOT_MSG.autopilot })).not.toBeChecked();
  const steps = ['import_matches', 'import_stats', 'compute_points', 'compute_results'] as const;
  // After the matches (some already read live, some not), the stage each step leaves every match at.
  const after = [null, '9 stats importées', '9 points calculés', '9 points calculés'];
  for (const [i, step] of steps.entries()) {
    const button = card.getByRole('button', { name: AUTOPILOT_MSG.steps[step] });
    await expect(button).toBeEnabled({ timeout: 60_000 });
    await expect(card.getByRole('button')).toHaveCount(1);
    await press(button, touch);
    if (step === 'compute_results') {
      // The results button says what it will do before doing it: every match over, into the ranking.
      const dialog = page.getByRole('dialog', { name: RESULTATS_MSG.confirmTitle(n) });
      await expect(dialog).toContainText(RESULTATS_MSG.confirmFinal(n, 9));
      await press(dialog.getByRole('button', { name: RESULTATS_MSG.confirmLabel(n) }), touch);
    }
    const stage = after[i];
    if (stage) await expect(card.getByLabel('Étapes des matchs').getByText(stage)).toBeVisible({ timeout: 60_000 });
    else await expect(card.getByLabel('Étapes des matchs').getByText(/à venir|en direct/)).toHaveCount(0, { timeout: 60_000 });
  }
  await expect(card.getByText(AUTOPILOT_MSG.steps.done)).toBeVisible({ timeout: 30_000 });
  expect((await call(request, `journees/getByNumjournee.php?numjournee=${n}`)).journee.status).toBe(9);

  // The matchday is over: the page stays on it (the active matchday moved on) and offers the next one. Going there and
  // pressing the results button, a misclick, computes nothing: none of its matches is played.
  await expect(page.getByRole('heading', { name: `Gérer la journée ${n}` })).toBeVisible();
  const ranking = (await call(request, 'resultats/getGeneral.php')).classement;
  await press(page.getByRole('button', { name: RESULTATS_MSG.goToNext(n + 1) }), touch);
  await expect(page).toHaveURL(new RegExp(`/admin/journees/manage/${n + 1}$`));
  await expect(page.getByRole('heading', { name: `Gérer la journée ${n + 1}` })).toBeVisible();
  await press(page.getByRole('button', { name: 'Calculer les résultats' }), touch);
  await expect(page.getByText(RESULTATS_MSG.nothingPlayed(n + 1))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const refused = await request.post('/backend/api/resultats/calcJournee.php', {
    data: { journee_id: (await call(request, `journees/getByNumjournee.php?numjournee=${n + 1}`)).journee.id },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(RESULTATS_MSG.nothingPlayed(n + 1));
  expect((await call(request, 'resultats/getGeneral.php')).classement).toEqual(ranking);
  await call(request, 'autopilot/set.php', { enabled: true });
}

/** A click on a desktop, a tap (once in view) on a touch phone. */
async function press(target: Locator, touch: boolean) {
  if (!touch) return target.click();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.tap();
}

test('paused, the autopilot leaves the matchday to the admin, who runs it with the one next-step button', async ({ page, request }) => {
  test.setTimeout(180_000);
  await byHand(page, request, 2, false);
});

test.describe('by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the next step by touch, matchday 3', async ({ page, request }) => {
    test.setTimeout(180_000);
    await byHand(page, request, 3, true);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
});

for (const phone of [false, true]) {
  test.describe(phone ? 'reminders on a phone' : 'reminders on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a pooler turns the lineup reminder mails off and on from /user/account', async ({ page }) => {
      await loginAs(page, phone ? DAM : CAMILLE);
      await page.goto('/user/account');
      const toggle = page.getByRole('switch', { name: AUTOPILOT_MSG.reminderLabel });
      await expect(toggle).toBeChecked();
      if (phone) await toggle.tap();
      else await toggle.click();
      await expect(page.getByText(AUTOPILOT_MSG.remindersOff)).toBeVisible();
      await page.reload();
      await expect(toggle).not.toBeChecked();
      if (phone) await toggle.tap();
      else await toggle.click();
      await expect(page.getByText(AUTOPILOT_MSG.remindersOn)).toBeVisible();
      await expect(toggle).toBeChecked();
      if (phone) expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    });
  });
}
