import type { FastifyReply } from 'fastify';
import { fail } from '../../http/envelope.js';
import { badRequest, conflict } from '../../http/errors.js';
import { SourceError } from '../../providers/http.js';

/** Why one match or club could not be done (its log line says KO with this message). */
export class ItemError extends Error {
  constructor(
    message: string,
    /** As an answer of a single call: 400 our data is missing, 409 a step to run first, 502 the source's fault. */
    readonly status: 400 | 409 | 502,
  ) {
    super(message);
  }
}

export const isItemFailure = (err: unknown): err is ItemError | SourceError => err instanceof ItemError || err instanceof SourceError;

/**
 * Runs a single-item call: our refusals become 4xx envelopes, a failing source a 502 envelope
 * naming the reason (never the generic 500).
 */
export async function answerItem<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ItemError && err.status === 400) throw badRequest(err.message);
    if (err instanceof ItemError && err.status === 409) throw conflict(err.message);
    if (isItemFailure(err)) return reply.status(502).send(fail('source_failed', err.message));
    throw err;
  }
}
