import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
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

export type HeaderSet = 'api' | 'page';

/**
 * The security headers of @fastify/helmet, computed once: the plugin rebuilds helmet's middleware
 * (and re-parses the CSP) on every request, a fifth of the cost of a cached API answer. The options
 * give the same headers on every response, so they are read at start and set on each response as
 * helmet does (on the raw response: hijacked replies such as the live stream carry them too).
 * Which set a response gets is read from the route that matched (its declaration), never from the URL;
 * a request no route matched gets the page set, and the not-found handler switches to the API set when
 * it answers with the JSON envelope.
 */
export async function securityHeaders(app: App) {
  const sets: Record<HeaderSet, (readonly [string, string])[]> = {
    page: await headersOf(PAGE),
    api: [...(await headersOf(API)), ['cache-control', 'no-store'] as const],
  };
  const apply = (reply: FastifyReply, set: HeaderSet) => {
    for (const [name, value] of sets[set]) reply.raw.setHeader(name, value);
  };
  app.addHook('onRequest', (req, reply, done) => {
    apply(reply, !req.is404 && req.routeOptions.config.api ? 'api' : 'page');
    done();
  });
  return apply;
}
