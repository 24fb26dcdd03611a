import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** What a live stream can follow: each topic is published after every committed change of its data. */
export const LIVE_TOPICS = ['draft', 'mercato', 'compos', 'resultats', 'trades', 'chat'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** ?topics=draft,mercato: one or more known topics, comma-separated. */
export const liveStreamQuery = z.object({
  topics: z
    .string()
    .max(200)
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(LIVE_TOPICS, { error: 'Sujet inconnu.' })).min(1)),
});

/** The live calls: server-sent events (a stream, not an answer with the envelope) for any logged-in user. */
export const liveCalls = {
  stream: endpoint({ method: 'GET', path: 'live/stream.php', access: 'user', request: liveStreamQuery, response: undefined }),
};
