import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DRAFT_MSG, INVITES_MSG, CHAMPIONNAT_MSG, MSG, NEXT_STEP_MSG, type NextStep, SETUP_MSG } from '@poolfoot/domain';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, launchOptionsOf, RUN_DIR } from '../env';
import { noSideScroll } from '../fixtures';
import { setupCode, startServer } from '../server';

// A real host's first evening, on a phone (390×844, touch), from an empty instance (DEMO=none) reached on the home
// network's name for the machine, not localhost: the first account and the league from /setup, an invitation opened by
// two friends on that address, the draft refused before the season has players, the season's set-up from the LFP
// failing (no internet: the league out of reach) then, the server started again with the demo league
// (DEMO_LEAGUE=on), succeeding; then the draft started. What each page says on the way.

/** The machine's name on the home network: Chromium resolves it to this machine, as the box's DNS would. */
const HOSTNAME = 'poolfoot.maison';
const LEAGUE = 'Le jeudi';
const HOST = { username: 'Alice', email: 'alice@exemple.fr', password: 'une-vraie-saison' };
const FRIENDS = [
  { username: 'Bruno', email: 'bruno@exemple.fr', password: 'un-mot-de-passe' },
  { username: 'Chloé', email: 'chloe@exemple.fr', password: 'encore-un-mot-de-passe' },
];
/** The league's address when this machine has no internet: nothing listens there. */
const NO_INTERNET = 'http://127.0.0.1:9';
// 18 clubs, then 34 matchdays.
const ITEMS = 52;

const test = base.extend<object, { port: number }>({
  port: [
    async ({ browserName: _b }, use, workerInfo) => use(20_000 + (E2E_PORT % 1000) * 20 + (workerInfo.workerIndex % 20)),
    { scope: 'worker' },
  ],
});
test.use({ launchOptions: launchOptionsOf([`--host-resolver-rules=MAP ${HOSTNAME} 127.0.0.1`]) });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A page's next step: its card, with the text for the one who takes it (and his way there) or for the others. */
async function expectStep(page: Page, step: NextStep, mine: boolean) {
  const card = page.getByRole('region', { name: NEXT_STEP_MSG.title[step] });
  await expect(card.getByText(mine ? NEXT_STEP_MSG.mine[step] : NEXT_STEP_MSG.others[step])).toBeVisible();
  await expect(card.getByRole('link', { name: NEXT_STEP_MSG.action[step] })).toHaveCount(mine ? 1 : 0);
}

/** The /admin card « Saison depuis la LFP », its run confirmed; answers the card once this run's panel shows. */
async function runSeasonSetup(page: Page): Promise<Locator> {
  await page.goto('/admin');
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Saison depuis la LFP', level: 2 }) });
  await card.getByRole('button', { name: 'Mettre en place la saison' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Lancer' }).tap();
  await expect(card.getByRole('heading', { name: 'Saison depuis la LFP', level: 3 })).toBeVisible();
  return card;
}

/** The draft's status as the page's own browser reads it (the test's process knows nothing of the home network's name). */
const draftStatus = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/backend/api/draft/get.php')).json()).gestion.status as string);

/** « Démarrer » on the draft's board, confirmed. */
async function startDraft(page: Page) {
  await page.goto('/admin/draft/board');
  await page.getByRole('button', { name: MSG.draftActions.start }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(DRAFT_MSG.startConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: MSG.draftActions.start }).tap();
}

test('a host on the home network, on a phone: first account, two friends by a link, the set-up failing then succeeding, the draft refused then started', async ({
  browser,
  port,
}) => {
  test.setTimeout(420_000);
  const dataDir = join(RUN_DIR, 'real-host');
  rmSync(dataDir, { recursive: true, force: true });
  // No APP_URL: links are made on the address the host opened Poolfoot on; the name is allowed as docs/configuration.md says.
  const env = { DEMO: 'none', DEMO_CLOCK: 'real', APP_URL: '', ALLOWED_HOSTS: HOSTNAME, DATA_DIR: dataDir };
  let server = await startServer(port, { env: { ...env, LFP_API_URL: NO_INTERNET } });
  const address = `http://${HOSTNAME}:${port}`;
  try {
    const hostContext = await browser.newContext({ baseURL: address, ...PHONE });
    const host = await hostContext.newPage();

    // The first account and the league, from the code of the log.
    await host.goto('/login');
    await expect(host).toHaveURL(`${address}/setup`);
    await host.getByLabel(SETUP_MSG.codeLabel).fill(setupCode(server));
    await host.getByLabel(SETUP_MSG.leagueLabel).fill(LEAGUE);
    await host.getByLabel('Nom d’utilisateur').fill(HOST.username);
    await host.getByLabel('Email').fill(HOST.email);
    await host.getByLabel('Mot de passe').fill(HOST.password);
    await host.getByLabel('Confirmation').fill(HOST.password);
    await host.getByRole('button', { name: SETUP_MSG.submit }).tap();
    await expect(host).toHaveURL(/\/home$/);
    await expect(host.getByText(SETUP_MSG.done(LEAGUE))).toBeVisible();
    await expectStep(host, 'season_setup', true);
    await expect(host.getByLabel('Classement')).toHaveCount(0);
    await noSideScroll(host);

    // /admin shows the address friends' links are made on: this one, in http (no install, no push), but not this machine's only.
    await host.goto('/admin');
    const addressCard = host.getByRole('region', { name: INVITES_MSG.addressTitle });
    await expect(addressCard.getByText(address, { exact: true })).toBeVisible();
    await expect(addressCard.getByText(INVITES_MSG.addressWarning.http)).toBeVisible();
    await expect(addressCard.getByText(INVITES_MSG.addressWarning.loopback)).toHaveCount(0);

    // One invitation link, opened by two friends on their phones, on the home network's address.
    await host.goto('/admin/invitations');
    await host.getByRole('button', { name: INVITES_MSG.make }).tap();
    const link = await host.getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
    expect(link.startsWith(`${address}/invite/`)).toBe(true);
    const friends: Page[] = [];
    for (const f of FRIENDS) {
      const friend = await (await browser.newContext(PHONE)).newPage();
      await friend.goto(link);
      await expect(friend.getByRole('heading', { name: INVITES_MSG.inviteTitle(LEAGUE) })).toBeVisible();
      await friend.getByLabel('Nom d’utilisateur').fill(f.username);
      await friend.getByLabel('Email').fill(f.email);
      await friend.getByLabel('Mot de passe').fill(f.password);
      await friend.getByLabel('Confirmation').fill(f.password);
      await friend.getByRole('button', { name: INVITES_MSG.createAndJoin }).tap();
      await expect(friend).toHaveURL(`${address}/home`);
      await expect(friend.getByText(INVITES_MSG.joined(LEAGUE))).toBeVisible();
      // The season is the instance admin's to set up: said, with no way to /admin for a friend.
      await expectStep(friend, 'season_setup', false);
      await noSideScroll(friend);
      friends.push(friend);
    }
    await host.reload();
    await expect(host.getByText(INVITES_MSG.usesOf(2, 10))).toBeVisible();

    // The draft's order set; « Démarrer » is refused: the season has no players yet.
    await host.goto('/admin/draft/init');
    await host.getByRole('button', { name: 'Valider l’ordre' }).tap();
    await expect(host.getByText(MSG.orderSaved)).toBeVisible();
    await startDraft(host);
    await expect(host.getByText(MSG.errorWith(DRAFT_MSG.noPlayers('Saison 2025/2026', true)))).toBeVisible();
    expect(await draftStatus(host)).toBe('non débuté');

    // The set-up with no internet: it fails, saying where it asked and what to do next.
    let card = await runSeasonSetup(host);
    await expect(card.getByRole('status')).toHaveText(/^Échec : /, { timeout: 60_000 });
    await expect(card.getByRole('log', { name: 'Journal' }).getByText(NO_INTERNET, { exact: false }).first()).toBeVisible();
    await noSideScroll(host);

    // The host starts the server again with the demo league: the same instance, the host still signed in.
    await server.stop();
    server = await startServer(port, { env: { ...env, DEMO_LEAGUE: 'on' } });
    card = await runSeasonSetup(host);
    await expect(card.getByRole('status')).toHaveText(CHAMPIONNAT_MSG.jobDone(ITEMS, 0), { timeout: 240_000 });

    // The season has its players: the home says the draft is next, and « Démarrer » starts it.
    await host.goto('/home');
    await expect(
      host.getByRole('region', { name: NEXT_STEP_MSG.title.draft_start }).getByText(NEXT_STEP_MSG.mine.draft_start),
    ).toBeVisible();
    await startDraft(host);
    await expect.poll(() => draftStatus(host)).toBe('en cours');
    for (const friend of friends) {
      await friend.goto(`${address}/draft`);
      await expect(friend.getByText(/Au tour de/).first()).toBeVisible();
      await noSideScroll(friend);
    }
  } finally {
    await server.stop();
  }
});
