import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, composCalls, draftCalls, joueursCalls, liveCalls, SRV, statsCalls, urlOf } from '@poolfoot/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail } from './http/envelope.js';
import { AppError } from './http/errors.js';
import { clientErrorHandler } from './http/client-error.js';
import { capConnectionsPerAddress, proxyAddresses } from './http/connection-cap.js';
import { errorHandler } from './http/error-handler.js';
import { fairShare } from './http/fair-share.js';
import { hostCheck } from './http/host-check.js';
import { checkAccess, sameOrigin } from './http/guards.js';
import { RequestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { lifetimeOf, readSession } from './http/session.js';
import { sendWebFile } from './http/web-files.js';
import type { ApiRoute, App, AppContext } from './http/types.js';
import { features } from './features/index.js';
import { ALWAYS, cacheAnswers } from './cache/answers.js';
import { catchUp } from './db/shared-generation.js';
import { draftAnswerValidity } from './features/draft/index.js';
import { compoAnswerValidity } from './features/compos/index.js';
import { initChampionnatRuntime } from './features/championnat/index.js';
import { demoChampionnatRoutes } from './demo/index.js';

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

export type BuildOptions = { ctx: AppContext; logger?: FastifyBaseLogger };

/** Builds the whole app (plugins, routes, static web). server.ts listens; tests use app.inject. */
export async function buildApp({ ctx, logger }: BuildOptions): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustProxy(ctx.config.TRUST_PROXY),
    bodyLimit: ctx.config.BODY_LIMIT,
    // A request dripped byte by byte is cut once its time is up; the check runs every second.
    requestTimeout: ctx.config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: ctx.config.IDLE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: ctx.config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(1000, ctx.config.REQUEST_TIMEOUT_SECONDS * 500),
    },
    logController: new RequestLog(),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = ctx.config.MAX_CONNECTIONS;
  capConnectionsPerAddress(app.server, ctx.config.MAX_CONNECTIONS_PER_ADDRESS, proxyAddresses(ctx.config.TRUST_PROXY));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  // First of all, for every request (pages, files, calls, the not found): one naming another host is refused.
  app.addHook('onRequest', hostCheck(ctx.config));

  await app.register(cookie);
  const setHeaders = await securityHeaders(app);

  // Every route declares who may call it; a route without a declaration fails at start. Whether a route
  // belongs to the API is read from its declared path here, once: requests are judged by the route that
  // matched (the router decodes and normalises paths), never by the text of their URL.
  const routeTable: ApiRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} sans déclaration d'accès`);
    const api = route.url.startsWith(API_PREFIX);
    route.config = { ...route.config, access, api };
    if (!api) return;
    const input = (route.schema?.body ?? route.schema?.querystring) as ZodType | undefined;
    const output = (route.schema?.response as Record<number, ZodType> | undefined)?.[200];
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, access, input, output });
  });

  const lifetime = lifetimeOf(ctx.config);
  app.addHook('onRequest', async (req) => {
    // A request no route matched goes to the not-found handler (a 404, whatever its path says).
    if (req.is404) return;
    const { access, api } = req.routeOptions.config;
    // Refuse by default: a route that somehow reached here without a declared access is not served.
    if (!access) throw new AppError('forbidden', SRV.forbiddenRole);
    if (!api) return;
    // Calls from another site are refused (the cookie is SameSite=Strict too): browsers say where a request
    // comes from; 'none' is an address typed by the user. This covers the GET calls that change data.
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw new AppError('forbidden', SRV.csrf);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !sameOrigin(req.headers.origin, req)) {
      throw new AppError('forbidden', SRV.csrf);
    }
    // On PostgreSQL, first hear of every write committed before this request: no cache serves older data.
    await catchUp(ctx.database.db);
    req.user = await readSession(ctx.database.db, req, ctx.now(), lifetime);
    checkAccess(access, req.user);
  });

  // After the session is known (the hook above): each caller's share of the server.
  const stream = urlOf(liveCalls.stream);
  const max = ctx.config.CALLS_AT_ONCE ?? (ctx.database.kind === 'pglite' ? 1 : 4);
  fairShare(app, { max, queue: ctx.config.CALLS_WAITING, skip: (req) => req.routeOptions.url === stream });

  cacheAnswers(app, {
    [urlOf(draftCalls.get)]: draftAnswerValidity,
    [urlOf(composCalls.getCompo)]: compoAnswerValidity,
    // The season's players and their totals change only with the database (a loop on them costs nothing
    // more than its checks).
    [urlOf(statsCalls.players)]: () => ALWAYS,
    [urlOf(statsCalls.topPlayers)]: () => ALWAYS,
    [urlOf(joueursCalls.list)]: () => ALWAYS,
  });
  for (const feature of features) await app.register(feature);
  // The demo league answers as the official API and Transfermarkt would, when the demo is on (features/championnat/runtime).
  if (await initChampionnatRuntime(ctx)) await app.register(demoChampionnatRoutes);

  const webDist = resolve(ctx.config.WEB_DIST ?? defaultWebDist);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // The build writes .br and .gz beside each text file (web/vite.config.ts): sent to browsers that accept them.
    // One declared public route serves the built files; a path that is no file goes to the not-found handler.
    await app.register(fastifyStatic, { root: webDist, serve: false, index: false, maxAge: '1y', immutable: true, preCompressed: true });
    // A page's address (no such file) goes straight to the not-found handler, which answers the single-page app: not
    // through the static plugin's own not-found bounce, and the reply never returned, since each await of a reply adds
    // listeners to its response (the season's MaxListenersExceededWarning lines).
    app.get('/*', { config: { access: 'public' } }, (req, reply) => {
      const file = (req.params as { '*': string })['*'];
      if (isApiPath(req.url) || !isFileIn(webDist, file)) reply.callNotFound();
      else sendWebFile(reply, file);
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (!hasWeb || (req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.url)) {
      setHeaders(reply, 'api');
      reply.status(404).send(fail('not_found', SRV.notFoundRoute));
      return;
    }
    // The single-page app answers every other path; index.html is never kept without asking again.
    sendWebFile(reply, 'index.html');
  });
  return app;
}

/** Whether a path names a file inside the built web app's folder. */
function isFileIn(root: string, path: string) {
  const full = resolve(root, path);
  return full.startsWith(root + sep) && statSync(full, { throwIfNoEntry: false })?.isFile() === true;
}

/** Whether a URL that matched no route reads as an API path once decoded (it gets the 404 envelope, not the page). */
function isApiPath(url: string) {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* a malformed escape: judged as written */
  }
  return decoded.replace(/\/{2,}/g, '/').startsWith('/backend/');
}

/** A number of hops (TRUST_PROXY=1) as Fastify reads it: the closest n addresses of X-Forwarded-For are proxies. */
const trustProxy = (setting: false | number | string) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
