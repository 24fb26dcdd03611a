import { type Endpoint, type RequestOf, urlOf } from '@poolfoot/domain';
import type { InjectOptions } from 'fastify';
import { injectCall } from '../src/http/inject.js';
import type { App } from '../src/http/types.js';

/** Who sends a request: anyone holding a session cookie (a logged-in test user, or a made-up cookie), or null for a visitor. */
export type Who = { cookie: string } | null;

/** A call's input as a rest argument: optional when the call takes none, or nothing but optional fields. */
export type InputArgs<E extends Endpoint> =
  undefined extends RequestOf<E>
    ? [input?: RequestOf<E>]
    : Record<string, never> extends RequestOf<E>
      ? [input?: RequestOf<E>]
      : [input: RequestOf<E>];

/**
 * Requests to the app in process (app.inject) on behalf of one session, so a test says who calls and what,
 * never how the cookie travels. `call` goes the way the web goes (the endpoint object, typed input); `get` and
 * `post` send exactly what a test crafts (an untyped query or body, a chosen method) to an endpoint or a literal URL.
 */
export function callerOf(app: App, who: Who) {
  const headers: Record<string, string> = who ? { cookie: who.cookie } : {};
  const urlOfTarget = (target: Endpoint | string) => (typeof target === 'string' ? target : urlOf(target));
  return {
    /** The call as the web makes it (injectCall): a POST of the input when the endpoint takes POST, else a GET with it as query. */
    call: <E extends Endpoint>(e: E, ...[input]: InputArgs<E>) => injectCall(app, e, input, headers),
    /** A GET with this query (values sent as text, null and undefined left out). */
    get: (target: Endpoint | string, query: Record<string, unknown> = {}) =>
      app.inject({
        method: 'GET',
        url: urlOfTarget(target),
        query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)]]))),
        headers,
      }),
    /** A POST of this JSON body (none when absent). */
    post: (target: Endpoint | string, body?: unknown) =>
      app.inject({
        method: 'POST',
        url: urlOfTarget(target),
        headers,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
  };
}

export type Caller = ReturnType<typeof callerOf>;
