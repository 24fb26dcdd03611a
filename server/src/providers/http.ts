import { LEAGUE_MSG } from '@poolfoot/domain';

/** A source that failed (unreachable, too slow, an HTTP error or an answer we cannot read). */
export class SourceError extends Error {
  constructor(
    message: string,
    /** Worth another try: network errors, timeouts, 5xx, 429 and unreadable answers. */
    readonly retryable: boolean,
    /** How long the source asked us to wait before asking again (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
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
    super(LEAGUE_MSG.sourceGarbage(detail), true);
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

type FetchOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
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
 * One GET, following a redirect only on the configured source's own host (issue 25 §8): the address a source answers
 * with is never a way to make the server call another one (an internal address, another site).
 */
async function fetchSameHost(url: string, init: RequestInit, unreachable: () => SourceError): Promise<Response> {
  const { host } = new URL(url);
  let target = url;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(target, { ...init, redirect: 'manual' });
    } catch {
      throw unreachable();
    }
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
    if (location === null) return res;
    await res.body?.cancel();
    const next = new URL(location, target);
    if (next.host !== host || (next.protocol !== 'https:' && next.protocol !== 'http:')) {
      throw new SourceError(LEAGUE_MSG.sourceRedirected(next.host || next.protocol), false);
    }
    if (hop >= MAX_REDIRECTS) throw new SourceError(LEAGUE_MSG.sourceRedirectLoop, false);
    target = next.href;
  }
}

async function fetchOnce(url: string, policy: FetchPolicy, opts: FetchOptions): Promise<string> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  const unreachable = () =>
    new SourceError(timeout.aborted ? LEAGUE_MSG.sourceTimeout : LEAGUE_MSG.sourceUnreachable, !opts.signal?.aborted);
  const res = await fetchSameHost(url, { headers: opts.headers, signal }, unreachable);
  let body: string;
  try {
    body = await res.text();
  } catch {
    throw unreachable();
  }
  if (isBotRefusal(res, body)) throw new SourceError(opts.refused ?? LEAGUE_MSG.sourceRefused, false);
  if (!res.ok) {
    // A source that says when to come back (429, 503 with Retry-After) is not asked again before (issue 25 §10).
    const wait = res.status === 429 || res.status === 503 ? retryAfterOf(res.headers.get('retry-after')) : undefined;
    if (wait !== undefined) throw new SourceError(LEAGUE_MSG.sourceWait(res.status, Math.ceil(wait / 1000)), false, wait);
    throw new SourceError(LEAGUE_MSG.sourceHttp(res.status), res.status >= 500 || res.status === 429 || res.status === 408);
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
      if (!err.retryable || attempt >= policy.tries || opts.signal?.aborted) {
        throw new SourceError(LEAGUE_MSG.afterTries(err.message, attempt), false, err.retryAfterMs);
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
