import type { FastifyRequest } from 'fastify';
import { GenerationCache, generationOf } from '../db/generation.js';
import type { App, AppContext } from '../http/types.js';

/** The time span [from, until) (ms since epoch) over which an answer stays what the call would answer. */
export type Validity = { from: number; until: number };
export const ALWAYS: Validity = { from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY };

/** For a cached call: how long its answer (the handler's result) holds, given the clock. */
export type AnswerRule = (answer: unknown, ctx: AppContext, now: Date) => Validity | Promise<Validity>;

type Entry = Validity & { body: Buffer };
type Pending = { key: string; at: number; validity?: Validity };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Keeps the serialized answers of some GET calls, per user, league and URL, while the database has not been
 * written to (the generation: db/generation.ts on PGlite, shared-generation.ts on PostgreSQL, where
 * every process hears of every write before it serves a request) and the clock stays within the
 * answer's validity: a repeated call then costs neither queries nor serialization. Access checks and
 * input validation still run first on every request.
 */
export function cacheAnswers(app: App, rules: Record<string, AnswerRule>) {
  const generation = generationOf(app.ctx.database.db);
  if (!generation) return;
  const answers = new GenerationCache<Entry>(generation);
  const pending = new WeakMap<FastifyRequest, Pending>();

  app.addHook('preHandler', async (req, reply) => {
    const url = req.routeOptions.url;
    if (req.method !== 'GET' || !url || !rules[url] || !req.user) return;
    const key = `${req.user.id} ${req.user.league?.id ?? 0} ${req.url}`;
    const now = app.ctx.now().getTime();
    const hit = answers.get(key);
    if (hit && hit.from <= now && now < hit.until) {
      reply.type(JSON_TYPE).send(hit.body);
      return reply;
    }
    pending.set(req, { key, at: generation.value });
  });

  app.addHook('preSerialization', async (req, reply, payload) => {
    const p = pending.get(req);
    const rule = rules[req.routeOptions.url ?? ''];
    if (p && rule && reply.statusCode === 200) p.validity = await rule(payload, app.ctx, app.ctx.now());
    return payload;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const p = pending.get(req);
    if (p?.validity && reply.statusCode === 200 && typeof payload === 'string') {
      answers.set(p.key, { ...p.validity, body: Buffer.from(payload) }, p.at);
    }
    return payload;
  });
}
