import { CHAT_MSG } from '@poolfoot/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/types.js';
import { leagueNames } from '../ligues/index.js';
import { enqueue } from '../push/index.js';
import type { ChatMessage } from '@poolfoot/domain';

/** How much of a message a notification shows. */
const SHOWN = 140;
const shown = (text: string) => (Array.from(text).length > SHOWN ? `${Array.from(text).slice(0, SHOWN).join('')}…` : text);

/**
 * After a message is posted or edited: each member it mentions, and the author of the message it replies to, gets a push
 * « Nouveau message » (their devices that took the type 'chat'), never its own author. Its key names the message and the
 * member: told once, an edit telling only the ones it newly mentions. It opens the room of that league.
 */
export async function noticeMessage(
  ctx: AppContext,
  log: FastifyBaseLogger,
  leagueId: number,
  message: ChatMessage,
  replyToAuthor: number | null,
) {
  const author = message.author;
  if (!author || message.deleted) return;
  const ligue = (await leagueNames(ctx.database.db, [leagueId])).get(leagueId) ?? '';
  const told = new Map<number, string>();
  for (const id of message.mentions) told.set(id, CHAT_MSG.pushMention(author.name, ligue, shown(message.text)));
  if (replyToAuthor !== null && !told.has(replyToAuthor))
    told.set(replyToAuthor, CHAT_MSG.pushReply(author.name, ligue, shown(message.text)));
  told.delete(author.id);
  await enqueue(
    ctx,
    log,
    [...told].map(([userId, body]) => ({
      key: `chat:${message.id}:${userId}`,
      userId,
      type: 'chat' as const,
      payload: { title: CHAT_MSG.pushTitle, body, url: `/vestiaire?ligue=${leagueId}`, tag: `chat-${leagueId}` },
    })),
  );
}
