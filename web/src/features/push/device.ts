/**
 * This browser's side of Web Push: whether it can receive (a service worker registered, the Push API, notifications
 * allowed), its subscription, and subscribing with the server's key. The service worker (the app's, /sw.js) shows what
 * arrives.
 */
export type DeviceState =
  | { kind: 'insecure' }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'ready'; registration: ServiceWorkerRegistration; subscription: PushSubscription | null };

export async function deviceState(): Promise<DeviceState> {
  // Browsers keep push (and service workers) for https and localhost: on a plain http address it is the cause, not the browser.
  if (window.isSecureContext === false) return { kind: 'insecure' };
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  // The app's worker may still be installing on a first visit: it is waited for a moment (none in development).
  const container = navigator.serviceWorker;
  let wait: ReturnType<typeof setTimeout> | undefined;
  const registration = await Promise.race([
    container.ready,
    new Promise<ServiceWorkerRegistration | undefined>((resolve) => {
      wait = setTimeout(() => resolve(container.getRegistration()), 5000);
    }),
  ]).finally(() => clearTimeout(wait));
  if (!registration) return { kind: 'unsupported' };
  return { kind: 'ready', registration, subscription: await registration.pushManager.getSubscription() };
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && new Uint8Array(a).every((x, i) => x === b[i]) && a.byteLength === b.length;

/**
 * This browser's subscription with the server's key (asking the user's permission first): the one it has when made with
 * this key, else a new one. Null when the user does not allow notifications.
 */
export async function subscribeDevice(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscriptionJSON | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const key = keyBytes(publicKey);
  const had = await registration.pushManager.getSubscription();
  if (had && !sameKey(had.options.applicationServerKey, key)) await had.unsubscribe();
  const made =
    had && sameKey(had.options.applicationServerKey, key)
      ? had
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return made.toJSON();
}

/** The browser's reason when a subscription fails (a DOMException's name and text), if it gave one. */
export function refusalOf(err: unknown): { denied: boolean; reason: string | null } {
  // A DOMException is not an Error in every browser: read by its fields.
  const { name, message } = (typeof err === 'object' && err !== null ? err : {}) as { name?: unknown; message?: unknown };
  const words = [name, message].filter((w): w is string => typeof w === 'string' && w !== '');
  return { denied: name === 'NotAllowedError', reason: words.join(' : ') || null };
}
