import { request } from 'node:http';
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
  const slow = async (req: { headers: Record<string, unknown> }) => {
    entered.push(String(req.headers['x-call']));
    await gate;
    return { ok: true };
  };
  server.get('/slow', { config: { access: 'public', api: true } }, slow);
  server.post('/slow', { config: { access: 'public', api: true } }, slow);
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

it('a call whose client goes away gives its turn back: during its handler (a POST, its body read) or while it waits', async () => {
  const { server, entered, open } = await slowApp();
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  // Over a real connection (a phone leaving the page): the client closes it once its call has reached `reached`.
  const leave = (method: string, n: number, reached: () => boolean) =>
    new Promise<void>((resolve) => {
      const headers = { 'x-user': '1', 'x-call': `1-${n}`, 'content-type': 'application/json' };
      const req = request({ host: '127.0.0.1', port, path: '/slow', method, headers });
      req.on('error', () => resolve());
      req.end(method === 'POST' ? '{"a":1}' : undefined);
      const poll = setInterval(() => {
        if (!reached()) return;
        clearInterval(poll);
        req.destroy();
      }, 10);
    });
  // Two in their handlers (the user's two turns), a third waiting: all three leave.
  await Promise.all([
    leave('POST', 0, () => entered.includes('1-0')),
    leave('POST', 1, () => entered.includes('1-1')),
    leave('GET', 2, () => entered.length >= 2),
  ]);
  open();
  // The user's next calls are served, two at once as before: no turn was kept by a call nobody waits for.
  const next = await Promise.all([0, 1].map((n) => server.inject({ url: '/slow', headers: { 'x-user': '1', 'x-call': `1-next-${n}` } })));
  expect(next.map((r) => r.statusCode)).toEqual([200, 200]);
});
