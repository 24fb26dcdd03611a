import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { App } from './types.js';

const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers of @fastify/helmet, computed once: the plugin rebuilds helmet's middleware
 * (and re-parses the CSP) on every request, a fifth of the cost of a cached API answer. These options
 * give the same headers on every response, so they are read from one probe response at start and
 * set on each response as helmet does (on the raw response: hijacked replies such as the live stream
 * carry them too).
 */
export async function securityHeaders(app: App, options: FastifyHelmetOptions) {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const headers = Object.entries(res.headers)
    .filter(([name]) => !NOT_HELMET.has(name.toLowerCase()))
    .map(([name, value]) => [name, String(value)] as const);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
