import { SRV } from '@poolfoot/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from './envelope.js';
import { AppError, codeOfStatus } from './errors.js';

const CLIENT_ERRORS: Record<number, string> = {
  400: SRV.badRequest,
  404: SRV.notFoundRoute,
  405: SRV.methodNotAllowed,
  413: SRV.tooLarge,
  415: SRV.jsonExpected,
};

/** zod's French texts, said plainly (SRV.zodWording). */
const plainFrench = (message: string) => SRV.zodWording.reduce<string>((text, [from, to]) => text.replace(from, to), message);

/** One error handler: AppError and validation errors become 4xx envelopes; anything else is logged, 500. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return reply.status(err.statusCode).send(fail(err.code, err.message, err.extra));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    // Each field's first refusal, for the page to show beside that field; the message names the fields in French.
    const fields: Record<string, string> = {};
    // Two checks failing on the same field (not an integer, not positive) often say the same thing: said once.
    const issues = [
      ...new Set(
        err.validation.map((v) => {
          const [first = '', ...rest] = v.instancePath.replace(/^\//, '').split('/');
          const message = plainFrench(v.message ?? '');
          if (first) fields[first] ??= message;
          const field = [SRV.fieldLabels[first] ?? first, ...rest].join('.');
          return first ? `${field} : ${message}` : message;
        }),
      ),
    ];
    return reply.status(400).send(fail('bad_request', `${SRV.invalidInput} ${issues.join(' ; ')}`.trim(), { errors: issues, fields }));
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? SRV.badJson
        : (CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400] ?? SRV.invalidInput);
    return reply.status(status).send(fail(codeOfStatus(status), message));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send(fail('internal', SRV.internal));
}
