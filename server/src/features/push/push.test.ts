import {
  accountCalls,
  authCalls,
  draftCalls,
  HOME_MSG,
  mercatoCalls,
  PUSH_MSG,
  PUSH_TYPES,
  type PushType,
  pushCalls,
  resultatsCalls,
} from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { callerOf } from '../../../test/caller.js';
import {
  buildResultatsScene,
  createUser,
  cookieOf,
  type LoggedIn,
  loggedIn,
  seedLeague,
  type WorldPlayer,
} from '../../../test/factories/index.js';
import { type PushService, postingTo, startPushService, type TestDevice } from '../../../test/push-service.js';
import { leagueMembers, pushOutbox, pushSubscriptions, rencontres, sessions } from '../../db/schema.js';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { getSetting } from '../../db/settings.js';
import { noticeLiveFigures } from '../autopilot/live-notices.js';
import { remindLineups } from '../autopilot/reminders.js';
import { matchesOfJournee } from '../championnat/index.js';
import { enqueue, flushPush } from './index.js';
import { TESTS_PER_WINDOW } from './service.js';

// Web Push through a push service of this machine (test/push-service.ts): the app's messages are received as a device
// would receive them, decrypted with the device's keys (RFC 8291), their VAPID signature checked (RFC 8292).

let t: TestApp;
let push: PushService;
let me: LoggedIn;
let other: LoggedIn;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  push = await startPushService();
  // The test service is on this machine (its test-only settings, postingTo); a short wait for one that does not answer.
  // Two browsers' services as well, for the endpoints that only pretend to be theirs.
  t = await testApp({ ...postingTo(push.port), PUSH_SERVICES: 'localhost,fcm.googleapis.com,push.apple.com', PUSH_TIMEOUT_MS: '1500' });
  me = await loggedIn(t);
  other = await loggedIn(t);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const subscribe = (who: LoggedIn, device: TestDevice, types: PushType[] = [...PUSH_TYPES]) =>
  t.as(who).call(pushCalls.subscribe, { subscription: device.subscription, types });
const devicesOf = async (who: LoggedIn) => (await t.as(who).call(pushCalls.key)).json().devices as { endpoint: string; types: string[] }[];
const messagesTo = (device: TestDevice) => push.received.filter((m) => m.device === device.name);

describe('push/key.php', () => {
  it('answers the public VAPID key, made at the first start and kept in the database, and my devices; not to a visitor', async () => {
    expect((await t.anonymous.call(pushCalls.key)).statusCode).toBe(401);
    const res = await t.as(me).call(pushCalls.key);
    expect(res.statusCode).toBe(200);
    const kept = await getSetting(t.db, 'vapid');
    expect(res.json()).toMatchObject({ success: true, publicKey: kept?.publicKey, devices: [] });
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
    expect(res.json()).not.toHaveProperty('privateKey');
  });
});

describe('push/subscribe.php', () => {
  it('subscribes a device with what it receives; the same device again changes its choices', async () => {
    const phone = push.device('sub-phone');
    const res = await subscribe(me, phone, ['turn', 'result']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: PUSH_MSG.subscribed,
      device: { endpoint: phone.subscription.endpoint, types: ['turn', 'result'] },
    });
    const again = await subscribe(me, phone, ['live']);
    expect(again.json()).toMatchObject({ message: PUSH_MSG.choicesSaved, device: { types: ['live'] } });
    expect((await devicesOf(me)).filter((d) => d.endpoint === phone.subscription.endpoint)).toEqual([
      expect.objectContaining({ types: ['live'] }),
    ]);
  });

  it('refuses an endpoint that is not plainly https at an allowed service’s name, writing nothing', async () => {
    const { keys } = push.device('sub-spellings').subscription;
    const spellings = [
      // Names the legacy url.parse (web-push's) reads as another host than WHATWG URL does: localhost, 127.0.0.1.
      'https://localhost;.fcm.googleapis.com/internal/admin?do=thing',
      "https://localhost'.push.apple.com/x",
      'https://localhost{.push.apple.com/x',
      'https://localhost`.push.apple.com/x',
      'https://0x7f000001;.fcm.googleapis.com/x',
      'https://localhost%3B.fcm.googleapis.com/x',
      // A port, even on an allowed service; a user; an address instead of a name; a name not well formed; a fragment.
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com@localhost/push/x',
      'https://127.0.0.1/push/x',
      'https://[::1]/push/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://a..fcm.googleapis.com/fcm/send/x',
      'https://-a.fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com/fcm/send/x#y',
      // Another service: a name that only ends like an allowed one, any other; not https.
      'https://evilfcm.googleapis.com/fcm/send/x',
      'https://attacker.example/push/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'wss://fcm.googleapis.com/fcm/send/x',
      'fcm.googleapis.com/fcm/send/x',
    ];
    const before = await t.db.select().from(pushSubscriptions);
    for (const endpoint of spellings) {
      const res = await t.as(me).post(pushCalls.subscribe, { subscription: { endpoint, keys }, types: ['turn'] });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(PUSH_MSG.endpointRefused);
    }
    expect(await t.db.select().from(pushSubscriptions)).toEqual(before);
  });

  it('keeps an endpoint in its one canonical form, the one posted to; the device unsubscribes with its own spelling', async () => {
    const { keys } = push.device('sub-canonical').subscription;
    const spelled = 'HTTPS://FCM.GoogleAPIs.com:443/fcm/send/Ab-c_1';
    const canonical = 'https://fcm.googleapis.com/fcm/send/Ab-c_1';
    const res = await subscribe(me, { name: 'sub-canonical', subscription: { endpoint: spelled, keys } }, ['turn']);
    expect(res.json()).toMatchObject({ message: PUSH_MSG.subscribed, device: { endpoint: canonical } });
    expect((await subscribe(me, { name: 'sub-canonical', subscription: { endpoint: canonical, keys } })).json().message).toBe(
      PUSH_MSG.choicesSaved,
    );
    const stored = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.id));
    expect(stored.map((r) => r.endpoint)).toContain(canonical);
    expect(stored.map((r) => r.endpoint)).not.toContain(spelled);
    expect((await t.as(me).call(pushCalls.unsubscribe, { endpoint: spelled })).statusCode).toBe(200);
    expect((await devicesOf(me)).map((d) => d.endpoint)).not.toContain(canonical);
  });

  it('refuses bad keys and an unknown type, writing nothing', async () => {
    const device = push.device('sub-refused');
    const cases = [
      [{ ...device.subscription, keys: { p256dh: 'court', auth: device.subscription.keys.auth } }, ['turn'], PUSH_MSG.subscriptionInvalid],
      [device.subscription, ['tout'], PUSH_MSG.typesInvalid],
    ] as const;
    for (const [subscription, types, message] of cases) {
      const res = await t.as(me).post(pushCalls.subscribe, { subscription, types });
      expect(res.statusCode, JSON.stringify(subscription)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))).toEqual([]);
    expect((await t.anonymous.call(pushCalls.subscribe, { subscription: device.subscription, types: ['turn'] })).statusCode).toBe(401);
  });

  it('a device shared by two accounts notifies the last one that subscribed on it; ten devices per account at most', async () => {
    const shared = push.device('sub-shared');
    await subscribe(other, shared);
    await subscribe(me, shared);
    expect((await devicesOf(other)).map((d) => d.endpoint)).not.toContain(shared.subscription.endpoint);
    const crowd = await loggedIn(t);
    for (let i = 0; i < 10; i++) expect((await subscribe(crowd, push.device(`crowd-${i}`))).statusCode).toBe(200);
    const eleventh = await subscribe(crowd, push.device('crowd-10'));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(PUSH_MSG.tooManyDevices(10));
    // The same device again is no new one.
    expect((await subscribe(crowd, push.device('crowd-0'))).statusCode).toBe(200);
  });
});

describe('push/unsubscribe.php', () => {
  it('unsubscribes one of my devices; another account’s answers as a missing one and stays', async () => {
    const mine = push.device('unsub-mine');
    const theirs = push.device('unsub-theirs');
    await subscribe(me, mine);
    await subscribe(other, theirs);
    const refused = await t.as(me).call(pushCalls.unsubscribe, { endpoint: theirs.subscription.endpoint });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PUSH_MSG.notSubscribed);
    expect((await devicesOf(other)).map((d) => d.endpoint)).toContain(theirs.subscription.endpoint);
    const res = await t.as(me).call(pushCalls.unsubscribe, { endpoint: mine.subscription.endpoint });
    expect(res.json()).toMatchObject({ success: true, message: PUSH_MSG.unsubscribed });
    expect((await devicesOf(me)).map((d) => d.endpoint)).not.toContain(mine.subscription.endpoint);
  });
});

describe('a device and its session', () => {
  it('stops receiving when the session that subscribed it ends: a logout, « end the others », a new password', async () => {
    const owner = await loggedIn(t);
    const session = async () => ({ ...owner, cookie: await cookieOf(t.app, owner) });
    const device = (n: string) => push.device(`session-${n}`);
    const [phone, tablet, laptop, desk] = [device('phone'), device('tablet'), device('laptop'), device('desk')];
    const [onPhone, onTablet, onLaptop, onDesk] = [owner, await session(), await session(), await session()];
    for (const [who, device] of [
      [onPhone, phone],
      [onTablet, tablet],
      [onLaptop, laptop],
      [onDesk, desk],
    ] as const) {
      expect((await subscribe(who, device)).statusCode).toBe(200);
    }
    const endpoints = async () => (await devicesOf(onTablet)).map((d) => d.endpoint).sort();
    const of = (...devices: TestDevice[]) => devices.map((d) => d.subscription.endpoint).sort();

    expect((await t.as(onPhone).call(authCalls.logout)).statusCode).toBe(200);
    expect(await endpoints()).toEqual(of(tablet, laptop, desk));
    // One other session ended by its number, then the new password: the sessions it ends take their devices along.
    const sessions = (await t.as(onTablet).call(accountCalls.sessions)).json().sessions as { id: number; current: boolean }[];
    const laptopSession = sessions.find((x) => !x.current && x.id === Math.min(...sessions.filter((y) => !y.current).map((y) => y.id)));
    expect((await t.as(onTablet).call(accountCalls.endSessions, { id: laptopSession?.id })).json().ended).toBe(1);
    expect(await endpoints()).toEqual(of(tablet, desk));
    const changed = await t
      .as(onTablet)
      .call(accountCalls.changePassword, { current_password: owner.password, new_password: 'un-autre-mot-de-passe' });
    expect(changed.json().ended).toBe(1);
    expect(await endpoints()).toEqual(of(tablet));
    // The kept session's device receives, the others nothing.
    const before = push.received.length;
    expect((await t.as(onTablet).call(pushCalls.test)).json().sent).toBe(1);
    expect(push.received.slice(before).map((m) => m.device)).toEqual([tablet.name]);

    // Signing in again on the tablet (its session replaced): its device goes on under the new session.
    const again = await t.as(onTablet).call(authCalls.login, { email: owner.email, password: 'un-autre-mot-de-passe' });
    const cookie = again.cookies.find((c) => c.name === 'poolfoot_session');
    if (!cookie) throw new Error('no session cookie');
    const onTabletAgain = { ...owner, cookie: `poolfoot_session=${cookie.value}` };
    expect((await t.as(onTablet).call(pushCalls.key)).statusCode).toBe(401);
    expect((await devicesOf(onTabletAgain)).map((d) => d.endpoint)).toEqual(of(tablet));
    expect((await t.as(onTabletAgain).call(pushCalls.test)).json().sent).toBe(1);
  });

  it('a device whose session has outlived its lifetime receives nothing, before any purge', async () => {
    const owner = await loggedIn(t);
    const phone = push.device('session-expired');
    await subscribe(owner, phone);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(sessions.userId, owner.id));
    const before = push.received.length;
    await enqueue(t.app.ctx, log, [
      { key: `expired:${owner.id}`, userId: owner.id, type: 'turn', payload: { title: 'T', body: 'B', url: '/draft', tag: 't' } },
    ]);
    await flushPush(t.app.ctx);
    expect(push.received.slice(before).filter((m) => m.device === phone.name)).toEqual([]);
  });
});

describe('push/test.php', () => {
  it('sends each of my devices a test notification now, encrypted for it and signed with the instance key', async () => {
    const u = await loggedIn(t);
    expect((await t.as(u).call(pushCalls.test)).json()).toMatchObject({ sent: 0, message: PUSH_MSG.testSent(0) });
    const phone = push.device('test-phone');
    const laptop = push.device('test-laptop');
    await subscribe(u, phone);
    await subscribe(u, laptop, ['turn']);
    const res = await t.as(u).call(pushCalls.test);
    expect(res.json()).toMatchObject({ sent: 2, message: PUSH_MSG.testSent(2) });
    const publicKey = (await getSetting(t.db, 'vapid'))?.publicKey;
    for (const device of [phone, laptop]) {
      expect(messagesTo(device)).toEqual([
        expect.objectContaining({
          payload: { title: PUSH_MSG.testTitle, body: PUSH_MSG.test, url: '/user/account', tag: 'test' },
          vapidKey: publicKey,
          subject: 'mailto:no-reply@poolfoot.test',
        }),
      ]);
    }
    expect(push.refused).toEqual([]);
  });

  it('a device its push service says is gone (410) is removed; a push service that does not answer is said', async () => {
    const u = await loggedIn(t);
    const dropped = push.device('test-gone');
    await subscribe(u, dropped);
    push.gone('test-gone');
    expect((await t.as(u).call(pushCalls.test)).json()).toMatchObject({ sent: 0 });
    expect(await devicesOf(u)).toEqual([]);

    const down = push.device('test-down');
    await subscribe(u, down);
    push.hang('test-down');
    const res = await t.as(u).call(pushCalls.test);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PUSH_MSG.testFailed);
    // Down is not gone: the device stays subscribed.
    expect((await devicesOf(u)).map((d) => d.endpoint)).toEqual([down.subscription.endpoint]);
  });
  it('is limited per account: past five in a window, 429 and nothing sent; another account, or the next window, may', async () => {
    const u = await loggedIn(t);
    const phone = push.device('test-limited');
    await subscribe(u, phone);
    for (let i = 0; i < TESTS_PER_WINDOW; i++) expect((await t.as(u).call(pushCalls.test)).json().sent).toBe(1);
    const refused = await t.as(u).call(pushCalls.test);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many', message: PUSH_MSG.testTooMany });
    expect(messagesTo(phone)).toHaveLength(TESTS_PER_WINDOW);
    expect((await t.as(other).call(pushCalls.test)).statusCode).toBe(200);
    const now = t.now();
    t.setNow(new Date(now.getTime() + t.app.ctx.config.RATE_WINDOW_SECONDS * 1000));
    try {
      expect((await t.as(u).call(pushCalls.test)).json().sent).toBe(1);
    } finally {
      t.setNow(now);
    }
  });

  it('a device kept before endpoints had to be plain (one read as this machine by web-push) is never posted to, and forgotten', async () => {
    const u = await loggedIn(t);
    const device = push.device('test-kept-before');
    await subscribe(u, device);
    const spelled = 'https://localhost;.fcm.googleapis.com/push/test-kept-before';
    await t.db.update(pushSubscriptions).set({ endpoint: spelled }).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    const opened = push.connections();
    expect((await t.as(u).call(pushCalls.test)).json()).toMatchObject({ success: true, sent: 0 });
    expect(push.connections()).toBe(opened);
    expect(await devicesOf(u)).toEqual([]);
  });
});

describe('the connections to the push services', () => {
  it('never reach this machine: a device whose name resolves to 127.0.0.1 is not posted to without the tests’ exception', async () => {
    // The same database and the same settings, without PUSH_LOOPBACK_FOR_TESTS: its connections still go to the port the
    // test service listens on, on 127.0.0.1.
    const strict = await buildApp({ ctx: { ...t.app.ctx, config: { ...t.app.ctx.config, PUSH_LOOPBACK_FOR_TESTS: undefined } } });
    try {
      const u = await loggedIn(t);
      const device = push.device('loopback');
      expect((await subscribe(u, device)).statusCode).toBe(200);
      const opened = push.connections();
      const res = await callerOf(strict, u).call(pushCalls.test);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PUSH_MSG.testFailed);
      expect(push.connections()).toBe(opened);
      expect(messagesTo(device)).toEqual([]);
      // Refused for its address, not for the device: with the exception, it receives.
      expect((await t.as(u).call(pushCalls.test)).json().sent).toBe(1);
    } finally {
      await strict.close();
    }
  });
});

describe('the notifications', () => {
  it('each event is sent once, whoever queues it (two processes seeing the same pick), and only to the devices taking its type', async () => {
    const u = await loggedIn(t);
    const turns = push.device('once-turns');
    const results = push.device('once-results');
    await subscribe(u, turns, ['turn']);
    await subscribe(u, results, ['result']);
    const notice = { key: 'test:once', userId: u.id, type: 'turn' as const, payload: { title: 'T', body: 'B', url: '/draft' } };
    await Promise.all([enqueue(t.app.ctx, log, [notice]), enqueue(t.app.ctx, log, [notice])]);
    await flushPush(t.app.ctx);
    await enqueue(t.app.ctx, log, [notice]);
    await flushPush(t.app.ctx);
    expect(messagesTo(turns).map((m) => m.payload)).toEqual([notice.payload]);
    expect(messagesTo(results)).toEqual([]);
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.key, 'test:once'))).toHaveLength(1);
  });

  it('queues a notice only for a device that chose its type: none queued or sent to an account whose devices did not', async () => {
    const u = await loggedIn(t);
    const results = push.device('types-results');
    const live = push.device('types-live');
    await subscribe(u, results, ['result']);
    await subscribe(u, live, ['live', 'lineup']);
    const notice = (type: PushType) => ({ key: `test:types:${type}`, userId: u.id, type, payload: { title: type, body: 'B', url: '/' } });
    await enqueue(t.app.ctx, log, [notice('turn'), notice('result')]);
    await flushPush(t.app.ctx);
    const queued = await t.db.select({ key: pushOutbox.key }).from(pushOutbox).where(eq(pushOutbox.userId, u.id));
    expect(queued.map((r) => r.key)).toEqual(['test:types:result']);
    expect(messagesTo(results).map((m) => (m.payload as { title: string }).title)).toEqual(['result']);
    expect(messagesTo(live)).toEqual([]);
  });

  it('two server processes on one database (two pools on PostgreSQL) send each notice once, whichever queues or sends it', async () => {
    const url = process.env.DATABASE_URL ? (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString : undefined;
    const database = url ? await openPostgres(url) : null;
    const second = await buildApp({ ctx: { ...t.app.ctx, database: database ?? t.database } });
    try {
      const u = await loggedIn(t);
      const device = push.device('two-processes');
      await subscribe(u, device, ['live']);
      const notices = Array.from({ length: 5 }, (_, i) => ({
        key: `test:two:${i}`,
        userId: u.id,
        type: 'live' as const,
        payload: { title: `But ${i}`, body: 'B', url: '/' },
      }));
      await Promise.all([enqueue(t.app.ctx, log, notices), enqueue(second.ctx, log, notices)]);
      await Promise.all([flushPush(t.app.ctx), flushPush(second.ctx)]);
      expect(
        messagesTo(device)
          .map((m) => (m.payload as { title: string }).title)
          .sort(),
      ).toEqual(notices.map((n) => n.payload.title));
    } finally {
      await second.close();
      await database?.close();
    }
  });

  it('my turn in the draft, with the pick clock’s deadline, opening /draft in my league; a push service down does not hold the pick', async () => {
    const admin = await loggedIn(t, { role: 4 });
    const first = await loggedIn(t);
    const second = await loggedIn(t);
    const players: WorldPlayer[] = await seedLeague(t.db, 2);
    const phone = push.device('draft-second');
    const slow = push.device('draft-first-down');
    await subscribe(second, phone, ['turn']);
    await subscribe(first, slow, ['turn']);
    push.hang('draft-first-down');
    const ordre = [first.id, second.id];
    expect((await t.as(admin).call(draftCalls.init, { ordre })).statusCode).toBe(200);
    await t.as(admin).call(draftCalls.setClock, { minutes: 30 });
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    // The first pooler's push service never answers: his pick is answered all the same.
    const pick = await t.as(first).call(draftCalls.pick, { userId: first.id, playerId: (players[0] as WorldPlayer).id });
    expect(pick.statusCode).toBe(200);
    await flushPush(t.app.ctx);
    const [message] = messagesTo(phone);
    const deadline = (await t.as(second).call(draftCalls.get)).json().gestion.pick_deadline as string;
    expect(message?.payload).toEqual({
      title: PUSH_MSG.draftTurnTitle,
      body: PUSH_MSG.draftTurn('Ligue de test', 1, deadline),
      url: expect.stringMatching(/^\/draft\?ligue=\d+$/),
      tag: expect.stringMatching(/^draft-\d+$/),
    });
    expect(message?.urgency).toBe('high');
  });

  it('the same pick asked anew is told again: the draft reset and started again with the same first pooler, or resumed', async () => {
    const admin = await loggedIn(t, { role: 4 });
    const first = await loggedIn(t);
    const second = await loggedIn(t);
    const phone = push.device('draft-again');
    await subscribe(first, phone, ['turn']);
    const start = async () => {
      expect((await t.as(admin).call(draftCalls.initDraft)).statusCode).toBe(200);
      expect((await t.as(admin).call(draftCalls.init, { ordre: [first.id, second.id] })).statusCode).toBe(200);
      expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
      await flushPush(t.app.ctx);
    };
    // The clock does not move here: the same instant each time.
    await start();
    expect(messagesTo(phone)).toHaveLength(1);
    // Reading the draft again (as another process would) tells nothing new.
    await t.as(first).call(draftCalls.get);
    await flushPush(t.app.ctx);
    expect(messagesTo(phone)).toHaveLength(1);
    await start();
    expect(messagesTo(phone)).toHaveLength(2);
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en pause' })).statusCode).toBe(200);
    await flushPush(t.app.ctx);
    expect(messagesTo(phone)).toHaveLength(2);
    expect((await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    await flushPush(t.app.ctx);
    expect(messagesTo(phone).map((m) => (m.payload as { title: string }).title)).toEqual([
      PUSH_MSG.draftTurnTitle,
      PUSH_MSG.draftTurnTitle,
      PUSH_MSG.draftTurnTitle,
    ]);
  });

  it('my lineup incomplete an hour before; my players’ goals, assists and red cards, each once; my result once; the mercato turn', async () => {
    const alice = await createUser(t.db, { username: 'alice-push', nickname: 'Alice' });
    const bruno = await createUser(t.db, { username: 'Bruno-push', nickname: '' });
    const chloe = await createUser(t.db, { username: 'chloe-push', nickname: 'Chloé' });
    const aliceIn = { ...alice, cookie: await cookieOf(t.app, alice) };
    const admin = await loggedIn(t, { role: 4 });
    const scene = await buildResultatsScene(t.db, { alice: alice.id, bruno: bruno.id, chloe: chloe.id });
    const phone = push.device('alice-phone');
    await subscribe(aliceIn, phone, ['lineup', 'result', 'live']);
    const leagueOf = /^\/compo\?ligue=\d+$/;

    // An hour before the first kickoff: Alice's lineup has 8 empty slots (a mail, and this push).
    const kickoff = (await matchesOfJournee(t.db, scene.j1.id))[0]?.match.kickoffAt.getTime() ?? 0;
    await remindLineups(t.app.ctx, log, scene.j1, new Date(kickoff - 30 * 60_000));
    await flushPush(t.app.ctx);
    expect(messagesTo(phone).map((m) => m.payload)).toEqual([
      {
        title: PUSH_MSG.lineupTitle(1),
        body: PUSH_MSG.lineup('Ligue de test', 8),
        url: expect.stringMatching(leagueOf),
        tag: expect.any(String),
      },
    ]);

    // Live: Alice's lineup of matchday 1 holds Defenseur1 (a goal) and Attaquant1 (a goal, an assist).
    t.setNow(new Date(scene.j1.startAt.getTime() + 60 * 60_000));
    const matches = await matchesOfJournee(t.db, scene.j1.id);
    await noticeLiveFigures(t.app.ctx, log, matches);
    await noticeLiveFigures(t.app.ctx, log, matches);
    await flushPush(t.app.ctx);
    const live = messagesTo(phone)
      .map((m) => m.payload as { title: string; body: string; url: string; tag: string })
      .filter((m) => m.tag.startsWith('live-'));
    expect(live.map((m) => `${m.title} ${m.body}`).sort()).toEqual(
      [
        `${PUSH_MSG.liveTitle.goal} ${PUSH_MSG.live('goal', 'Test Defenseur1', 'Club A – Club B', 'Ligue de test')}`,
        `${PUSH_MSG.liveTitle.goal} ${PUSH_MSG.live('goal', 'Test Attaquant1', 'Club A – Club B', 'Ligue de test')}`,
        `${PUSH_MSG.liveTitle.assist} ${PUSH_MSG.live('assist', 'Test Attaquant1', 'Club A – Club B', 'Ligue de test')}`,
      ].sort(),
    );
    expect(new Set(live.map((m) => m.url))).toEqual(
      new Set([expect.stringMatching(new RegExp(`^/compos/rencontres/${scene.j1.id}\\?ligue=\\d+$`))]),
    );

    // The result: matchday 1 is finished when computed.
    const calc = await t.as(admin).call(resultatsCalls.calcJournee, { journee_id: scene.j1.id });
    expect(calc.json().finished).toBe(true);
    await t.as(admin).call(resultatsCalls.calcJournee, { journee_id: scene.j1.id });
    await flushPush(t.app.ctx);
    const [pairing] = await t.db
      .select()
      .from(rencontres)
      .where(and(eq(rencontres.journeeId, scene.j1.id), eq(rencontres.user1Id, alice.id)));
    const [mine, theirs] = [pairing?.score1 ?? 0, pairing?.score2 ?? 0];
    const outcome = pairing?.resultat === 2 ? 'nul' : pairing?.resultat === 1 ? 'victoire' : 'defaite';
    const results = messagesTo(phone).filter((m) => (m.payload as { tag: string }).tag.startsWith('result-'));
    expect(results.map((m) => m.payload)).toEqual([
      {
        title: PUSH_MSG.resultTitle(1),
        body: `Ligue de test : ${HOME_MSG.lastResult(outcome, mine, theirs, 'Bruno-push')}.`,
        url: expect.stringMatching(new RegExp(`^/compos/rencontres/${scene.j1.id}\\?ligue=\\d+$`)),
        tag: expect.stringMatching(/^result-/),
      },
    ]);

    // The mercato opens: the pooler whose turn it is first gets it (every member has a device, written here directly).
    const members = await t.db.select({ userId: leagueMembers.userId }).from(leagueMembers);
    const devices = new Map(members.map((m) => [m.userId, push.device(`mercato-${m.userId}`)]));
    await t.db.delete(pushSubscriptions);
    const now = t.app.ctx.now();
    await t.db
      .insert(sessions)
      .values([...devices.keys()].map((userId) => ({ tokenHash: `mercato-${userId}`, userId, createdAt: now, lastSeenAt: now })));
    await t.db.insert(pushSubscriptions).values(
      [...devices].map(([userId, d]) => ({
        userId,
        endpoint: d.subscription.endpoint,
        ...d.subscription.keys,
        types: ['turn'],
        sessionHash: `mercato-${userId}`,
      })),
    );
    expect((await t.as(admin).call(mercatoCalls.open)).statusCode).toBe(200);
    await flushPush(t.app.ctx);
    const cursor = (await t.as(aliceIn).call(mercatoCalls.get)).json().meta.cursor.user_id as number;
    const turn = messagesTo(devices.get(cursor) as TestDevice).at(-1)?.payload;
    expect(turn).toEqual({
      title: PUSH_MSG.mercatoTurnTitle,
      body: PUSH_MSG.mercatoTurn('Ligue de test', 1),
      url: expect.stringMatching(/^\/mercato\?ligue=\d+$/),
      tag: expect.any(String),
    });
  });
});
