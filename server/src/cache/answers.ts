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
 * The call's input as its schema parsed it (a query string's fields), its keys in one order: a parameter the schema
 * drops (`?junk=`), a default written out or the order of the parameters make the same key.
 */
const inputKey = (input: Record<string, unknown>) => {
  let key = '';
  for (const name of Object.keys(input).sort()) key += `${name}=${JSON.stringify(input[name])}&`;
  return key;
};

/**
 * Keeps the serialized answers of some GET calls, per user, league, call and parsed input (inputKey), within
 * ANSWER_CACHE_MB (the least recently used go first), while the database has not been
 * written to (the generation: db/generation.ts on PGlite, shared-generation.ts on PostgreSQL, where
 * every process hears of every write before it serves a request) and the clock stays within the
 * answer's validity: a repeated call then costs neither queries nor serialization. Access checks and
 * input validation still run first on every request.
 */
export function cacheAnswers(app: App, rules: Record<string, AnswerRule>) {
  const generation = generationOf(app.ctx.database.db);
  if (!generation) return;
  const bytes = app.ctx.config.ANSWER_CACHE_MB * 1024 * 1024;
  const answers = new GenerationCache<Entry>(generation, bytes, (entry, key) => entry.body.length + key.length);
  const pending = new WeakMap<FastifyRequest, Pending>();

  app.addHook('preHandler', async (req, reply) => {
    const url = req.routeOptions.url;
    if (req.method !== 'GET' || !url || !rules[url] || !req.user) return;
    // A call without a request schema takes no input: its query string is not part of its answer.
    const input = (req.routeOptions.schema?.querystring ? req.query : {}) as Record<string, unknown>;
    const key = `${req.user.id} ${req.user.league?.id ?? 0} ${url} ${inputKey(input)}`;
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
