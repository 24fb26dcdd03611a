import { DRAFT_MSG, MSG, NEXT_STEP_MSG, type NextStep } from '@poolfoot/domain';
import type { Browser, Page } from '@playwright/test';
import { expect, noSideScroll, testWith } from '../fixtures';
import { type E2eServer, setupCode } from '../server';

// A real group's first evening (DEMO=none): the host makes the first account and the league from /setup, a friend joins
// by an invitation link; the season is not set up from the LFP yet. Every page of the league before its draft says so
// and what comes next, the host (the instance's admin) with the way to /admin, the friend without; the host sets the
// draft's order, and « Démarrer » asks first, then is refused with the reason. On a desktop and on a phone (390×844,
// touch), on the same instance.

const test = testWith({ DEMO: 'none', DEMO_LEAGUE: 'on' });

const HOST = { username: 'Alice', email: 'alice@exemple.fr', password: 'une-vraie-saison' };
const FRIEND = { username: 'Bruno', email: 'bruno@exemple.fr', password: 'un-mot-de-passe' };
const SEASON = 'Saison 2025/2026';

/** A device of its own: a phone (390×844, touch) or a desktop. */
const device = (browser: Browser, server: E2eServer, touch: boolean) =>
  browser.newContext({
    baseURL: server.url,
    viewport: touch ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    hasTouch: touch,
    isMobile: touch,
  });

/** Signs in through the sign-in page, as a person does (a tap on a phone). */
async function signIn(page: Page, who: { email: string; password: string }, touch: boolean) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mot de passe').fill(who.password);
  const button = page.getByRole('button', { name: 'Se connecter' });
  await (touch ? button.tap() : button.click());
  await expect(page).toHaveURL(/\/home$/);
}

/** A page's next step: its card, named by its title, with the text for the one who takes it or for the others. */
async function expectStep(page: Page, step: NextStep, mine: boolean) {
  const card = page.getByRole('region', { name: NEXT_STEP_MSG.title[step] });
  await expect(card).toBeVisible();
  await expect(card.getByText(mine ? NEXT_STEP_MSG.mine[step] : NEXT_STEP_MSG.others[step])).toBeVisible();
  const way = card.getByRole('link', { name: NEXT_STEP_MSG.action[step] });
  if (mine) await expect(way).toHaveAttribute('href', '/admin');
  else await expect(way).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, server }) => {
  // The host's first account and league, then a friend by an invitation link (the set-up's own journey is
  // first-start.spec.ts's): set quickly through the calls the pages make.
  const context = await device(browser, server, false);
  const host = await context.newPage();
  const made = await host.request.post('/backend/api/setup/admin.php', { data: { code: setupCode(server), league: 'Le jeudi', ...HOST } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const invite = await (await host.request.post('/backend/api/invites/create.php', { data: {} })).json();
  const friendContext = await device(browser, server, false);
  const joined = await friendContext.request.post('/backend/api/invites/accept.php', { data: { token: invite.token, ...FRIEND } });
  expect(joined.ok(), await joined.text()).toBeTruthy();
  await friendContext.close();
  await context.close();
});

for (const [name, touch] of [
  ['on a desktop', false],
  ['on a phone', true],
] as const) {
  test(`a new league's pages before its draft say what comes next; Démarrer with no players is refused with the reason, ${name}`, async ({
    browser,
    server,
  }) => {
    const hostContext = await device(browser, server, touch);
    const host = await hostContext.newPage();
    await signIn(host, HOST, touch);
    const tap = (target: ReturnType<Page['getByRole']>) => (touch ? target.tap() : target.click());

    // The host is the instance's admin: the season is his to set up, from /admin.
    await expect(host.getByRole('heading', { name: SEASON })).toBeVisible();
    await expectStep(host, 'season_setup', true);
    // No rank before a match is played.
    await expect(host.getByLabel('Classement')).toHaveCount(0);
    for (const path of ['/compo', '/draft', '/draft/choix', '/mercato', '/classement', '/teams/all', '/team']) {
      await host.goto(path);
      await expectStep(host, 'season_setup', true);
      if (touch) await noSideScroll(host);
    }
    await expect(host.getByText(MSG.matchdayNotFound)).toHaveCount(0);
    await host.goto('/classement');
    await expect(host.getByText(NEXT_STEP_MSG.noRankYet)).toBeVisible();
    await host.goto('/draft');
    await expect(host.getByText(/Au tour de/)).toHaveCount(0);

    // The friend, a pooler: the instance's admin sets the season up; no way to /admin for him.
    const friendContext = await device(browser, server, touch);
    const friend = await friendContext.newPage();
    await signIn(friend, FRIEND, touch);
    for (const path of ['/home', '/compo', '/draft']) {
      await friend.goto(path);
      await expectStep(friend, 'season_setup', false);
    }
    await friendContext.close();

    // The host sets the draft's order, then presses Démarrer: asked first, then refused with why and where.
    await host.goto('/admin/draft/init');
    await tap(host.getByRole('button', { name: 'Valider l’ordre' }));
    await expect(host.getByText(MSG.orderSaved)).toBeVisible();
    await host.goto('/admin/draft/board');
    await expectStep(host, 'season_setup', true);
    await tap(host.getByRole('button', { name: MSG.draftActions.start }));
    const dialog = host.getByRole('dialog');
    await expect(dialog.getByText(DRAFT_MSG.startConfirm)).toBeVisible();
    await tap(dialog.getByRole('button', { name: MSG.draftActions.start }));
    await expect(host.getByText(MSG.errorWith(DRAFT_MSG.noPlayers(SEASON, true)))).toBeVisible();
    // Nothing started: the draft is still « non débuté », nobody is told it is his turn.
    const draft = await (await host.request.get('/backend/api/draft/get.php')).json();
    expect(draft.gestion.status).toBe('non débuté');
    if (touch) await noSideScroll(host);
    // The way to the set-up: the admin page's card.
    await tap(
      host.getByRole('region', { name: NEXT_STEP_MSG.title.season_setup }).getByRole('link', { name: NEXT_STEP_MSG.action.season_setup }),
    );
    await expect(host).toHaveURL(/\/admin$/);
    await expect(host.getByRole('button', { name: 'Mettre en place la saison' })).toBeVisible();
    await hostContext.close();
  });
}
