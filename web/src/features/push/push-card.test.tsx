import { PUSH_MSG, type PushDevice, pushCalls } from '@poolfoot/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/notify';
import { renderApp } from '../../test/render';
import { fakeServer } from '../../test/server';
import { PushCard } from './push-card';
import { watchToasts } from '../../test/toasts';

watchToasts();

// jsdom has no Push API: this browser's side is a stand-in with the shape the browsers give (PushManager,
// PushSubscription.toJSON); the server's side is the contract's fake server.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
const me = { id: 3, username: 'camille', nickname: 'Camille', role: 1 };

function browserWithPush(permission: NotificationPermission = 'default', refusal?: DOMException) {
  let subscription: PushSubscription | null = null;
  const made = () =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: new Uint8Array(65).buffer },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      if (refusal) throw refusal;
      subscription = made();
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => {
    permission = 'granted';
    return permission;
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.warning).mockClear();
});

function pushServer(devices: PushDevice[] = []) {
  let mine = devices;
  return fakeServer()
    .on(pushCalls.key, () => ({ publicKey: PUBLIC_KEY, devices: mine }))
    .on(pushCalls.subscribe, ({ subscription, types }) => {
      const device = { endpoint: subscription.endpoint, types, device: 'Chrome sur Android', created_at: '2026-09-01T08:00:00.000Z' };
      mine = [...mine.filter((d) => d.endpoint !== subscription.endpoint), device];
      return { device, message: PUSH_MSG.subscribed };
    })
    .on(pushCalls.unsubscribe, ({ endpoint }) => {
      mine = mine.filter((d) => d.endpoint !== endpoint);
      return { message: PUSH_MSG.unsubscribed };
    })
    .on(pushCalls.test, () => ({ sent: mine.length, message: PUSH_MSG.testSent(mine.length) }));
}

describe('the notifications card', () => {
  it('says so in a browser without push', async () => {
    pushServer();
    renderApp(<PushCard />, { user: me });
    expect(await screen.findByText(PUSH_MSG.unsupported)).toBeTruthy();
  });

  it('says how to allow them when this browser blocks them', async () => {
    browserWithPush('denied');
    pushServer();
    renderApp(<PushCard />, { user: me });
    expect(await screen.findByText(PUSH_MSG.denied)).toBeTruthy();
    expect(PUSH_MSG.denied).toMatch(/autoriser à nouveau.*cadenas.*Notifications › Autoriser.*rechargez/);
  });

  it('on a plain http address, says https is the cause (not the browser) and where the guide is', async () => {
    // A phone on http://192.168.1.20:3000: not a secure context, so no service worker nor push at all.
    vi.stubGlobal('isSecureContext', false);
    pushServer();
    renderApp(<PushCard />, { user: me });
    const said = await screen.findByText(PUSH_MSG.insecure(window.location.origin));
    expect(said.textContent).toMatch(/https.*docs\/exploitation\.md.*HTTPS sur un réseau domestique/);
    expect(screen.queryByText(PUSH_MSG.unsupported)).toBeNull();
  });

  it('a subscription the browser refuses stays on the card with its reason, until the next try', async () => {
    browserWithPush('default', new DOMException('Registration failed - push service error', 'AbortError'));
    const server = pushServer();
    const user = userEvent.setup();
    renderApp(<PushCard />, { user: me });
    await user.click(await screen.findByRole('button', { name: PUSH_MSG.enable }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PUSH_MSG.subscribeFailed);
    expect(alert.textContent).toContain(PUSH_MSG.browserSaid('AbortError : Registration failed - push service error'));
    expect(toast.warning).not.toHaveBeenCalled();
    expect(server.asked(pushCalls.subscribe)).toBe(false);
  });

  it('a permission refused while subscribing says how to allow it again', async () => {
    browserWithPush('default', new DOMException('Registration failed - permission denied', 'NotAllowedError'));
    const user = userEvent.setup();
    pushServer();
    renderApp(<PushCard />, { user: me });
    await user.click(await screen.findByRole('button', { name: PUSH_MSG.enable }));
    expect((await screen.findByRole('alert')).textContent).toContain(PUSH_MSG.denied);
  });

  it('subscribes this device with my choices, after my permission, then changes a choice, sends a test and stops', async () => {
    const browser = browserWithPush();
    const server = pushServer([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/other', types: ['turn'], device: null, created_at: '2026-08-01T08:00:00.000Z' },
    ]);
    const user = userEvent.setup();
    renderApp(<PushCard />, { user: me });
    expect(await screen.findByText(PUSH_MSG.otherDevices(1))).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: PUSH_MSG.types.live }));
    await user.click(screen.getByRole('button', { name: PUSH_MSG.enable }));
    await waitFor(() => expect(server.received(pushCalls.subscribe)).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(server.received(pushCalls.subscribe)[0]).toEqual({
      subscription: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
      types: ['turn', 'lineup', 'result', 'trade', 'chat'],
    });
    expect(toast.success).toHaveBeenCalledWith(PUSH_MSG.on);

    // Subscribed: a choice is saved at once.
    const result = await screen.findByRole('checkbox', { name: PUSH_MSG.types.result });
    await waitFor(() => expect(screen.getByRole('button', { name: PUSH_MSG.sendTest })).toBeTruthy());
    await user.click(result);
    await waitFor(() => expect(server.received(pushCalls.subscribe)).toHaveLength(2));
    expect(server.received(pushCalls.subscribe)[1]?.types).toEqual(['turn', 'lineup', 'trade', 'chat']);

    await user.click(screen.getByRole('button', { name: PUSH_MSG.sendTest }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PUSH_MSG.testSent(2)));

    await user.click(screen.getByRole('button', { name: PUSH_MSG.disable }));
    await waitFor(() => expect(server.received(pushCalls.unsubscribe)).toEqual([{ endpoint: ENDPOINT }]));
    expect(await screen.findByRole('button', { name: PUSH_MSG.enable })).toBeTruthy();
  });
});
