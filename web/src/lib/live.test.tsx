import { renderHook } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { draftCalls } from '@poolfoot/domain';
import { appWrapper } from '../test/render';
import { useLiveInvalidate } from './live';

/** The browser's EventSource, as far as the hook uses it (jsdom has none). */
class FakeSource {
  static all: FakeSource[] = [];
  closed = false;
  listeners: { type: string; listener: () => void }[] = [];
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.push({ type, listener });
  }
  close() {
    this.closed = true;
  }
  /** The server sends an event: `ready` once it listens for the topics (each connection), `change` at each change. */
  send(type: 'ready' | 'change') {
    for (const l of this.listeners) if (l.type === type) l.listener();
  }
}
beforeEach(() => {
  vi.stubGlobal('EventSource', FakeSource);
  FakeSource.all = [];
});

function setup() {
  const { wrapper, client } = appWrapper();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const hook = renderHook(() => useLiveInvalidate(['draft', 'mercato'], [draftCalls.get]), { wrapper });
  return { invalidate, hook };
}

const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));

it('listens to the topics and refetches the queries on every change, until the page goes', () => {
  const { invalidate, hook } = setup();
  const [source] = FakeSource.all;
  expect(source?.url).toBe('/backend/api/live/stream.php?topics=draft%2Cmercato');
  source?.send('change');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['draft/get.php'] });
  hook.unmount();
  expect(source?.closed).toBe(true);
});

it('reads the calls again once the server listens, and at each reconnection: a change made before is not missed', async () => {
  const { invalidate } = setup();
  const [source] = FakeSource.all;
  // The page's answers were read before the server took the stream (from the cache, or answered first).
  expect(invalidate).not.toHaveBeenCalled();
  source?.send('ready');
  expect(invalidate).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['draft/get.php'] });
  await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  await new Promise((r) => setTimeout(r, 20));
  // The connection cut and made again by the browser: what changed while it was down is read at its ready.
  source?.send('ready');
  await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
});

it('lets go of its connection while the page sits in the back-forward cache, and catches up when it returns', () => {
  const { invalidate } = setup();
  const [first] = FakeSource.all;
  pageEvent('pagehide', true);
  expect(first?.closed).toBe(true);
  expect(invalidate).not.toHaveBeenCalled();

  pageEvent('pageshow', true);
  expect(FakeSource.all).toHaveLength(2);
  expect(FakeSource.all[1]?.closed).toBe(false);
  FakeSource.all[1]?.send('ready');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['draft/get.php'] });

  // A first show (not from the cache) opens nothing more.
  pageEvent('pageshow', false);
  expect(FakeSource.all).toHaveLength(2);
});

it('reads the calls again one reading at a time: changes heard meanwhile make one more reading, once it is done', async () => {
  const { invalidate } = setup();
  let done: () => void = () => undefined;
  invalidate.mockImplementation(
    () =>
      new Promise<void>((resolve) => {
        done = resolve;
      }),
  );
  const change = () => FakeSource.all[0]?.send('change');
  // A burst of five picks: one reading starts, the four others wait for it.
  for (let n = 0; n < 5; n++) change();
  expect(invalidate).toHaveBeenCalledTimes(1);
  // Once it is done, one more reading for all of them, started after the last.
  done();
  await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  done();
  // Nothing heard since: no third one.
  await new Promise((r) => setTimeout(r, 20));
  expect(invalidate).toHaveBeenCalledTimes(2);
});
