import { APP_MSG } from '@poolfoot/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { PWA_FILES } from '../files';
import { openFromNotification, pagePath, showPush } from './push';
import type { WindowClient, WorkerScope } from './scope';

const ORIGIN = 'https://poolfoot.example';

/** An open window of the app at `path`. */
const windowAt = (path: string, focused = false): WindowClient => {
  const w: WindowClient = {
    url: `${ORIGIN}${path}`,
    focused,
    postMessage: vi.fn(),
    focus: vi.fn(async () => w),
    navigate: vi.fn(async () => w),
  };
  return w;
};

/** The worker's scope with the app's open windows, and what it shows. */
function scopeWith(windows: WindowClient[] = []) {
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
  } as unknown as WorkerScope;
  return { scope, showNotification, openWindow };
}

const pushOf = (message: unknown) => ({ json: () => message });
const notification = (url: unknown) => ({ close: vi.fn(), data: { url } }) as unknown as Notification;

describe('a push', () => {
  it('shows the server’s message: its title and text, its tag, the page it opens, the app’s icons, in French', async () => {
    const { scope, showNotification } = scopeWith();
    const message = { title: 'À vous de choisir !', body: 'Draft des Amis, tour 3 : c’est votre choix.', url: '/draft', tag: 'turn-12' };
    await showPush(scope, pushOf(message));
    expect(showNotification).toHaveBeenCalledWith('À vous de choisir !', {
      body: 'Draft des Amis, tour 3 : c’est votre choix.',
      tag: 'turn-12',
      data: { url: '/draft' },
      icon: PWA_FILES.icon192,
      badge: PWA_FILES.badge,
      lang: 'fr',
    });
  });

  it('without a message, or with one it cannot read, shows the generic notice that opens the home', async () => {
    const unreadable = { json: () => JSON.parse('pas du JSON') };
    for (const data of [null, unreadable, pushOf(null), pushOf({ title: '', body: 'x', url: '/' }), pushOf({ title: 'Titre', url: '/' })]) {
      const { scope, showNotification } = scopeWith();
      await showPush(scope, data);
      expect(showNotification).toHaveBeenCalledWith(
        APP_MSG.pushTitle,
        expect.objectContaining({ body: APP_MSG.pushBody, data: { url: '/home' } }),
      );
    }
  });

  it('opens a page of this site only: another site, a protocol-relative or a script address opens the home', () => {
    expect(pagePath('/mercato?tour=2#choix', ORIGIN)).toBe('/mercato?tour=2#choix');
    expect(pagePath(`${ORIGIN}/compo`, ORIGIN)).toBe('/compo');
    for (const url of ['https://ailleurs.example/draft', '//ailleurs.example/draft', 'javascript:alert(1)', 'http://[', 42, null]) {
      expect(pagePath(url, ORIGIN)).toBe('/home');
    }
  });
});

describe('a tap on a notification', () => {
  it('closes it, brings the focused window of the app to its page', async () => {
    const other = windowAt('/stats');
    const focused = windowAt('/home', true);
    const { scope, openWindow } = scopeWith([other, focused]);
    const tapped = notification('/compo');
    await openFromNotification(scope, tapped);
    expect(tapped.close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith('/compo');
    expect(other.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window that shows that page already, and opens one when the app has none open', async () => {
    const there = windowAt('/draft');
    await openFromNotification(scopeWith([there]).scope, notification('/draft'));
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();

    const { scope, openWindow } = scopeWith([]);
    await openFromNotification(scope, notification('https://ailleurs.example/'));
    expect(openWindow).toHaveBeenCalledWith('/home');
  });

  it('opens a new window when the open one cannot be navigated (a page this worker does not control)', async () => {
    const uncontrolled = windowAt('/home');
    vi.mocked(uncontrolled.navigate).mockRejectedValue(new TypeError('not controlled'));
    const { scope, openWindow } = scopeWith([uncontrolled]);
    await openFromNotification(scope, notification('/classement'));
    expect(openWindow).toHaveBeenCalledWith('/classement');
  });
});
