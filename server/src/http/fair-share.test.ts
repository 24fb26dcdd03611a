import { SRV } from '@poolfoot/domain';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';
import { fairShare } from './fair-share.js';
import type { App } from './types.js';

/**
 * One user's loops cannot take the server from the others. The hook on a bare Fastify app whose one call
 * holds until the test lets it go, so that what runs, waits and is refused at a given moment is known, not raced.
 */
let app: ReturnType<typeof Fastify> | undefined;
afterEach(() => app?.close());

async function slowApp() {
  const server = Fastify();
  server.setErrorHandler(errorHandler);
  server.decorateRequest('user', null);
  // The caller, as the session hook of app.ts sets it.
  server.addHook('onRequest', async (req) => {
    const id = Number(req.headers['x-user']);
    (req as { user: unknown }).user = id ? { id } : null;
  });
  fairShare(server as unknown as App, { max: 2, queue: 3, skip: () => false });
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const entered: string[] = [];
  server.get('/slow', { config: { access: 'public', api: true } }, async (req) => {
    entered.push(String(req.headers['x-call']));
    await gate;
    return { ok: true };
  });
  app = server;
  // Ready before the calls: they then reach the hooks in the order they are made.
  await server.ready();
  return { server, entered, open: () => open() };
}

it('a user runs two calls at once, three more wait their turn in order, beyond a 429; another user is served meanwhile', async () => {
  const { server, entered, open } = await slowApp();
  // Sent at once (an injection left unawaited is only sent when first awaited).
  const call = (user: number, n: number) =>
    Promise.resolve(server.inject({ url: '/slow', headers: { 'x-user': String(user), 'x-call': `${user}-${n}` } }));
  const mine = Array.from({ length: 10 }, (_, n) => call(1, n));
  // The refused ones answer at once, while the others still run or wait.
  const refused = (await Promise.all(mine.slice(5))).map((r) => [r.statusCode, r.json().message]);
  expect(refused).toEqual(Array.from({ length: 5 }, () => [429, SRV.tooManyAtOnce]));
  expect(entered).toEqual(['1-0', '1-1']);
  // Another user is not behind them.
  const other = call(2, 0);
  await expect.poll(() => entered).toContain('2-0');
  open();
  expect((await Promise.all(mine.slice(0, 5))).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect((await other).statusCode).toBe(200);
  // The three that waited went in the order they came.
  expect(entered.filter((e) => e.startsWith('1-'))).toEqual(['1-0', '1-1', '1-2', '1-3', '1-4']);
  // Once done, the user is served again at once.
  expect((await call(1, 10)).statusCode).toBe(200);
});
