import { ERROR_STATUS, type ErrorCode } from '@poolfoot/domain';

const FRAMEWORK_CODES: Record<number, ErrorCode> = { 404: 'not_found', 408: 'timeout', 413: 'too_large', 431: 'too_large' };

/** The code of an HTTP status answered by the framework or the parser, not by an AppError. */
export const codeOfStatus = (status: number): ErrorCode => FRAMEWORK_CODES[status] ?? (status >= 500 ? 'internal' : 'bad_request');

/**
 * The one error type of the API: a code (domain ERROR_STATUS, sent to the client beside the message) and its HTTP
 * status from the same table.
 */
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
