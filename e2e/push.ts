import type { Page } from '@playwright/test';
import { type PushService, PUSH_SERVICE_CA, postingTo, startPushService, type TestDevice } from '../server/test/push-service';
import { testWith } from './fixtures';

// The local push service of the tests (server/test/push-service.ts) beside each spec's server: the server trusts its
// certificate (as it trusts a browser vendor's) and posts only to it, at a port of its own beside the server's.
const pushPort = (serverPort: number) => serverPort + 10_000;
export const testWithPush = testWith((port) => ({ ...postingTo(pushPort(port)), NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CA })).extend<
  object,
  { push: PushService }
>({
  push: [
    async ({ server }, use) => {
      const push = await startPushService(pushPort(Number(new URL(server.url).port)));
      await use(push);
      await push.close();
    },
    { scope: 'worker' },
  ],
});

/** The page's push registration answers with `device`'s subscription at the local push service. */
export async function pushManagerAt(page: Page, device: TestDevice) {
  await page.addInitScript((json) => {
    // Kept across reloads, as a browser keeps its subscription.
    const KEPT = 'poolfoot.test-push-key';
    const made = (key: number[]) => ({
      ...json,
      options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(KEPT);
        return true;
      },
    });
    const kept = () => JSON.parse(localStorage.getItem(KEPT) ?? 'null') as number[] | null;
    PushManager.prototype.getSubscription = async () => {
      const key = kept();
      return (key ? made(key) : null) as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      localStorage.setItem(KEPT, JSON.stringify(Array.from(key instanceof Uint8Array ? key : new Uint8Array())));
      return made(kept() ?? []) as unknown as PushSubscription;
    };
  }, device.subscription);
}
