import { APP_MSG } from '@poolfoot/domain/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { dataSource, SKIP_WAITING } from './protocol';
import { OFFLINE_RETRY_MS, PwaNotices } from './pwa-notices';
import { pwaState } from './pwa-state';
import { watchServiceWorker } from './register';

/** A service worker as the page sees one: its state, the messages it was sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker: its controller (the version running the page, if any) and its one registration. */
class FakeContainer extends EventTarget {
  registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  });
  constructor(public controller: FakeWorker | null) {
    super();
  }
  startMessages() {}
  register = vi.fn(async () => this.registration);
  /** The worker's message to the page. */
  says(message: unknown) {
    act(() => void this.dispatchEvent(new MessageEvent('message', { data: message })));
  }
  /** A new version found by the browser, installing. */
  found(worker: FakeWorker) {
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
  }
}

/** The notices, listening to `container` as the app does once its worker is registered. */
async function renderNotices(container: FakeContainer) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  renderApp(<PwaNotices />);
  await act(() => watchServiceWorker(container as unknown as ServiceWorkerContainer));
}

const online = (value: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
};

afterEach(() => {
  act(() => {
    pwaState.dataFrom(false);
    pwaState.dismissUpdate();
  });
  online(true);
});

describe('the offline notice', () => {
  it('says so when the worker answered from what it kept, and goes once an answer comes from the network', async () => {
    const container = new FakeContainer(new FakeWorker());
    await renderNotices(container);
    expect(screen.queryByText(APP_MSG.offline)).toBeNull();
    container.says(dataSource(true));
    expect(screen.getByRole('status').textContent).toBe(APP_MSG.offline);
    container.says(dataSource(false));
    expect(screen.queryByText(APP_MSG.offline)).toBeNull();
  });

  it('says so while the browser is offline, worker or not, and goes when it is back online', () => {
    renderApp(<PwaNotices />);
    online(false);
    expect(screen.getByText(APP_MSG.offline)).toBeTruthy();
    online(true);
    expect(screen.queryByText(APP_MSG.offline)).toBeNull();
  });

  it('reads what the page shows again every few seconds while it is on kept data, and stops once back', async () => {
    vi.useFakeTimers();
    try {
      const container = new FakeContainer(new FakeWorker());
      Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
      const read = vi.fn(async () => 'kept');
      function Page() {
        useQuery({ queryKey: ['page'], queryFn: read });
        return <PwaNotices />;
      }
      renderApp(<Page />);
      await act(() => watchServiceWorker(container as unknown as ServiceWorkerContainer));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(read).toHaveBeenCalledTimes(1);
      // The browser says nothing (no online event): the network is tried again all the same.
      container.says(dataSource(true));
      await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS));
      expect(read).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS));
      expect(read).toHaveBeenCalledTimes(3);
      container.says(dataSource(false));
      await act(() => vi.advanceTimersByTimeAsync(3 * OFFLINE_RETRY_MS));
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a message from the worker that is not its own as nothing', async () => {
    const container = new FakeContainer(new FakeWorker());
    await renderNotices(container);
    container.says({ type: 'DATA_SOURCE', offline: 'yes' });
    container.says('offline');
    expect(screen.queryByText(APP_MSG.offline)).toBeNull();
  });
});

describe('a new version', () => {
  it('is offered once installed, and taken only on « Recharger »: the page reloads when the new version controls it', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const container = new FakeContainer(new FakeWorker());
    await renderNotices(container);
    const next = new FakeWorker();
    container.found(next);
    expect(screen.queryByText(APP_MSG.updateReady)).toBeNull();
    act(() => next.install());
    expect(screen.getByText(APP_MSG.updateReady)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: APP_MSG.reload }));
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    // Nothing happens to the page until the new version has taken over.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waiting already when the page loads is offered; « Plus tard » puts the notice away without taking it', async () => {
    const container = new FakeContainer(new FakeWorker());
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    await renderNotices(container);
    await userEvent.click(screen.getByRole('button', { name: APP_MSG.later }));
    expect(screen.queryByText(APP_MSG.updateReady)).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('taken already from another tab: « Recharger » only reloads this page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const container = new FakeContainer(new FakeWorker());
    const next = new FakeWorker();
    next.state = 'installed';
    container.registration.waiting = next;
    await renderNotices(container);
    next.state = 'activated';
    await userEvent.click(screen.getByRole('button', { name: APP_MSG.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is no update on the first install: the page had no worker, nothing is offered', async () => {
    const container = new FakeContainer(null);
    await renderNotices(container);
    const first = new FakeWorker();
    container.found(first);
    act(() => first.install());
    expect(screen.queryByText(APP_MSG.updateReady)).toBeNull();
  });

  it('is looked for at once when a page under a worker loads, and again when the page is looked at again', async () => {
    const container = new FakeContainer(new FakeWorker());
    await renderNotices(container);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('is not looked for at the first load: the worker being installed is the newest', async () => {
    const container = new FakeContainer(null);
    await renderNotices(container);
    expect(container.registration.update).not.toHaveBeenCalled();
  });
});
