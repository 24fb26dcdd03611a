import { liveCalls } from '@poolfoot/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createUser, testLeague } from '../../../test/factories/index.js';
import { publish } from './publish.js';

let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  cookie = await cookieOf(t.app, await createUser(t.db));
});
afterAll(() => t.close());

async function readEvents(res: Response, count: number) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  while ((text.match(/\n\n/g) ?? []).length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text;
}

it('streams a change event to subscribers of the topic after a publish', async () => {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/backend/api/live/stream.php?topics=draft`, { headers: { cookie }, signal: ctrl.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events = readEvents(res, 2);
  await new Promise((r) => setTimeout(r, 50));
  const league = { leagueId: await testLeague(t.db) };
  await publish(t.app.ctx, 'mercato', league);
  await publish(t.app.ctx, 'draft', league);
  const text = await events;
  expect(text).toContain('event: ready');
  expect(text).toContain('event: change\ndata: {"topic":"draft"}');
  expect(text).not.toContain('"topic":"mercato"');
  ctrl.abort();
});

it('refuses anonymous callers and unknown topics', async () => {
  expect((await t.anonymous.call(liveCalls.stream, { topics: 'draft' })).statusCode).toBe(401);
  const bad = await t.as({ cookie }).get(liveCalls.stream, { topics: 'nope' });
  expect(bad.statusCode).toBe(400);
});

it('ends the open streams when the app closes, so a stop never hangs on an open page', async () => {
  const other = await testApp();
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
  const res = await fetch(`${url}/backend/api/live/stream.php?topics=draft`, {
    headers: { cookie: await cookieOf(other.app, await createUser(other.db)) },
  });
  const ended = readEvents(res, 99);
  const closed = await Promise.race([other.close().then(() => true), new Promise((r) => setTimeout(() => r(false), 3_000))]);
  expect(closed).toBe(true);
  expect(await ended).toContain('event: ready');
});
