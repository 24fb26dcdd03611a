import {
  CHAMPIONNAT_MSG,
  LIGUES_MSG,
  type Matchlfp,
  MSG,
  type ResultatsStanding,
  SEASON_END_MSG,
  type SaisonItem,
  type SeasonRecord,
} from '@poolfoot/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { RUN_DIR } from '../env';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, testWith } from '../fixtures';
import { call } from './season';

// A season played to its end on the demo league, and the next one from the league. The server
// starts with the demo season played to its 33rd matchday (DEMO=season, DEMO_PLAYED=33); the last one is played by the
// autopilot when the clock moves (DEMO_CLOCK=settable), no click. Then the champion and the records are on a friend's
// home on a phone, the instance's admin sets the next season up from the demo league, the league's admin starts it
// in the reverse order of the ranking, the league drafts again, and the past season's ranking and palmarès stay.

const test = testWith({ DEMO: 'season', DEMO_PLAYED: '33' });
test.describe.configure({ mode: 'serial' });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** Nothing wider than the screen (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const FIRST_SEASON = 'Saison 2025/2026';
const NEXT_SEASON = 'Saison 2026/2027';

/** The admin (pooler1: the instance's super admin and an admin of the demo league), signed in for the API. */
async function admin(request: APIRequestContext) {
  await expect
    .poll(async () => (await (await request.get('/backend/api/game/preparation.php')).json()).preparation, { timeout: 120_000 })
    .toBeNull();
  await call(request, 'auth/login.php', { email: demoEmail(1), password: DEMO_PASSWORD });
}

const seasons = async (request: APIRequestContext): Promise<SaisonItem[]> => (await call(request, 'saisons/list.php')).saisons;

test('the last matchday plays itself, and the season ends: champion and records on a phone', async ({ request, browser, server }) => {
  test.setTimeout(240_000);
  await admin(request);
  expect(await seasons(request)).toEqual([{ id: 2026, nom: FIRST_SEASON, active: true, finished: false, started: true }]);

  // The clock a week past the last matchday: its matches are played. The one match of 2025/26 never played (Nantes –
  // Toulouse, cancelled) is marked postponed, as an admin does on the manage page when the autopilot asks for it; the
  // autopilot does the rest (stats, points, results), and the season is over.
  const { matchs }: { matchs: Matchlfp[] } = await call(request, 'matchlfps/getByJournee.php?journee=34');
  const last = Math.max(...matchs.map((m) => Date.parse(m.kickoff_at)));
  const moved = await request.post('/demo-league/clock', { data: { to: new Date(last + 8 * 86_400_000).toISOString() } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await expect
    .poll(
      async () => (await call(request, 'matchlfps/getByJournee.php?journee=34')).matchs.filter((m: Matchlfp) => m.period === 'preMatch'),
      {
        timeout: 60_000,
      },
    )
    .toHaveLength(1);
  const never = (await call(request, 'matchlfps/getByJournee.php?journee=34')).matchs.find((m: Matchlfp) => m.period === 'preMatch');
  await call(request, 'matchlfps/update.php', {
    id: never.id,
    home_club_id: never.home_club_id,
    away_club_id: never.away_club_id,
    kickoff_at: never.kickoff_at,
    postponed: true,
  });
  await expect.poll(async () => (await seasons(request))[0]?.finished, { timeout: 150_000 }).toBe(true);

  const { podium, records }: { podium: ResultatsStanding[]; records: SeasonRecord[] } = await call(request, 'saisons/records.php');
  const champion = podium[0];
  if (!champion) throw new Error('pas de champion');
  expect(records.map((r) => r.kind)).toEqual(
    expect.arrayContaining(['best_score', 'biggest_win', 'longest_run', 'most_stars', 'best_captain', 'most_lost', 'best_pick']),
  );

  // A friend's home on a phone, by touch: the season over, its champion, its podium and its records with who and when.
  const context = await browser.newContext({ baseURL: server.url, ...PHONE });
  const phone = await context.newPage();
  await loginAs(phone, 3);
  const end = phone.getByRole('region', { name: SEASON_END_MSG.ended(FIRST_SEASON) });
  await expect(end).toBeVisible();
  await expect(end.getByText(champion.username, { exact: true }).first()).toBeVisible();
  await expect(end.getByRole('list', { name: SEASON_END_MSG.podium }).getByRole('listitem')).toHaveCount(3);
  for (const r of records) {
    await expect(end.getByRole('region', { name: SEASON_END_MSG.recordTitle[r.kind] })).toContainText(SEASON_END_MSG.recordText(r));
  }
  expect(await fitsWidth(phone)).toBe(true);
  await phone.screenshot({ path: `${RUN_DIR}/seasons-end-phone.png`, fullPage: true });

  // The pages that wait for a coming matchday say the season is over.
  await phone.goto('/compo');
  await expect(phone.getByText(SEASON_END_MSG.seasonOver(FIRST_SEASON))).toBeVisible();
  await expect(phone.getByText('Journée introuvable')).toHaveCount(0);
  await context.close();
});

test('the next season from the league, started in the reverse order of the ranking; the league drafts again', async ({
  browser,
  server,
  request,
}) => {
  test.setTimeout(180_000);
  await admin(request);
  const { classement }: { classement: ResultatsStanding[] } = await call(request, 'resultats/getGeneral.php?saison_id=2026');
  const lastRanked = classement.at(-1);
  if (!lastRanked) throw new Error('classement vide');

  // The instance's admin, on a desktop: the next season from the league, after a confirmation that says what happens.
  const context = await browser.newContext({ baseURL: server.url, ...DESKTOP });
  const page = await context.newPage();
  await loginAs(page, 1, '/admin');
  await expect(page.getByText(CHAMPIONNAT_MSG.nextSeasonReady(FIRST_SEASON))).toBeVisible();
  await page.getByRole('button', { name: CHAMPIONNAT_MSG.nextSeason }).click();
  const confirm = page.getByRole('dialog', { name: CHAMPIONNAT_MSG.nextSeason });
  await expect(confirm).toContainText('reste entière et en lecture seule');
  await confirm.getByRole('button', { name: CHAMPIONNAT_MSG.nextSeason }).click();
  await expect
    .poll(async () => (await seasons(request))[0], { timeout: 120_000 })
    .toMatchObject({ id: 2027, active: true, started: false });
  await expect.poll(async () => (await call(request, 'journees/list.php')).journees.length, { timeout: 120_000 }).toBe(34);

  // The league's admin starts it: the reverse of last season's ranking by default, said before and after.
  await page.goto('/admin/ligue');
  const start = page.getByRole('region', { name: LIGUES_MSG.startTitle });
  await expect(start.getByRole('radio', { name: LIGUES_MSG.orderReverse })).toBeChecked();
  await start.getByRole('button', { name: LIGUES_MSG.start }).click();
  const dialog = page.getByRole('dialog', { name: LIGUES_MSG.startTitle });
  await expect(dialog).toContainText(LIGUES_MSG.startConfirmOrder(LIGUES_MSG.orderReverse));
  await dialog.getByRole('button', { name: LIGUES_MSG.start }).click();
  await expect(start.getByText(LIGUES_MSG.startedOrder)).toBeVisible();
  const order = start.getByRole('list', { name: LIGUES_MSG.orderLabel }).getByRole('listitem');
  await expect(order.first()).toHaveText(lastRanked.username);
  await expect(order.last()).toHaveText(classement[0]?.username ?? '');

  // The draft starts (the admin's call), and the last of last season picks first, from the new season's players.
  await call(request, 'draft/changeStatus.php', { status: 'en cours' });
  const draft = await call(request, 'draft/get.php');
  expect(draft.gestion).toMatchObject({ saison_id: 2027, status: 'en cours', tour: 1, choix: 1, prochain_pooler_id: lastRanked.user_id });
  const picker = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  await loginAs(picker, lastRanked.user_id, '/draft');
  await expect(picker.getByRole('link', { name: MSG.draftChoose }).or(picker.getByRole('button', { name: MSG.draftChoose }))).toBeVisible();
  await expect(picker.getByText(CHAMPIONNAT_MSG.seasonStats(FIRST_SEASON)).first()).toBeVisible();
  expect(await fitsWidth(picker)).toBe(true);
  const pick = await call(request, 'draft/simulate.php', {});
  expect(pick).toMatchObject({ success: true });
  const after = await call(request, 'draft/get.php');
  expect(after.drafted_playerIds).toHaveLength(1);
  expect(after.gestion).toMatchObject({ saison_id: 2027, tour: 1, choix: 2 });
  await context.close();
});

for (const device of ['phone', 'desktop'] as const) {
  test(`the past season's ranking and the palmarès stay readable, on a ${device}`, async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, ...(device === 'phone' ? PHONE : DESKTOP) });
    const page = await context.newPage();
    await loginAs(page, 4);
    const { classement }: { classement: ResultatsStanding[] } = await call(context.request, 'resultats/getGeneral.php?saison_id=2026');
    const champion = classement[0];
    if (!champion) throw new Error('classement vide');

    // The season choice of /classement, kept in the address: the past season's final ranking, its end and records.
    await page.goto('/classement');
    const choice = page.getByRole('combobox', { name: SEASON_END_MSG.seasonLabel });
    await expect(choice).toHaveValue(NEXT_SEASON);
    if (device === 'phone') await choice.tap();
    else await choice.click();
    await page.getByRole('option', { name: FIRST_SEASON }).click();
    await expect(page).toHaveURL(/\/classement\?saison=2026$/);
    await expect(page.getByRole('region', { name: SEASON_END_MSG.ended(FIRST_SEASON) })).toBeVisible();
    await expect(page.getByText(champion.username).first()).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);

    // The palmarès: the champion of 2025/26, the all-time table.
    await page.goto('/palmares');
    await expect(page.getByRole('heading', { name: SEASON_END_MSG.palmares, level: 1 })).toBeVisible();
    const champions = page.getByRole('region', { name: SEASON_END_MSG.championsTitle });
    await expect(champions).toContainText(FIRST_SEASON);
    await expect(champions).toContainText(champion.username);
    await expect(page.getByRole('region', { name: SEASON_END_MSG.allTimeTitle })).toContainText(champion.username);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${RUN_DIR}/seasons-palmares-${device}.png`, fullPage: true });
    await context.close();
  });
}
