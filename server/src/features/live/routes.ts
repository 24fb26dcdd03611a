import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { App } from '../../http/types.js';
import { LIVE_CHANNEL, LIVE_TOPICS, type LiveTopic } from './publish.js';

const HEARTBEAT_MS = 25_000;
const topicsQuery = z.object({
  topics: z
    .string()
    .max(200)
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(LIVE_TOPICS, { error: 'Sujet inconnu.' })).min(1)),
});

/**
 * GET /backend/api/live/stream.php?topics=draft,mercato — server-sent events: one `change` event
 * per committed change of a topic, from any server process.
 */
export default async function liveRoutes(app: App) {
  const clients = new Map<LiveTopic, Set<ServerResponse>>(LIVE_TOPICS.map((t) => [t, new Set()]));
  const unlisten = await app.ctx.database.notifier.listen(LIVE_CHANNEL, (payload) => {
    const set = clients.get(payload as LiveTopic);
    if (!set) return;
    for (const res of set) res.write(`event: change\ndata: ${JSON.stringify({ topic: payload })}\n\n`);
  });
  const heartbeat = setInterval(() => {
    for (const set of clients.values()) for (const res of set) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // The streams end BEFORE the server closes (preClose): the close waits for every open connection,
  // and an onClose hook runs only after it, so a stop (SIGTERM) would hang while a page is open.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const set of clients.values()) for (const res of set) res.end();
  });
  app.addHook('onClose', async () => {
    await unlisten();
  });

  app.get('/backend/api/live/stream.php', { config: { access: 'user' }, schema: { querystring: topicsQuery } }, async (req, reply) => {
    const topics = req.query.topics;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ topics })}\n\n`);
    for (const t of topics) clients.get(t)?.add(res);
    req.raw.on('close', () => {
      for (const t of topics) clients.get(t)?.delete(res);
    });
  });
}
