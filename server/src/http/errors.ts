/** The one error type of the API: a code, mapped to an HTTP status by one table. */
const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get statusCode() {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (m: string, extra?: Record<string, unknown>) => new AppError('bad_request', m, extra);
export const notFound = (m: string) => new AppError('not_found', m);
export const conflict = (m: string) => new AppError('conflict', m);
