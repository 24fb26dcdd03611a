import { FORMATION_SLOTS, type Joueur, type Matchlfp, PUSH_MSG, type PushPayload, type Team } from '@poolfoot/domain';
import { demoGoals } from '../../server/src/demo/index';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { PushService, TestDevice } from '../../server/test/push-service';
import { DEMO_PASSWORD, demoEmail, expect, loginAs } from '../fixtures';
import { pushManagerAt, testWithPush } from '../push';
import { call, draftAndLineups } from './season';

// Push notifications end to end, with no outside service: a push service of this machine
// (server/test/push-service.ts) speaks the Web Push protocol (RFC 8030), checks the server's VAPID signature (RFC 8292)
// and decrypts each message with the device's keys (RFC 8291 aes128gcm), as the phone's browser would. The browser's
// own push registration would go to its vendor's service: here the page's PushManager answers with a subscription at
// the local service (the one stand-in; the page, the calls, the server, web-push and the protocol are real).

// The server trusts the local service's certificate (as it trusts a browser vendor's) and posts only to it, on this
// machine through its test-only settings (postingTo), at a port of its own beside the server's.
const test = testWithPush;
// A device subscribes through the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['notifications'] };
const CAMILLE = 5;
const payloadsTo = (push: PushService, device: TestDevice) =>
  push.received.filter((m) => m.device === device.name).map((m) => m.payload as PushPayload);

/** A pooler signed in for the API, in a context of his own. */
async function signedIn(browser: Browser, url: string, n: number): Promise<APIRequestContext> {
  const { request } = await browser.newContext({ baseURL: url });
  await call(request, 'auth/login.php', { email: demoEmail(n), password: DEMO_PASSWORD });
  return request;
}

test('a phone subscribes from my account, gets a test, its draft turn and its scorer’s live goal; a gone device is removed', async ({
  browser,
  server,
  push,
}) => {
  test.setTimeout(240_000);
  const phoneDevice = push.device('camille-phone');
  const context = await browser.newContext({ baseURL: server.url, ...PHONE });
  const phone = await context.newPage();
  await pushManagerAt(phone, phoneDevice);
  await loginAs(phone, CAMILLE);

  // My account: this device subscribes with my choices, and sends itself a test.
  await phone.goto('/user/account');
  const card = phone.getByRole('region', { name: PUSH_MSG.title });
  await expect(card.getByRole('checkbox', { name: PUSH_MSG.types.turn })).toBeChecked();
  await card.getByRole('button', { name: PUSH_MSG.enable }).tap();
  await expect(phone.getByText(PUSH_MSG.on)).toBeVisible();
  await card.getByRole('button', { name: PUSH_MSG.sendTest }).tap();
  await expect(phone.getByText(PUSH_MSG.testSent(1))).toBeVisible();
  expect(payloadsTo(push, phoneDevice)).toEqual([{ title: PUSH_MSG.testTitle, body: PUSH_MSG.test, url: '/user/account', tag: 'test' }]);
  const [first] = push.received;
  expect(first?.vapidKey).toBe((await call(phone.request, 'push/key.php')).publicKey);
  expect(push.refused).toEqual([]);

  // An old tablet of mine whose browser dropped its subscription: the push service says 410, the server forgets it.
  const tablet = push.device('camille-old-tablet');
  await call(phone.request, 'push/subscribe.php', { subscription: tablet.subscription, types: ['turn'] });
  push.gone(tablet.name);
  await phone.reload();
  await expect(card.getByText(PUSH_MSG.otherDevices(1))).toBeVisible();
  await card.getByRole('button', { name: PUSH_MSG.sendTest }).tap();
  await expect(phone.getByText(PUSH_MSG.testSent(1))).toBeVisible();
  expect((await call(phone.request, 'push/key.php')).devices.map((d: { endpoint: string }) => d.endpoint)).toEqual([
    phoneDevice.subscription.endpoint,
  ]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Matchday 1's busiest kickoff, and a goal of it known in advance (the demo's sheets are deterministic): Camille will
  // have its scorer in her lineup.
  // The super admin sets the scene: every lineup is his to write, Le Président's (his own) included (RULES.md "Accounts").
  const admin = await signedIn(browser, server.url, 1);
  const { matchs }: { matchs: Matchlfp[] } = await call(admin, 'matchlfps/getByJournee.php?journee=1');
  const slots = new Map<string, Matchlfp[]>();
  for (const m of matchs) slots.set(m.kickoff_at, [...(slots.get(m.kickoff_at) ?? []), m]);
  const [kickoff, busiest] = [...slots].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const goal = demoGoals(1).find(
    (g) => g.minute <= 70 && busiest.some((m) => m.home_club_official_name === g.home && m.away_club_official_name === g.away),
  );
  const { joueurs }: { joueurs: Joueur[] } = await call(admin, 'joueurs/list.php');
  const [scorer, ...homonyms] = joueurs.filter((j) => j.prenom === goal?.scorer.prenom && j.nom === goal?.scorer.nom);
  expect(homonyms).toEqual([]);
  if (!scorer) throw new Error('pas de buteur');

  // The draft: Camille picks second; the first pick made, it is her turn, with the pick clock's deadline.
  const ordre = [3, CAMILLE, ...Array.from({ length: 12 }, (_, i) => i + 1).filter((n) => n !== 3 && n !== CAMILLE)];
  await call(admin, 'draft/init.php', { ordre });
  await call(admin, 'draft/setClock.php', { minutes: 30 });
  await call(admin, 'draft/changeStatus.php', { status: 'en cours' });
  await call(admin, 'draft/pick.php', { userId: 3, playerId: joueurs.find((j) => j.id !== scorer.id)?.id });
  const ligue = (await call(phone.request, 'leagues/mine.php')).leagues[0];
  await expect.poll(() => payloadsTo(push, phoneDevice).length, { timeout: 20_000 }).toBe(3);
  const deadline = (await call(phone.request, 'draft/get.php')).gestion.pick_deadline;
  expect(payloadsTo(push, phoneDevice)[2]).toEqual({
    title: PUSH_MSG.draftTurnTitle,
    body: PUSH_MSG.draftTurn(ligue.nom, 1, deadline),
    url: `/draft?ligue=${ligue.id}`,
    tag: `draft-${ligue.id}`,
  });
  // Its link opens the draft, where she picks the scorer.
  await phone.goto(payloadsTo(push, phoneDevice)[2]?.url ?? '');
  await expect(phone).toHaveURL(/\/draft$/);
  await call(phone.request, 'draft/pick.php', { userId: CAMILLE, playerId: scorer.id });
  // Her phone leaves the draft page (it would read the draft again at each of the picks below; the pushes come all the same).
  await phone.goto('about:blank');

  // The draft to its end, every lineup saved; Camille's with the scorer in it.
  await call(admin, 'draft/setClock.php', { minutes: 0 });
  const journee = await draftAndLineups(admin, ordre);
  const team: Team = (await call(admin, `teams/getByUser.php?user_id=${CAMILLE}`)).team;
  const left = [team.joueurs.find((j) => j.joueur_id === scorer.id), ...team.joueurs.filter((j) => j.joueur_id !== scorer.id)];
  const lineup = FORMATION_SLOTS['4231'].map((poste, ordre) => {
    const player = left.splice(
      left.findIndex((p) => p?.poste === poste),
      1,
    )[0];
    return { ordre, lfp_id: player?.lfp_id, poste, club_id: player?.club_id };
  });
  expect(lineup.map((p) => p.lfp_id)).toContain(scorer.lfp_id);
  await call(admin, 'compos/saveCompo.php', {
    user_id: CAMILLE,
    journee_id: journee.id,
    numjournee: 1,
    formation: '4231',
    capitaine_lfp_id: scorer.lfp_id,
    joueurs: lineup,
  });

  // The clock moves to that kickoff plus 100 minutes (late in the second half): the autopilot reads the live sheets,
  // and the goal reaches Camille's phone, once.
  const res = await admin.post('/demo-league/clock', { data: { to: new Date(Date.parse(kickoff) + 100 * 60_000).toISOString() } });
  expect(res.ok()).toBe(true);
  const scored = () =>
    payloadsTo(push, phoneDevice).filter(
      (m) => m.title === PUSH_MSG.liveTitle.goal && m.body.startsWith(`${scorer.prenom} ${scorer.nom} (`),
    );
  await expect.poll(() => scored().length, { timeout: 60_000 }).toBe(1);
  expect(scored()[0]).toEqual({
    title: PUSH_MSG.liveTitle.goal,
    body: expect.stringMatching(new RegExp(` marque : il est dans votre compo de ${ligue.nom}\\.$`)),
    url: `/compos/rencontres/${journee.id}?ligue=${ligue.id}`,
    tag: expect.stringMatching(/^live-/),
  });
  expect(push.received.find((m) => m.payload === scored()[0])?.urgency).toBe('high');
  expect(push.refused).toEqual([]);
  await context.close();
});
