import { FORMATION_SLOTS, LIGUES_MSG, poolerName, TRADE_STATUS_LABELS, TRADES_MSG } from '@poolfoot/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, loginAs, test } from '../fixtures';

// A trade between two poolers on touch phones (390×844), in the demo league after its draft (the admin, pooler2, plays
// it through the API): the admin asks to review trades; Camille (pooler3) proposes her defender for Dam's (pooler4) from
// his card on /teams/all; he counters, adding a midfielder each; she accepts; the admin approves. The league's history
// shows it, and both lineups of the matchday it takes effect at (the first to come: 1) lose the player who left, the
// newcomer offered for the empty slot.

test.describe.configure({ mode: 'serial' });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const [ADMIN, CAMILLE, DAM] = [2, 3, 4];

type Player = { joueur_id: number; prenom: string | null; nom: string; poste: string; lfp_id: string };
const nameOf = (p: Player) => (p.prenom ? `${p.prenom} ${p.nom}` : p.nom);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function post(request: APIRequestContext, path: string, data: unknown = {}) {
  const res = await request.post(`/backend/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}
const get = async (request: APIRequestContext, path: string) => (await request.get(`/backend/api/${path}`)).json();

let admin: APIRequestContext;
const names = new Map<number, string>();
/** Each pooler's 4-2-3-1 of the first matchday to come, slot by slot, saved before the trade. */
const lineups = new Map<number, Player[]>();

/** A pooler's lineup of the matchday to come, made by the admin from the squad: each slot the first player of its position left. */
async function saveLineup(userId: number) {
  const { team, journee } = await get(admin, `compos/getCompo.php?user_id=${userId}`);
  const left = [...(team.joueurs as Player[])];
  const slots = FORMATION_SLOTS['4231'].map(
    (poste) =>
      left.splice(
        left.findIndex((p) => p.poste === poste),
        1,
      )[0] as Player,
  );
  await post(admin, 'compos/saveCompo.php', {
    user_id: userId,
    journee_id: journee.id,
    formation: '4231',
    capitaine_lfp_id: null,
    joueurs: slots.map((p, ordre) => ({ ordre, lfp_id: p.lfp_id })),
  });
  lineups.set(userId, slots);
}

test.beforeAll(async ({ playwright, server }) => {
  test.setTimeout(240_000);
  admin = await playwright.request.newContext({ baseURL: server.url });
  await post(admin, 'auth/login.php', { email: demoEmail(ADMIN), password: DEMO_PASSWORD });
  // The draft below is random (draft/simulate.php): with the club limit of 3, a defender for a defender could break it
  // by chance. The limit is not what this journey is about (the API tests refuse it); it is set high before the draft.
  await post(admin, 'leagues/update.php', { max_par_club: 20 });
  await post(admin, 'draft/init.php', { ordre: Array.from({ length: 12 }, (_, i) => i + 1) });
  await post(admin, 'draft/changeStatus.php', { status: 'en cours' });
  for (let pick = 0; pick < 12 * 20; pick++) await post(admin, 'draft/simulate.php');
  const { users } = await get(admin, 'users/list.php');
  for (const u of users as { id: number; username: string; nickname: string }[]) names.set(u.id, poolerName(u));
  await saveLineup(CAMILLE);
  await saveLineup(DAM);
});
test.afterAll(() => admin.dispose());

async function phone(browser: Browser, url: string, n: number): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: url, ...PHONE })).newPage();
  await loginAs(page, n);
  return page;
}
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
const tick = (page: Page, p: Player) => page.getByRole('dialog').getByRole('checkbox', { name: new RegExp(`^${escapeRe(nameOf(p))} · `) });
/** The confirmation's own button (the card has one of the same name). */
const confirm = (page: Page, label: string) => page.getByRole('dialog').getByRole('button', { name: label, exact: true }).tap();

test('a trade proposed, countered, accepted, approved by the admin; in the history and both lineups of its matchday', async ({
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const cam = { id: CAMILLE, name: names.get(CAMILLE) ?? '', lineup: lineups.get(CAMILLE) ?? [] };
  const dam = { id: DAM, name: names.get(DAM) ?? '', lineup: lineups.get(DAM) ?? [] };
  // Slot 3 is each lineup's first central defender, slot 6 its first central midfielder.
  const slot = (lineup: Player[], i: number) => lineup[i] as Player;
  const [camDc, camMc, damDc, damMc] = [slot(cam.lineup, 2), slot(cam.lineup, 5), slot(dam.lineup, 2), slot(dam.lineup, 5)];

  // The admin, on his phone, has the league review its trades (/admin/ligue).
  const boss = await phone(browser, server.url, ADMIN);
  await boss.goto('/admin/ligue');
  await boss.getByRole('combobox', { name: TRADES_MSG.reviewLabel }).tap();
  await boss.getByRole('option', { name: TRADES_MSG.reviewAdmin }).tap();
  await boss.getByRole('button', { name: TRADES_MSG.save }).tap();
  await expect(boss.getByText(LIGUES_MSG.updated).first()).toBeVisible();

  // Camille, from Dam's card on /teams/all: her defender for his, with a word.
  const camille = await phone(browser, server.url, CAMILLE);
  await camille.goto('/teams/all');
  await camille.getByLabel('Rechercher').fill(dam.name);
  await camille.getByRole('button', { name: new RegExp(`^${escapeRe(dam.name)}`) }).tap();
  await camille.getByRole('button', { name: TRADES_MSG.propose }).filter({ visible: true }).tap();
  await expect(camille.getByRole('dialog', { name: TRADES_MSG.dialogTitle(dam.name) })).toBeVisible();
  await tick(camille, camDc).tap();
  await tick(camille, damDc).tap();
  await camille.getByRole('dialog').getByLabel(TRADES_MSG.message).fill('Un défenseur pour un défenseur ?');
  await noSideScroll(camille);
  await camille.getByRole('button', { name: TRADES_MSG.send }).tap();
  await expect(camille.getByText(TRADES_MSG.proposed(dam.name))).toBeVisible();

  // Dam: the home says a proposal waits; he counters, a midfielder each more.
  const damPage = await phone(browser, server.url, DAM);
  await damPage.getByRole('link', { name: TRADES_MSG.waitingHome(1) }).tap();
  await expect(damPage).toHaveURL(/\/echanges$/);
  const received = damPage.getByRole('listitem', { name: TRADES_MSG.from(cam.name) });
  await expect(received.getByText('« Un défenseur pour un défenseur ? »')).toBeVisible();
  await expect(received.getByText(/^Expire le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await noSideScroll(damPage);
  await received.getByRole('button', { name: TRADES_MSG.counter }).tap();
  await expect(damPage.getByRole('dialog', { name: TRADES_MSG.counterTitle(cam.name) })).toBeVisible();
  await expect(tick(damPage, damDc)).toBeChecked();
  await expect(tick(damPage, camDc)).toBeChecked();
  await tick(damPage, damMc).tap();
  await tick(damPage, camMc).tap();
  await damPage.getByRole('button', { name: TRADES_MSG.sendCounter }).tap();
  await expect(damPage.getByText(TRADES_MSG.countered(cam.name))).toBeVisible();

  // Camille accepts the counter-proposal (hers is replaced by it); it waits for the admin.
  await camille.goto('/echanges');
  await expect(camille.getByRole('listitem', { name: TRADES_MSG.to(dam.name) }).getByText(TRADE_STATUS_LABELS.countered)).toBeVisible();
  await camille
    .getByRole('listitem', { name: TRADES_MSG.from(dam.name) })
    .getByRole('button', { name: TRADES_MSG.accept })
    .tap();
  await confirm(camille, TRADES_MSG.accept);
  await expect(camille.getByText(TRADES_MSG.awaitingReview(24))).toBeVisible();

  // The admin approves it: it takes effect at the first matchday to come.
  await boss.goto('/echanges');
  const toReview = boss
    .getByRole('region', { name: TRADES_MSG.toReview })
    .getByRole('listitem', { name: TRADES_MSG.between(dam.name, cam.name) });
  await expect(toReview.getByText(/^Validation avant le /)).toBeVisible();
  await toReview.getByRole('button', { name: TRADES_MSG.approve }).tap();
  await confirm(boss, TRADES_MSG.approve);
  await expect(boss.getByText(TRADES_MSG.approved(1))).toBeVisible();

  // The league's history, for anyone, and beside the mercato's moves.
  const other = await phone(browser, server.url, 5);
  await other.goto('/echanges');
  const line = other
    .getByRole('region', { name: TRADES_MSG.history })
    .getByRole('listitem', { name: TRADES_MSG.between(dam.name, cam.name) });
  await expect(line.getByText(TRADE_STATUS_LABELS.done)).toBeVisible();
  await expect(line.getByText(TRADES_MSG.effect(1))).toBeVisible();
  await expect(line.getByText(new RegExp(`^${escapeRe(nameOf(camDc))} \\(.*, DC\\)$`))).toBeVisible();
  await other.goto('/mercato');
  await expect(other.getByRole('listitem', { name: TRADES_MSG.between(dam.name, cam.name) })).toBeVisible();

  // Both lineups of matchday 1: the defender who left is gone, the one who came is offered for his slot.
  for (const [page, gone, came] of [
    [camille, camDc, damDc],
    [damPage, damDc, camDc],
  ] as const) {
    await page.goto('/compo');
    const empty = page.getByRole('button', { name: 'Emplacement 3 – DC : vide' });
    await expect(empty).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^Emplacement \\d+ – DC : ${escapeRe(nameOf(gone))}$`) })).toHaveCount(0);
    await empty.tap();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^${escapeRe(nameOf(came))}`) })
      .tap();
    await expect(page.getByRole('button', { name: `Emplacement 3 – DC : ${nameOf(came)}` })).toBeVisible();
    await noSideScroll(page);
  }
});
