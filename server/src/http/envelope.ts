/** Builds the success envelope every answer carries. */
export function ok<T extends Record<string, unknown>>(fields: T = {} as T, message?: string) {
  return { success: true as const, status: 'success' as const, ...(message ? { message } : {}), ...fields };
}

export function fail(message: string, fields: Record<string, unknown> = {}) {
  return { success: false as const, status: 'error' as const, message, ...fields };
}
