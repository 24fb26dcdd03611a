/** The PostgreSQL error code (SQLSTATE) of a failed query; drizzle wraps the driver's error in `cause`. */
function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Whether a query failed on the given constraint violation. */
export const isViolation = (err: unknown, code: string) => pgCode(err) === code;

/** Runs a write and turns the given constraint violation into the caller's French refusal. */
export async function mapViolation<T>(code: string, write: () => Promise<T>, refuse: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isViolation(err, code)) throw refuse();
    throw err;
  }
}
