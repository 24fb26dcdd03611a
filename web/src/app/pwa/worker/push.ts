import type { PushPayload } from '@poolfoot/domain';
import { APP_MSG } from '@poolfoot/domain/messages';
import { PWA_FILES } from '../files';
import type { WorkerScope } from './scope';

/** The page a notification opens when its message names none that can be opened. */
const HOME = '/home';

/** What a push that could not be read shows: Chrome wants every push shown (userVisibleOnly), so something calm. */
const GENERIC: PushPayload = { title: APP_MSG.pushTitle, body: APP_MSG.pushBody, url: HOME };

/**
 * A page of this site to open, as a path: a path or an address of this site keeps its path, query and fragment;
 * anything else (another site, '//elsewhere', 'javascript:…', not text) opens the home.
 */
export function pagePath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return HOME;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : HOME;
  } catch {
    return HOME;
  }
}

/** A push's message as the server sends it (domain pushPayloadSchema), read without zod; anything else is the generic one. */
export function payloadOf(message: unknown, origin: string): PushPayload {
  const p = message as { [K in keyof PushPayload]?: unknown } | null;
  if (typeof p?.title !== 'string' || !p.title.trim() || typeof p.body !== 'string' || typeof p.url !== 'string') return GENERIC;
  const tag = typeof p.tag === 'string' && p.tag ? { tag: p.tag } : {};
  return { title: p.title, body: p.body, url: pagePath(p.url, origin), ...tag };
}

/** The notification of a push: its text, its tag (a newer one with the same tag replaces it), the page it opens. */
export function notificationOf({ title, body, url, tag }: PushPayload): { title: string; options: NotificationOptions } {
  return { title, options: { body, tag, data: { url }, icon: PWA_FILES.icon192, badge: PWA_FILES.badge, lang: 'fr' } };
}

/** A push's message: JSON, or nothing readable (null). */
function messageOf(data: { json(): unknown } | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

/** Shows the notification of a push (push event). */
export function showPush(scope: WorkerScope, data: { json(): unknown } | null) {
  const { title, options } = notificationOf(payloadOf(messageOf(data), scope.location.origin));
  return scope.registration.showNotification(title, options);
}

/**
 * A tap on a notification (notificationclick): closes it, then brings an open window of the app to the page it is
 * about (focused, then navigated unless it is there already), else opens a new window on that page.
 */
export async function openFromNotification(scope: WorkerScope, notification: Notification) {
  notification.close();
  const url = pagePath((notification.data as { url?: unknown } | null)?.url, scope.location.origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.focused) ?? windows[0];
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (pagePath(focused.url, scope.location.origin) === url) return;
  // A window this worker does not control (opened before it) cannot be navigated from here: a new one opens instead.
  await focused.navigate(url).catch(() => scope.clients.openWindow(url));
}
