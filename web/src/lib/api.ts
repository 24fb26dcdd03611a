import { MSG } from '@poolfoot/domain/messages';
import type { z } from 'zod';
import { session } from './session';

/** An API failure with the French message to show (the server's, else a generic one). */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly body: unknown = null,
  ) {
    super(message);
  }
}

type CallOptions = { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number | undefined> };

/**
 * Calls /backend/api/{path}, checks the envelope and parses the answer with the call's schema, so a
 * contract break fails loudly. A 401 clears the local session (the server is the authority).
 */
export async function api<S extends z.ZodType>(path: string, schema: S, opts: CallOptions = {}): Promise<z.infer<S>> {
  const qs = opts.query
    ? `?${new URLSearchParams(Object.entries(opts.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))}`
    : '';
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  let res: Response;
  try {
    res = await fetch(`/backend/api/${path}${qs}`, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError(MSG.loginNetwork, 0);
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    /* not JSON */
  }
  const message = (json as { message?: unknown } | null)?.message;
  if (!res.ok) {
    if (res.status === 401 && session.get()) session.set(null);
    throw new ApiError(typeof message === 'string' ? message : MSG.httpStatus(res.status), res.status, json);
  }
  if ((json as { success?: unknown } | null)?.success !== true) {
    throw new ApiError(typeof message === 'string' ? message : MSG.backendError, res.status, json);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(MSG.apiError, res.status, json);
  return parsed.data;
}

export const errorMessage = (err: unknown, fallback: string = MSG.backendError) => (err instanceof ApiError ? err.message : fallback);
