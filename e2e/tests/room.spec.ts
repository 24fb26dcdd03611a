import { CHAT_MSG, PUSH_MSG, type PushPayload } from '@poolfoot/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import type { TestDevice } from '../../server/test/push-service';
import { expect, loginAs } from '../fixtures';
import { pushManagerAt, testWithPush } from '../push';
import { call, playMatchday1 } from './season';

// The league's room, « Vestiaire », with two phones and a desktop on one server: a message, a mention and its
// push (the local push service of push.spec.ts, which decrypts what the server sends as the phone would), a reaction, a
// reply, the game's messages for the draft's end and a matchday's results, and an admin's deletion, each seen live on
// the other screens.
const test = testWithPush;
// A device subscribes through the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['notifications'] };
const [BRUNO, HUGO, LEA] = [2, 8, 12];

/** A screen signed in as pooler `n`, on the room. */
async function screenOf(browser: Browser, url: string, n: number, phone: boolean, device?: TestDevice) {
  const context = await browser.newContext({ baseURL: url, ...(phone ? PHONE : { viewport: { width: 1280, height: 900 } }) });
  const page = await context.newPage();
  if (device) await pushManagerAt(page, device);
  await loginAs(page, n);
  return { context, page };
}

/** A message of the room on a page, by a text it holds. */
const message = (page: Page, text: string | RegExp): Locator => page.getByRole('listitem').filter({ hasText: text });
/** Hugo's one message (a reply quoting it holds its text too). */
const hugosMessage = (page: Page): Locator => page.getByRole('listitem', { name: /^Hugo Coup-Franc,/ });

test.describe.configure({ mode: 'serial' });

test('two phones and a desktop in the room: a mention and its push, a reaction, a reply, the game’s messages, an admin’s deletion', async ({
  browser,
  server,
  push,
}) => {
  test.setTimeout(360_000);
  const leaDevice = push.device('lea-phone');
  const lea = await screenOf(browser, server.url, LEA, true, leaDevice);
  const hugo = await screenOf(browser, server.url, HUGO, true);
  const bruno = await screenOf(browser, server.url, BRUNO, false);

  // Léa's phone takes notifications (every kind, the room's included), from her account.
  await lea.page.goto('/user/account');
  const card = lea.page.getByRole('region', { name: PUSH_MSG.title });
  await expect(card.getByRole('checkbox', { name: PUSH_MSG.types.chat })).toBeChecked();
  await card.getByRole('button', { name: PUSH_MSG.enable }).tap();
  await expect(lea.page.getByText(PUSH_MSG.on)).toBeVisible();

  // Hugo opens the room from his phone's menu; Bruno has it open on his desktop.
  await bruno.page.goto('/vestiaire');
  await expect(bruno.page.getByText(CHAT_MSG.empty)).toBeVisible();
  await hugo.page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  await hugo.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: CHAT_MSG.title }).tap();
  await expect(hugo.page).toHaveURL(/\/vestiaire$/);

  // A message mentioning Léa, her pseudo offered as he types it.
  const box = hugo.page.getByLabel(CHAT_MSG.placeholder);
  await box.tap();
  await box.pressSequentially('Qui prend Mbappé ? @le');
  await hugo.page.getByRole('option', { name: /@Lea/ }).tap();
  await box.pressSequentially('tu dis quoi ?');
  await hugo.page.getByRole('button', { name: CHAT_MSG.send }).tap();
  const text = 'Qui prend Mbappé ? @Lea tu dis quoi ?';
  await expect(message(hugo.page, text)).toBeVisible();
  // Live on the desktop, the mention set apart.
  await expect(message(bruno.page, text)).toBeVisible();
  await expect(message(bruno.page, text).getByText('@Lea', { exact: true })).toBeVisible();

  // Léa's phone gets « Nouveau message », its link opening the room, where the mention waits for her.
  const ligue = (await call(lea.page.request, 'leagues/mine.php')).leagues[0];
  const told = () => push.received.filter((m) => m.device === leaDevice.name).map((m) => m.payload as PushPayload);
  await expect.poll(() => told().filter((p) => p.title === CHAT_MSG.pushTitle).length, { timeout: 20_000 }).toBe(1);
  const notice = told().find((p) => p.title === CHAT_MSG.pushTitle);
  expect(notice).toEqual({
    title: CHAT_MSG.pushTitle,
    body: CHAT_MSG.pushMention('Hugo Coup-Franc', ligue.nom, text),
    url: `/vestiaire?ligue=${ligue.id}`,
    tag: `chat-${ligue.id}`,
  });
  // Her menu counts it before she opens the room.
  await lea.page.goto('/home');
  await lea.page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  await expect(lea.page.getByRole('navigation', { name: 'Menu' }).getByLabel(CHAT_MSG.unread(1))).toBeVisible();
  await lea.page.goto(notice?.url ?? '');
  await expect(lea.page).toHaveURL(/\/vestiaire/);
  const mentioned = message(lea.page, text);
  await expect(mentioned).toBeVisible();

  // She reacts, then answers; both live on Hugo's phone and on the desktop.
  await mentioned.getByRole('button', { name: CHAT_MSG.react }).tap();
  await lea.page.getByRole('menuitem', { name: `${CHAT_MSG.react} 🔥` }).tap();
  await expect(message(hugo.page, text).getByRole('button', { name: /^🔥 1/ })).toBeVisible();
  await mentioned.getByRole('button', { name: CHAT_MSG.reply }).tap();
  await expect(lea.page.getByText(CHAT_MSG.replyingTo('Hugo Coup-Franc'), { exact: false })).toBeVisible();
  await lea.page.getByLabel(CHAT_MSG.placeholder).fill('Pas moi, trop cher !');
  await lea.page.getByRole('button', { name: CHAT_MSG.send }).tap();
  const reply = message(bruno.page, 'Pas moi, trop cher !');
  await expect(reply).toBeVisible();
  await expect(reply.getByText(`Hugo Coup-Franc : ${text}`)).toBeVisible();
  await expect(hugosMessage(bruno.page).getByRole('button', { name: /^🔥 1/ })).toBeVisible();
  // Her menu's count has gone: she read the room.
  await expect.poll(async () => (await call(lea.page.request, 'chat/list.php?limit=1')).unread).toBe(0);

  // The game speaks: the draft to its end and matchday 1 played and computed, each told in the room, live.
  const scene = await playMatchday1(browser, server.url);
  await expect(message(hugo.page, CHAT_MSG.draftEnd)).toBeVisible({ timeout: 20_000 });
  const results = message(hugo.page, 'J1 : les résultats sont là.');
  await expect(results).toBeVisible({ timeout: 20_000 });
  await expect(message(bruno.page, 'J1 : les résultats sont là.')).toBeVisible();
  await results.getByRole('link', { name: `${CHAT_MSG.seePage} →` }).tap();
  await expect(hugo.page).toHaveURL(new RegExp(`/compos/rencontres/${scene.journeeId}$`));
  await hugo.page.goBack();
  await expect(hugosMessage(hugo.page)).toBeVisible();

  // Bruno, the league's admin, deletes Hugo's message long after its minutes: everyone reads that an admin did.
  await hugosMessage(bruno.page).getByRole('button', { name: CHAT_MSG.remove }).click();
  await bruno.page.getByRole('dialog').getByRole('button', { name: CHAT_MSG.remove }).click();
  await expect(hugosMessage(hugo.page).getByText(CHAT_MSG.deletedByAdmin)).toBeVisible();
  await expect(hugosMessage(lea.page).getByText(CHAT_MSG.deletedByAdmin)).toBeVisible();
  await expect(lea.page.getByText(text)).toHaveCount(0);

  // Nothing wider than a phone.
  for (const phone of [lea.page, hugo.page]) {
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  expect(push.refused).toEqual([]);
  for (const s of [lea, hugo, bruno]) await s.context.close();
});
