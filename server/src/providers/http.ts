import { CHAMPIONNAT_MSG } from '@poolfoot/domain';

/** A source that failed (unreachable, too slow, an HTTP error or an answer we cannot read). */
export class SourceError extends Error {
  constructor(
    message: string,
    /** Worth another try: network errors, timeouts, 5xx, 429 and unreadable answers. */
    readonly retryable: boolean,
    /** How long the source asked us to wait before asking again (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
    /** The address asked, once the tries are over: an admin checks it against LFP_API_URL or TM_URL. */
    readonly url?: string,
  ) {
    super(message);
  }
}

/** The system's code of a failed connection: fetch's TypeError carries it in its cause (an AggregateError's too). */
function codeOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') return code;
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/;

/** Why a connection failed, in the admin's words: DNS, refused, cut, no route, TLS, or the bare code. */
export function networkCause(err: unknown, host: string): string {
  const code = codeOf(err);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return CHAMPIONNAT_MSG.causeDns(host);
  if (code === 'ECONNREFUSED') return CHAMPIONNAT_MSG.causeRefused;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return CHAMPIONNAT_MSG.causeReset;
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return CHAMPIONNAT_MSG.sourceTimeout;
  if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH' || code === 'ENETDOWN') return CHAMPIONNAT_MSG.causeNoRoute;
  if (code && TLS_CODE.test(code)) return CHAMPIONNAT_MSG.causeTls(code);
  return CHAMPIONNAT_MSG.sourceUnreachable(code);
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** An answer that does not have the expected shape (thrown by the parsers). */
export class ParseError extends SourceError {
  constructor(detail: string) {
    super(CHAMPIONNAT_MSG.sourceGarbage(detail), true);
  }
}

/**
 * How hard to try (SPEC.md §9): 3 tries; after a failed try n, a backoff of 500, 600 or 700 ms × n.
 * Injected so tests never wait for real time.
 */
export type FetchPolicy = {
  tries: number;
  timeoutMs: number;
  /** Waits after failed try `attempt` (1-based) before the next one. */
  backoff: (attempt: number) => Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC.md §9: 500, 600 or 700 ms (drawn) times the try number. */
export const backoffDelay = (attempt: number, random: () => number = Math.random) =>
  (500 + 100 * Math.min(2, Math.floor(random() * 3))) * attempt;

export const defaultPolicy: FetchPolicy = {
  tries: 3,
  timeoutMs: 15_000,
  backoff: (attempt) => sleep(backoffDelay(attempt)),
};

/** Where a failed try is said (the server's log): one warn line per try, with the address and why. */
export type TryLog = { warn: (obj: { url: string; attempt: number; error: string }, msg: string) => void };

type FetchOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  log?: TryLog;
  /** What to say when the site turns the request away as a bot's (see `isBotRefusal`). */
  refused?: string;
};

/**
 * A bot refusal, never worth another try: an AWS WAF answer (`x-amzn-waf-action: challenge|captcha`,
 * whatever the status) or an empty 202. Transfermarkt answers scrapers with an empty 202 (reported in
 * felipeall/transfermarkt-api issue #117, 2025-12 and 2026-08; not recorded by us).
 */
const isBotRefusal = (res: Response, body: string) => res.headers.has('x-amzn-waf-action') || (res.status === 202 && body.trim() === '');

/** Redirects followed in one try, each to the host asked for only. */
const MAX_REDIRECTS = 3;

/**
 * One GET, following a redirect only on the configured source's own host: the address a source answers
 * with is never a way to make the server call another one (an internal address, another site).
 */
async function fetchSameHost(url: string, init: RequestInit, unreachable: (err: unknown) => SourceError): Promise<Response> {
  const { host } = new URL(url);
  let target = url;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(target, { ...init, redirect: 'manual' });
    } catch (err) {
      throw unreachable(err);
    }
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
    if (location === null) return res;
    await res.body?.cancel();
    const next = new URL(location, target);
    if (next.host !== host || (next.protocol !== 'https:' && next.protocol !== 'http:')) {
      throw new SourceError(CHAMPIONNAT_MSG.sourceRedirected(next.host || next.protocol), false);
    }
    if (hop >= MAX_REDIRECTS) throw new SourceError(CHAMPIONNAT_MSG.sourceRedirectLoop, false);
    target = next.href;
  }
}

async function fetchOnce(url: string, policy: FetchPolicy, opts: FetchOptions): Promise<string> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  const unreachable = (err: unknown) =>
    new SourceError(timeout.aborted ? CHAMPIONNAT_MSG.sourceTimeout : networkCause(err, new URL(url).hostname), !opts.signal?.aborted);
  const res = await fetchSameHost(url, { headers: opts.headers, signal }, unreachable);
  let body: string;
  try {
    body = await res.text();
  } catch (err) {
    throw unreachable(err);
  }
  if (isBotRefusal(res, body)) throw new SourceError(opts.refused ?? CHAMPIONNAT_MSG.sourceRefused, false);
  if (!res.ok) {
    // A source that says when to come back (429, 503 with Retry-After) is not asked again before.
    const wait = res.status === 429 || res.status === 503 ? retryAfterOf(res.headers.get('retry-after')) : undefined;
    if (wait !== undefined) throw new SourceError(CHAMPIONNAT_MSG.sourceWait(res.status, Math.ceil(wait / 1000)), false, wait);
    throw new SourceError(CHAMPIONNAT_MSG.sourceHttp(res.status), res.status >= 500 || res.status === 429 || res.status === 408);
  }
  return body;
}

/**
 * GETs a URL and parses its body, trying again (with the policy's backoff) when the failure may pass.
 * The last failure comes back as a SourceError whose message says why and after how many tries.
 */
export async function fetchParsed<T>(url: string, parse: (body: string) => T, policy: FetchPolicy, opts: FetchOptions = {}): Promise<T> {
  let attempt = 0;
  for (;;) {
    attempt++;
    try {
      return parse(await fetchOnce(url, policy, opts));
    } catch (err) {
      if (!(err instanceof SourceError)) throw err;
      opts.log?.warn({ url, attempt, error: err.message }, 'source de données : essai échoué');
      if (!err.retryable || attempt >= policy.tries || opts.signal?.aborted) {
        throw new SourceError(CHAMPIONNAT_MSG.afterTries(err.message, attempt), false, err.retryAfterMs, url);
      }
      await policy.backoff(attempt);
    }
  }
}

/** JSON.parse that reports garbage as a ParseError. */
export function parseJsonText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ParseError('JSON invalide');
  }
}
