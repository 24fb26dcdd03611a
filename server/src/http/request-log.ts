import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request, at debug level (LOG_LEVEL=debug shows them), instead of
 * Fastify's two at info for every call, which a busy draft turned into most of a request's cost.
 * A request that failed is still logged at error level, whatever the level.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'requête en échec');
    else reply.log.debug(line, 'requête');
  }
}
