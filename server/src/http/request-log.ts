import type { App } from './types.js';

/**
 * One log line per answered request, at debug level (LOG_LEVEL=debug shows them): Fastify's own
 * request logging writes two lines at info for every call, which a busy draft turns into most of a
 * request's cost. Failures are logged at error level by the error handler whatever the level.
 */
export function logRequests(app: App) {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.debug({ method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'requête');
    done();
  });
}
