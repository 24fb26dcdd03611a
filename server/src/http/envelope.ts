import type { ErrorCode } from '@poolfoot/domain';

/** Builds the success envelope every answer carries. */
export function ok<T extends Record<string, unknown>>(fields: T = {} as T, message?: string) {
  return { success: true as const, status: 'success' as const, ...(message ? { message } : {}), ...fields };
}

/** Builds a failure's envelope: what went wrong (its code, what the web decides on) and the French message to show. */
export function fail(code: ErrorCode, message: string, fields: Record<string, unknown> = {}) {
  return { success: false as const, status: 'error' as const, code, message, ...fields };
}
