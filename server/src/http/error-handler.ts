import { SRV } from '@poolfoot/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from './envelope.js';
import { AppError, codeOfStatus } from './errors.js';

const CLIENT_ERRORS: Record<number, string> = {
  400: SRV.badRequest,
  404: SRV.notFoundRoute,
  405: 'Méthode non autorisée.',
  413: 'Requête trop volumineuse.',
  415: 'Type de contenu non pris en charge (JSON attendu).',
};

/** zod's French texts leave 'record' untranslated and call Infinity a number: said plainly. */
const plainFrench = (message: string) =>
  message.replace(/\brecord\b/g, 'objet').replace('nombre attendu, nombre reçu', 'nombre fini attendu');

/** One error handler: AppError and validation errors become 4xx envelopes; anything else is logged, 500. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return reply.status(err.statusCode).send(fail(err.code, err.message, err.extra));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    // Two checks failing on the same field (not an integer, not positive) often say the same thing: said once.
    const issues = [
      ...new Set(
        err.validation.map((v) => {
          const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const message = plainFrench(v.message ?? '');
          return field ? `${field} : ${message}` : message;
        }),
      ),
    ];
    return reply.status(400).send(fail('bad_request', `${SRV.invalidInput} ${issues.join(' ; ')}`.trim(), { errors: issues }));
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'Requête invalide (JSON mal formé).'
        : (CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400] ?? SRV.invalidInput);
    return reply.status(status).send(fail(codeOfStatus(status), message));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send(fail('internal', SRV.internal));
}
