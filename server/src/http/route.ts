import { type Endpoint, type InputOf, urlOf } from '@poolfoot/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from './types.js';

/** What a handler answers: the call's response (checked against its schema when sent), or the reply it sent itself. */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> | FastifyReply : unknown;

/**
 * Registers a call from its endpoint object (domain/src/api): its path, method(s), declared access and
 * schemas. A GET reads the request from the query string and a POST from the JSON body; the handler gets
 * the parsed input either way.
 */
export function route<E extends Endpoint>(
  app: App,
  e: E,
  handler: (input: InputOf<E>, req: FastifyRequest, reply: FastifyReply) => Promise<Answer<E>>,
) {
  for (const method of e.methods) {
    app.route({
      method,
      url: urlOf(e),
      config: { access: e.access },
      ...(e.largeBody ? { bodyLimit: app.ctx.config.IMPORT_BODY_LIMIT } : {}),
      schema: {
        ...(e.request ? { [method === 'GET' ? 'querystring' : 'body']: e.request } : {}),
        ...(e.response ? { response: { 200: e.response } } : {}),
      },
      handler: (req, reply) => handler(((method === 'GET' ? req.query : req.body) ?? {}) as InputOf<E>, req, reply),
    });
  }
}
