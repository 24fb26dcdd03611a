import { type Endpoint, type InputOf, urlOf } from '@poolfoot/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { appWork } from '../db/league-scope.js';
import { type Acts, actsOf } from './policy.js';
import type { App } from './types.js';

/** What a handler answers: the call's response (checked against its schema when sent), or the reply it sent itself. */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> | FastifyReply : unknown;

/**
 * Registers a call from its endpoint object (domain/src/api): its path, method(s), declared access and
 * schemas. A GET reads the request from the query string and a POST from the JSON body; the handler gets
 * the parsed input either way. Each person the call declares it acts on (`actsOn`) is checked by the policy before
 * the handler runs (http/policy.ts); a handler that finds another one on its way (the owner of a draft slot) checks him
 * through `acts`; once the call has succeeded, its acts on others are recorded.
 */
export function route<E extends Endpoint>(
  app: App,
  e: E,
  handler: (input: InputOf<E>, req: FastifyRequest, reply: FastifyReply, acts: Acts) => Promise<Answer<E>>,
) {
  const { ctx } = app;
  const run = async (input: InputOf<E>, req: FastifyRequest, reply: FastifyReply) => {
    const acts = actsOf(req.user, req.user?.league?.id ?? null, e);
    for (const field of e.actsOn) {
      const named = (input as Record<string, unknown>)[field];
      if (typeof named === 'number') await acts.check(ctx.database.db, named);
    }
    const answer = await handler(input, req, reply, acts);
    await acts.record(ctx.database.db, ctx.now());
    return answer;
  };
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
      handler: (req, reply) => appWork(() => run(((method === 'GET' ? req.query : req.body) ?? {}) as InputOf<E>, req, reply)),
    });
  }
}
