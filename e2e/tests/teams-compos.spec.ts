import {
  type Compo,
  COMPOS_MSG,
  FORMATION_SLOTS,
  type Formation,
  MSG,
  type Poste,
  type Rencontre,
  replaceForFormation,
} from '@poolfoot/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';

// The demo has 12 poolers and no team: the admin (pooler2, Bruno) plays the whole draft through the API
// and generates the pairings. Matchday 1 starts within a week; moving a league match's kickoff into the
// past (an admin call) locks its clubs' players and starts the matchday: no sleep, no fake clock.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 740 };
const CAMILLE = 3;
const DAMIEN = 4;

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`/backend/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** An API session of a demo user, in its own browser context. */
async function apiAs(browser: Browser, url: string, n: number) {
  const context = await browser.newContext({ baseURL: url });
  await post(context.request, 'auth/login.php', { email: demoEmail(n), password: DEMO_PASSWORD });
  return context;
}

test.beforeAll(async ({ browser, server }) => {
  test.setTimeout(300_000);
  const admin = await apiAs(browser, server.url, 2);
  await post(admin.request, 'draft/init.php', { ordre: Array.from({ length: 12 }, (_, i) => i + 1) });
  await post(admin.request, 'draft/changeStatus.php', { status: 'en cours' });
  for (let pick = 0; pick < 12 * 20; pick++) await post(admin.request, 'draft/simulate.php', {});
  const summary = await post(admin.request, 'rencontres/generate.php', {});
  expect(summary).toMatchObject({ poolers: 12, kept: 0 });
  await admin.close();
});

const slot = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Emplacement ${n} – `) });

/** Opens a slot's picker and takes the first player it offers. */
async function fillSlot(page: Page, n: number) {
  await slot(page, n).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button').filter({ hasText: /\S/ }).first().click();
  await expect(dialog).toBeHidden();
  await expect(slot(page, n)).not.toHaveAccessibleName(/: vide$/);
}

/** Fills every empty slot of the pitch. */
async function fillEmptySlots(page: Page) {
  for (let n = 1; n <= 11; n++) {
    if (/: vide$/.test((await slot(page, n).getAttribute('aria-label')) ?? '')) await fillSlot(page, n);
  }
  await expect(page.getByText('11 / 11 joueurs')).toBeVisible();
}

async function pickCaptain(page: Page) {
  await page.getByRole('combobox', { name: 'Capitaine' }).click();
  await page.getByRole('option').first().click();
}

const saveLineup = async (page: Page) => {
  await page.getByRole('button', { name: 'Valider la composition' }).click();
  await expect(page.getByText(MSG.composSaved)).toBeVisible();
};

test('team pages: my team by position, and every team, searchable', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, CAMILLE, '/team');
  await expect(page.getByRole('heading', { name: 'Ma Team' })).toBeVisible();
  await expect(page.getByText('Journée 1', { exact: true })).toBeVisible();
  for (const [label, n] of [
    ['Gardien', 2],
    ['Défenseur central', 4],
    ['Défenseur latéral', 3],
    ['Milieu central', 4],
    ['Milieu offensif', 4],
    ['Attaquant', 3],
  ] as const) {
    await expect(page.getByRole('heading', { name: `${label} (${n})` })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Toutes les équipes' }).click();
  await expect(page).toHaveURL(/\/teams\/all\?saison=2026$/);
  await page.getByLabel('Rechercher').fill('personne ici');
  await expect(page.getByText(MSG.noTeamMatch)).toBeVisible();
  await page.getByLabel('Rechercher').fill('Dam le Renard');
  await page.getByRole('button', { name: /Dam le Renard/ }).click();
  await expect(page.getByRole('heading', { name: 'Attaquant (3)' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à ma team' }).click();
  await expect(page).toHaveURL(/\/team$/);
});

test('a pooler sets a lineup from scratch on a phone, changes formation, saves, and sees it on the recaps', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, CAMILLE);
  await page.getByTestId('tile-Compo').click();
  await expect(page.getByRole('heading', { name: 'Ma composition' })).toBeVisible();
  await expect(page.getByText('0 / 11 joueurs')).toBeVisible();
  // The pitch fits the phone.
  const pitch = await page.getByRole('region', { name: 'Composition sur le terrain' }).boundingBox();
  expect(pitch && pitch.x >= 0 && pitch.x + pitch.width <= PHONE.width).toBeTruthy();

  await fillEmptySlots(page);
  await pickCaptain(page);
  // 4-2-3-1 -> 4-4-2: the third offensive midfielder leaves, a forward of the squad takes the new slot.
  await page.getByText('4-4-2', { exact: true }).click();
  await expect(page.getByText('11 / 11 joueurs')).toBeVisible();
  await expect(slot(page, 10)).toHaveAccessibleName(/^Emplacement 10 – AT : \S/);
  await page.getByRole('button', { name: 'Valider la composition' }).click();
  await expect(page.getByText(MSG.composSaved)).toBeVisible();

  await expect(page).toHaveURL(/\/compos\/rencontres#mon-match$/);
  await expect(page.getByRole('heading', { name: 'Rencontres – Journée 1' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Composition de Cam la Magicienne' });
  await expect(mine.getByText('4-4-2')).toBeVisible();
  await expect(mine.getByLabel('Capitaine')).toBeVisible();
  await expect(mine.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  // Before the first kickoff, the opponent's lineup stays hidden.
  const match = page.getByRole('article').filter({ has: mine });
  await expect(match.getByRole('heading', { name: /^Match #\d+$/ })).toBeVisible();
  await expect(match.getByText(COMPOS_MSG.hiddenUntilKickoff)).toBeVisible();

  await page.goto('/compos/recap');
  await expect(page.getByRole('region', { name: 'Composition de Cam la Magicienne' }).getByText('4-4-2')).toBeVisible();
  await expect(page.getByText(COMPOS_MSG.hiddenUntilKickoff)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Composition de / })).toHaveCount(1);
});

test("an admin edits a pooler's lineup", async ({ page, browser, server }) => {
  await loginAs(page, 2, '/compos/recap');
  await page.getByRole('combobox', { name: 'Modifier la compo d’un pooler' }).click();
  await page.getByRole('option', { name: 'Dam le Renard', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/compos\/user\/4$/);
  await expect(page.getByRole('heading', { name: 'Compo de Dam le Renard' })).toBeVisible();
  await page.getByText('3-5-2', { exact: true }).click();
  await fillEmptySlots(page);
  await pickCaptain(page);
  await saveLineup(page);
  await page.goto('/compos/recap');
  await expect(page.getByRole('region', { name: 'Composition de Dam le Renard' }).getByText('3-5-2')).toBeVisible();

  const damien = await apiAs(browser, server.url, DAMIEN);
  const compo = (await (await damien.request.get('/backend/api/compos/getCompo.php')).json()).compo as Compo;
  expect(compo.formation).toBe('352');
  expect(compo.slots).toHaveLength(11);
  await damien.close();
});

test('locked players: a formation change that does not fit is refused, the rest is saved; lineups show once started', async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, CAMILLE, '/compos/recap');
  await expect(page.getByRole('region', { name: 'Composition de Cam la Magicienne' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Composition de Dam le Renard' })).toHaveCount(0);

  // Camille's opponent gets a lineup too (set by the admin through the API, before any kickoff).
  const { matches } = await (await page.request.get('/backend/api/rencontres/getByJournee.php')).json();
  const game = (matches as Rencontre[]).find((m) => m.home.id === CAMILLE || m.away?.id === CAMILLE);
  const opponent = game?.home.id === CAMILLE ? game.away : game?.home;
  if (!game || !opponent) throw new Error('Camille sans adversaire');
  const admin = await apiAs(browser, server.url, 2);
  const theirs = await (await admin.request.get(`/backend/api/compos/getCompo.php?user_id=${opponent.id}`)).json();
  if (!theirs.compo) {
    const lineup = firstValidLineup(theirs.team.joueurs);
    await post(admin.request, 'compos/saveCompo.php', {
      user_id: opponent.id,
      journee_id: theirs.journee.id,
      formation: lineup.formation,
      capitaine_lfp_id: null,
      joueurs: lineup.players.map((p, ordre) => ({ ordre, lfp_id: p.lfp_id })),
    });
  }

  // The admin moves the kickoff of the matches of Camille's two offensive midfielders an hour back. The autopilot is
  // paused first: it would follow these matches as live and write the league's own kickoff back over the admin's.
  await post(admin.request, 'autopilot/set.php', { enabled: false });
  const mine = (await (await page.request.get('/backend/api/compos/getCompo.php')).json()).compo as Compo;
  const moClubs = new Set(mine.slots.filter((s) => s.poste === 'MO').map((s) => s.club_id));
  const { matchs } = await (await admin.request.get('/backend/api/matchlfps/getByJournee.php?journee=1')).json();
  const past = new Date(Date.now() - 3600_000).toISOString();
  for (const m of matchs as { id: number; home_club_id: number; away_club_id: number }[]) {
    if (moClubs.has(m.home_club_id) || moClubs.has(m.away_club_id)) {
      await post(admin.request, 'matchlfps/update.php', {
        id: m.id,
        home_club_id: m.home_club_id,
        away_club_id: m.away_club_id,
        kickoff_at: past,
      });
    }
  }
  await admin.close();

  await page.goto('/compo');
  await expect(slot(page, 8)).toHaveAccessibleName(/\(verrouillé\)$/);
  await expect(slot(page, 9)).toHaveAccessibleName(/\(verrouillé\)$/);
  await slot(page, 8).hover();
  await expect(page.getByRole('tooltip', { name: COMPOS_MSG.lockedTooltip })).toBeVisible();
  await page.getByText('4-3-3', { exact: true }).click();
  await expect(page.getByText(MSG.formationLocked(2, 'MO', 1, '433'))).toBeVisible();
  await expect(page.getByRole('radio', { name: '4-4-2' })).toBeChecked();

  // 4-2-3-1 takes the locked midfielders, unless the domain rule refuses it (both forwards locked too) or
  // an emptied slot has no free player left: then the lineup stays in 4-4-2.
  const editor = await (await page.request.get('/backend/api/compos/getCompo.php')).json();
  const locked = new Set(editor.locked_joueur_ids as number[]);
  const team = editor.team.joueurs as { joueur_id: number; poste: Poste }[];
  const current = Array.from({ length: 11 }, (_, i) => {
    const s = mine.slots.find((x) => x.ordre === i);
    return s ? { id: s.joueur_id, poste: s.poste } : null;
  });
  const moved = replaceForFormation({ formation: mine.formation, slots: current, captainId: null }, '4231', locked);
  const fillable =
    moved.ok &&
    moved.slots.every((p, i) => {
      if (p) return true;
      const poste = FORMATION_SLOTS['4231'][i];
      const needed = moved.slots.filter((q, j) => !q && FORMATION_SLOTS['4231'][j] === poste).length;
      const free = team.filter((t) => t.poste === poste && !locked.has(t.joueur_id) && !moved.slots.some((q) => q?.id === t.joueur_id));
      return free.length >= needed;
    });
  const target: Formation = fillable ? '4231' : '442';
  if (target === '4231') {
    await page.getByText('4-2-3-1', { exact: true }).click();
    await expect(slot(page, 8)).toHaveAccessibleName(/\(verrouillé\)$/);
    await fillEmptySlots(page);
  }
  await page.getByRole('button', { name: 'Valider la composition' }).click();
  await expect(page.getByText(MSG.composSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/compos\/rencontres#mon-match$/);
  await expect(
    page.getByRole('region', { name: 'Composition de Cam la Magicienne' }).getByText(target === '4231' ? '4-2-3-1' : '4-4-2'),
  ).toBeVisible();

  // The matchday has started: every pooler's lineup is visible.
  await page.goto('/compos/recap');
  await expect(page.getByRole('region', { name: 'Composition de Dam le Renard' }).getByText('3-5-2')).toBeVisible();
  await expect(page.getByText(COMPOS_MSG.hiddenUntilKickoff)).toHaveCount(0);

  // Both lineups of Camille's match on one pitch.
  await page.goto('/compos/rencontres');
  const card = page.getByRole('article', { name: MSG.matchNo(game.match_no) });
  await expect(card.getByRole('region', { name: `Composition de ${opponent.username}` })).toBeVisible();
  const both = card.getByRole('region', { name: `Terrain du match #${game.match_no}` });
  await expect(both).toBeVisible();
  await expect(both.getByText(opponent.username, { exact: true })).toBeVisible();
  await expect(both.getByText('Cam la Magicienne', { exact: true })).toBeVisible();
});

type Owned = { joueur_id: number; lfp_id: string; poste: Poste };
/** The first formation the team can fill, first come in each position (no player is locked yet). */
function firstValidLineup(team: Owned[]) {
  for (const formation of ['4231', '442', '433', '352'] as const) {
    const used = new Set<number>();
    const players = FORMATION_SLOTS[formation].map((poste) => {
      const p = team.find((t) => t.poste === poste && !used.has(t.joueur_id));
      if (p) used.add(p.joueur_id);
      return p;
    });
    if (players.every((p) => p !== undefined)) return { formation, players: players as Owned[] };
  }
  throw new Error('aucune composition possible');
}
