import { ERROR_STATUS, type Endpoint, type ErrorCode, type InputOf, urlOf } from '@poolfoot/domain/endpoint';
import { vi } from 'vitest';
import type { z } from 'zod';

/** What a call answers, as written in a test: its fields without the envelope's success and status. */
export type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? Omit<z.input<E['response']>, 'success' | 'status' | 'code'>
  : never;

const FAILURE = Symbol('failure');
type Failure = { [FAILURE]: true; code: ErrorCode; message: string; extra: Record<string, unknown> };

/** A refusal as the server says it: its code (and so its HTTP status), its French message, its extra fields. */
export const failure = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}): Failure => ({
  [FAILURE]: true,
  code,
  message,
  extra,
});

type Reply<E extends Endpoint> = AnswerOf<E> | Failure;
type Handler<E extends Endpoint> = Reply<E> | ((input: InputOf<E>) => Reply<E> | Promise<Reply<E>>);
type Entry = { e: Endpoint; handler: Handler<Endpoint>; received: unknown[] };

const envelope = (status: number, body: object) => Response.json(body, { status });
const refusal = (f: Pick<Failure, 'code' | 'message' | 'extra'>) =>
  envelope(ERROR_STATUS[f.code], { success: false, status: 'error', code: f.code, message: f.message, ...f.extra });

/**
 * The server as the web sees it, for one test: answers the calls of the contract (domain/src/api) the test gives, and
 * stands in for fetch. Each request is read as the server reads it (the call's request schema: a GET's query string,
 * a POST's JSON body), each answer is checked against the call's response schema before it is sent, so a test cannot
 * answer what the real server never would; a broken one fails the test by its console.error. A call the test gave no
 * answer for is refused as not found, saying so. A handler that throws is a server out of reach (the fetch fails, as
 * when the network is down).
 */
export function fakeServer() {
  const entries = new Map<string, Entry>();
  const unexpected: { method: string; path: string }[] = [];
  const fetch = vi.fn(async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const full = new URL(String(url), 'http://poolfoot.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const entry = entries.get(full.pathname);
    if (!entry?.e.methods.includes(method as 'GET' | 'POST')) {
      unexpected.push({ method, path: full.pathname });
      return refusal({ code: 'not_found', message: `Appel non prévu par le test : ${method} ${full.pathname}`, extra: {} });
    }
    const raw = method === 'POST' ? JSON.parse(String(init?.body ?? '{}')) : Object.fromEntries(full.searchParams);
    const parsed = entry.e.request ? entry.e.request.safeParse(raw) : { success: true as const, data: {} };
    if (!parsed.success) {
      console.error(`${entry.e.path} : requête refusée par son schéma`, JSON.stringify(raw), parsed.error.message);
      return refusal({ code: 'bad_request', message: 'Données invalides.', extra: {} });
    }
    entry.received.push(parsed.data);
    const reply = typeof entry.handler === 'function' ? await entry.handler(parsed.data as never) : entry.handler;
    if (FAILURE in reply) return refusal(reply);
    const body = { success: true, status: 'success', ...(reply as object) };
    const checked = entry.e.response?.safeParse(body);
    if (checked && !checked.success) console.error(`${entry.e.path} : réponse hors contrat`, checked.error.message);
    return envelope(200, body);
  });
  vi.stubGlobal('fetch', fetch);

  const server = {
    /** Answers a call: always the same, or from what it received. */
    on<E extends Endpoint>(e: E, handler: Handler<E>) {
      entries.set(urlOf(e), { e, handler: handler as Handler<Endpoint>, received: entries.get(urlOf(e))?.received ?? [] });
      return server;
    },
    /** What a call received, in order, as its schema read it. */
    received: <E extends Endpoint>(e: E) => (entries.get(urlOf(e))?.received ?? []) as InputOf<E>[],
    /** Whether a call was asked at all, answered or not (a call that must not be made is checked here). */
    asked: (e: Endpoint) => (entries.get(urlOf(e))?.received.length ?? 0) > 0 || unexpected.some((u) => u.path === urlOf(e)),
    /** The requests made, any call (a count of reads, for instance). */
    fetch,
  };
  return server;
}
