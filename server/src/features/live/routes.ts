import type { ServerResponse } from 'node:http';
import { type LiveTopic, liveCalls, SRV } from '@poolfoot/domain';
import { AppError } from '../../http/errors.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import { SESSIONS_CHANNEL } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { LIVE_CHANNEL, parseNotice } from './publish.js';

const HEARTBEAT_MS = 25_000;

type Stream = { res: ServerResponse; topics: LiveTopic[]; session: string; userId: number; leagueId: number };

/**
 * GET /backend/api/live/stream.php?topics=draft,mercato — server-sent events: one `change` event
 * per committed change of a topic in the session's league (or of the real matchday, every league's), from any server
 * process; a session that moves to another league ends its streams, opened again there. A stream belongs to the session that
 * opened it: it ends when that session ends (logout, a new password, from any process). A session holds at most
 * LIVE_STREAMS_PER_SESSION of them, a user LIVE_STREAMS_PER_USER over all his sessions, the process LIVE_STREAMS_MAX:
 * one user's tabs and logins cannot take the connections the others need.
 */
export default async function liveRoutes(app: App) {
  const streams = new Set<Stream>();
  const end = (ended: (s: Stream) => boolean) => {
    for (const s of streams) if (ended(s)) s.res.end();
  };
  const unlisten = await app.ctx.database.notifier.listen(LIVE_CHANNEL, (payload) => {
    const { topic, audience } = parseNotice(payload);
    for (const s of streams)
      if (s.topics.includes(topic) && (audience === 'every league' || audience.leagueId === s.leagueId))
        s.res.write(`event: change\ndata: ${JSON.stringify({ topic })}\n\n`);
  });
  const unlistenSessions = await app.ctx.database.notifier.listen(SESSIONS_CHANNEL, (payload) => {
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') end((s) => s.session === id);
    if (kind === 'u:') end((s) => String(s.userId) === id);
  });
  const heartbeat = setInterval(() => {
    for (const s of streams) s.res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // The streams end BEFORE the server closes (preClose): the close waits for every open connection,
  // and an onClose hook runs only after it, so a stop (SIGTERM) would hang while a page is open.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    end(() => true);
  });
  app.addHook('onClose', async () => {
    await unlisten();
    await unlistenSessions();
  });

  route(app, liveCalls.stream, async ({ topics }, req, reply) => {
    const user = currentUser(req);
    const { LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_USER, LIVE_STREAMS_MAX } = app.ctx.config;
    const mine = [...streams].filter((s) => s.userId === user.id);
    if (mine.filter((s) => s.session === user.session).length >= LIVE_STREAMS_PER_SESSION)
      throw new AppError('too_many', SRV.tooManyStreams);
    if (mine.length >= LIVE_STREAMS_PER_USER) throw new AppError('too_many', SRV.tooManyUserStreams);
    if (streams.size >= LIVE_STREAMS_MAX) throw new AppError('too_many', SRV.streamsFull);
    const stream: Stream = { res: reply.raw, topics, session: user.session, userId: user.id, leagueId: leagueOf(req) };
    reply.hijack();
    stream.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ topics: stream.topics })}\n\n`);
    streams.add(stream);
    stream.res.on('close', () => streams.delete(stream));
  });
}
