import { renderHook } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { draftCalls } from '@poolfoot/domain';
import { appWrapper } from '../test/render';
import { useLiveInvalidate } from './live';

/** The browser's EventSource, as far as the hook uses it (jsdom has none). */
class FakeSource {
  static all: FakeSource[] = [];
  closed = false;
  listeners: (() => void)[] = [];
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(_type: string, listener: () => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
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
  for (const listener of source?.listeners ?? []) listener();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['draft/get.php'] });
  hook.unmount();
  expect(source?.closed).toBe(true);
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
  const change = () => {
    for (const listener of FakeSource.all[0]?.listeners ?? []) listener();
  };
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
