import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { App } from './types.js';

/** The pages and files of the web app: helmet's defaults, a CSP without inline scripts, no framing. */
const PAGE: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The API's JSON answers: the headers that act on a JSON response (OWASP REST Security Cheat Sheet).
 * Nothing may run or be framed in one (default-src 'none'), no type sniffing, no cross-origin reads,
 * never kept by a cache (cache-control: no-store, added below);
 * the document-only headers of the pages (opener policy, DNS prefetch, legacy IE and Flash switches)
 * would only add bytes to every call.
 */
const API: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets with these options, read once from a probe response. */
async function headersOf(options: FastifyHelmetOptions) {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_HELMET.has(name.toLowerCase()))
    .map(([name, value]) => [name, String(value)] as const);
}

/**
 * The security headers of @fastify/helmet, computed once: the plugin rebuilds helmet's middleware
 * (and re-parses the CSP) on every request, a fifth of the cost of a cached API answer. The options
 * give the same headers on every response, so they are read at start and set on each response as
 * helmet does (on the raw response: hijacked replies such as the live stream carry them too).
 */
export async function securityHeaders(app: App, apiPrefix: string) {
  const [page, api] = [await headersOf(PAGE), [...(await headersOf(API)), ['cache-control', 'no-store'] as const]];
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of req.url.startsWith(apiPrefix) ? api : page) reply.raw.setHeader(name, value);
    done();
  });
}
