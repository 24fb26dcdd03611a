import { MSG } from '@poolfoot/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';

// The demo has 12 poolers (pooler2 is an admin) and no team: the admin plays the whole draft through the
// API first. No result yet, so the general ranking goes by name (each pooler's display name: Bruno la
// Muraille … Lili Goleador) and the mercato order is its reverse: Lili Goleador (pooler5) first, then Léa
// Lucarne (pooler12), then Le Président (pooler1). Every matchday is to come: moves take effect at matchday 1.

test.describe.configure({ mode: 'serial' });

const FIRST = { n: 5, name: 'Lili Goleador' };
const SECOND = { n: 12, name: 'Léa Lucarne' };
const THIRD = 'Le Président';

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`/backend/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

test.beforeAll(async ({ browser, server }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.url });
  const { request } = context;
  await post(request, 'auth/login.php', { email: demoEmail(2), password: DEMO_PASSWORD });
  await post(request, 'draft/init.php', { ordre: Array.from({ length: 12 }, (_, i) => i + 1) });
  await post(request, 'draft/changeStatus.php', { status: 'en cours' });
  for (let pick = 0; pick < 12 * 20; pick++) await post(request, 'draft/simulate.php', {});
  const draft = await (await request.get('/backend/api/draft/get.php')).json();
  expect(draft.gestion.status).toBe('terminé');
  await context.close();
});

/** Opens a Mantine select by its label and clicks an option (the first one when none is named); returns its text. */
async function selectOption(page: Page, label: string, option?: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const item = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option').first();
  const text = (await item.textContent()) ?? '';
  await item.click();
  return text;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type TeamPlayer = { joueur_id: number; prenom: string | null; nom: string; poste: string; club_name: string; journee_out: number | null };
const teamsNow = async (page: Page) =>
  (await (await page.request.get('/backend/api/teams/getAll.php')).json()).teams as { username: string; joueurs: TeamPlayer[] }[];
/** The id of a pooler's player from the label the exchange page shows: 'Prénom Nom (POSTE, Club)'. */
const idOfLabel = (teams: Awaited<ReturnType<typeof teamsNow>>, username: string, label: string) =>
  teams
    .find((t) => t.username === username)
    ?.joueurs.find((j) => `${[j.prenom, j.nom].filter(Boolean).join(' ')} (${j.poste}, ${j.club_name})` === label)?.joueur_id;

/** The players nobody else may take from a matchday on (teams/getTakenPlayers.php). */
const takenFrom = async (page: Page, journee: number) =>
  (await (await page.request.get(`/backend/api/teams/getTakenPlayers.php?journee=${journee}`)).json()).joueur_ids as number[];

test('a mercato round: the admin opens it, the first pooler picks, the second passes and returns to priority; the others see it live', async ({
  browser,
  page,
  server,
}) => {
  await loginAs(page, 2, '/admin/mercato/moves');
  await page.getByRole('button', { name: 'Ouvrir le mercato' }).click();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(`Mercato ouvert : ${FIRST.name} commence.`)).toBeVisible();
  await expect(page.getByText('Aucun mouvement pour le moment.')).toBeVisible();

  const lea = page;
  await loginAs(lea, FIRST.n);
  const karimContext = await browser.newContext({ baseURL: server.url });
  const karim = await karimContext.newPage();
  await loginAs(karim, SECOND.n, '/mercato');
  await expect(karim.getByRole('heading', { name: 'Mercato – Tour 1' })).toBeVisible();
  await expect(karim.getByText(`Au tour de ${FIRST.name}`)).toBeVisible();
  await expect(karim.getByRole('button', { name: 'Passer' })).toBeDisabled();
  await expect(karim.getByText(/Actualisation dans \d+ s/)).toBeVisible();

  await lea.goto('/mercato');
  await expect(lea.getByText("C'est votre tour !")).toBeVisible();
  await lea.getByRole('link', { name: 'Choisir' }).click();
  await expect(lea).toHaveURL(/\/mercato\/choix$/);
  const dropped = (await selectOption(lea, 'Joueur à remplacer')).trim();
  await expect(lea.getByText(/\d+ disponibles? · \d+ indisponibles?/)).toBeVisible();
  // After the draft, many players of the position are taken: greyed with 'déjà pris'.
  await expect(lea.getByText(MSG.takenShort).first()).toBeVisible();
  const candidate = lea.locator('[data-status="available"]').first();
  const incoming = (await candidate.getAttribute('data-name')) ?? '';
  await candidate.click();
  await expect(lea.getByText(`remplace ${dropped} ?`)).toBeVisible();
  await lea.getByRole('button', { name: 'Confirmer' }).click();
  await expect(lea.getByText(MSG.mercatoPickSuccess)).toBeVisible();
  await expect(lea).toHaveURL(/\/mercato$/);
  await expect(lea.getByText(`Au tour de ${SECOND.name}`)).toBeVisible();

  // The second pooler's page follows without a reload: her turn, and the first one's move in the history.
  await expect(karim.getByText("C'est votre tour !")).toBeVisible();
  const history = karim.getByRole('heading', { name: 'Historique' }).locator('..');
  await expect(history.getByText(new RegExp(`^${escapeRe(incoming)} \\(.+\\) remplace ${escapeRe(dropped)}$`))).toBeVisible();
  await expect(history.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();

  await karim.getByRole('button', { name: 'Passer' }).click();
  await expect(karim.getByText(`${SECOND.name} passe son tour.`)).toBeVisible();
  await expect(karim.getByText(`Au tour de ${THIRD}`)).toBeVisible();
  await expect(lea.getByText(`Au tour de ${THIRD}`)).toBeVisible();
  await expect(lea.getByRole('listitem').filter({ hasText: `${SECOND.name} (en attente)` })).toBeVisible();
  await karim.getByRole('button', { name: 'Revenir en priority' }).click();
  await expect(karim.getByText(`${SECOND.name} revient en priorité.`)).toBeVisible();
  await expect(karim.getByRole('button', { name: 'Revenir en priority' })).toHaveCount(0);
  await expect(lea.getByRole('listitem').filter({ hasText: `${SECOND.name} (en attente)` })).toHaveCount(0);
  await karimContext.close();
});

test('an admin edits a move: new effective matchday', async ({ page }) => {
  await loginAs(page, 2, '/admin/mercato/moves');
  await page.getByRole('button', { name: new RegExp(`^Modifier le mouvement de ${FIRST.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Modifier le mouvement de ${FIRST.name}` });
  await expect(dialog.getByRole('combobox', { name: 'Ancien joueur' })).not.toHaveValue('');
  await dialog.getByLabel("Journée d'effet").fill('4');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(MSG.moveUpdated)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: FIRST.name }).getByRole('cell', { name: 'J4', exact: true })).toBeVisible();
});

test('an admin exchanges a pair of players between two poolers', async ({ page }) => {
  // The super admin: Le Président's team is his own, and no one else's admin acts on an account above his (RULES.md).
  await loginAs(page, 1, '/admin/teams');
  await page.getByRole('link', { name: /^Échange Échanger/ }).click();
  await expect(page).toHaveURL(/\/admin\/echange$/);
  await selectOption(page, 'Pooler 1', 'Le Président');
  await selectOption(page, 'Pooler 2', 'Le Président');
  await expect(page.getByText(MSG.exchangeSamePooler)).toBeVisible();
  await selectOption(page, 'Pooler 2', 'Bruno la Muraille');
  const a = await selectOption(page, 'Joueur de Le Président');
  const b = await selectOption(page, 'Joueur de Bruno la Muraille');
  // The second player has the first one's position: 'Name (POSTE, Club)'.
  expect(/\((\w\w),/.exec(b)?.[1]).toBe(/\((\w\w),/.exec(a)?.[1]);
  const before = await teamsNow(page);
  const [idA, idB] = [idOfLabel(before, 'Le Président', a), idOfLabel(before, 'Bruno la Muraille', b)];
  expect(idA && idB).toBeTruthy();
  await page.getByRole('button', { name: 'Échanger' }).click();
  await expect(page.getByRole('dialog').getByText(`${a.replace(/ \(.*$/, '')} ⇄ ${b.replace(/ \(.*$/, '')}`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(MSG.exchangeDone(1))).toBeVisible();
  const after = await teamsNow(page);
  const ids = (u: string) => after.find((t) => t.username === u)?.joueurs.map((j) => j.joueur_id) ?? [];
  expect(ids('Le Président')).toContain(idB);
  expect(ids('Le Président')).not.toContain(idA);
  expect(ids('Bruno la Muraille')).toContain(idA);
  // The pairs were reset for the next exchange.
  await expect(page.getByRole('combobox', { name: 'Joueur de Le Président', exact: true })).toHaveValue('');
});

test('an admin replaces a player by a free one from a chosen matchday', async ({ page }) => {
  await loginAs(page, 2, '/admin/teams');
  await page.getByRole('link', { name: /Remplacement/ }).click();
  await expect(page).toHaveURL(/\/admin\/remplacement$/);
  await page.getByRole('button', { name: 'Valider le remplacement' }).click();
  await expect(page.getByText(MSG.replacementIncomplete)).toBeVisible();
  await selectOption(page, 'Pooler', 'Cam la Magicienne');
  await selectOption(page, "Journée d'application", 'J3');
  await selectOption(page, 'Joueur OUT');
  await expect(page.getByText(/\d+ joueurs? libres? au poste/)).toBeVisible();
  await selectOption(page, 'Joueur IN');
  const before3 = await takenFrom(page, 3);
  await page.getByRole('button', { name: 'Valider le remplacement' }).click();
  await expect(page.getByText(MSG.replacementDone)).toBeVisible();
  const after3 = await takenFrom(page, 3);
  const left = before3.filter((id) => !after3.includes(id));
  const joined = after3.filter((id) => !before3.includes(id));
  expect(left).toHaveLength(1);
  expect(joined).toHaveLength(1);
  // Matchday 2 still has the old player, who leaves at 3; the new one is not in the team of today.
  const cam = (await teamsNow(page)).find((t) => t.username === 'Cam la Magicienne')?.joueurs ?? [];
  expect(cam.find((j) => j.joueur_id === left[0])?.journee_out).toBe(3);
  expect(cam.map((j) => j.joueur_id)).not.toContain(joined[0]);
});
