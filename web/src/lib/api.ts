import { API_PREFIX, ERROR_CODES, type Endpoint, type ErrorCode, type RequestOf, type ResponseOf, urlOf } from '@poolfoot/domain/endpoint';
import { MSG } from '@poolfoot/domain/messages';
import type { z } from 'zod';
import { session } from './session';

/**
 * What went wrong with a call: the server's code (domain ERROR_CODES), 'network' when Poolfoot did not answer (no
 * connection, or a proxy's page instead of its envelope), 'invalid_answer' when its answer breaks the contract.
 */
export type FailureCode = ErrorCode | 'network' | 'invalid_answer';

/**
 * An API failure with the French message to show (the server's, else a generic one), its code, what pages decide on,
 * and, for a refused input, each field's first refusal (a form shows it beside its field).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly code: FailureCode,
    public readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The refusal of each field a failed answer names (strings only: the answer is not trusted). */
const fieldsOf = (json: unknown): Record<string, string> => {
  const fields = (json as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
};

const codeOf = (json: unknown): ErrorCode | null => {
  const code = (json as { code?: unknown } | null)?.code;
  return (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : null;
};

/**
 * Calls an endpoint of the contract (domain/src/api) with its request, typed from its schema: a call that
 * takes POST sends it as a JSON body, a GET as a query string. Checks the envelope and parses the answer
 * with the call's response schema, so a contract break fails loudly. A call refused as unauthenticated clears the
 * local session (the server is the authority).
 */
export function call<E extends Endpoint>(e: E, ...input: RequestOf<E> extends undefined ? [] : [RequestOf<E>]): Promise<ResponseOf<E>> {
  if (!e.response) throw new Error(`${e.path} ne répond pas en JSON`);
  const method = e.methods.includes('POST') ? 'POST' : 'GET';
  return request(urlOf(e), e.response, method, input[0] as Record<string, unknown> | undefined) as Promise<ResponseOf<E>>;
}

/**
 * GETs one of the shell's calls (SHELL_PATHS: the session check, the demo preparation) with its envelope checked
 * but not its schema: the shell asks them before any page's code, without zod and the contract's chunk; what
 * reads the answer checks the fields it uses (the session its user, the preparation gate its schema once needed).
 */
export const shellGet = (path: string) => request(`${API_PREFIX}${path}`, null, 'GET') as Promise<Record<string, unknown>>;

/** Fetches a call, checks its envelope, then parses the answer with `schema` (none: the shell's calls). */
async function request(
  url: string,
  schema: z.ZodType | null,
  method: 'GET' | 'POST',
  input: Record<string, unknown> = {},
): Promise<unknown> {
  const qs =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(input).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])))}`
      : '';
  let res: Response;
  try {
    res = await fetch(`${url}${qs === '?' ? '' : qs}`, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(input) : undefined,
    });
  } catch {
    throw new ApiError(MSG.loginNetwork, 'network');
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    /* not JSON */
  }
  const message = (json as { message?: unknown } | null)?.message;
  const code = codeOf(json);
  if (!res.ok) {
    if (code === 'unauthenticated' && session.get()) session.set(null);
    throw new ApiError(typeof message === 'string' ? message : MSG.httpStatus(res.status), code ?? 'network', fieldsOf(json));
  }
  if ((json as { success?: unknown } | null)?.success !== true) {
    throw new ApiError(typeof message === 'string' ? message : MSG.backendError, code ?? 'invalid_answer');
  }
  if (!schema) return json;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(MSG.apiError, 'invalid_answer');
  return parsed.data;
}

export const errorMessage = (err: unknown, fallback: string = MSG.backendError) => (err instanceof ApiError ? err.message : fallback);
