import { type Endpoint, type RequestOf, urlOf } from '@poolfoot/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from './types.js';

/**
 * Calls an endpoint of the app in process (app.inject), as the browser would: a POST with its JSON body
 * when the endpoint takes POST, else a GET with a query string. For code that drives the app through
 * its own calls (the demo season) and for the API tests.
 */
export function injectCall<E extends Endpoint>(
  app: App,
  e: E,
  input?: RequestOf<E>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const post = e.methods.includes('POST');
  const opts: InjectOptions = { method: post ? 'POST' : 'GET', url: urlOf(e), headers };
  if (post) opts.payload = (input ?? {}) as object;
  else if (input) opts.query = Object.fromEntries(Object.entries(input).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)]])));
  return app.inject(opts);
}
