import { z } from 'zod';
import { CHAT_MAX_LENGTH, CHAT_PAGE, CHAT_PAGE_MAX, CHAT_REACTIONS, chatLength, ROOM_EVENTS } from '../chat.js';
import { CHAT_MSG } from '../messages/chat.js';
import { envelope, idSchema, numeric } from './common.js';
import { endpoint } from './endpoint.js';

/** A message's text: 1 to 1,000 characters once trimmed (an emoji counts one). */
export const chatTextSchema = z
  .string({ error: CHAT_MSG.textRequired })
  .trim()
  .min(1, { error: CHAT_MSG.textRequired })
  .refine((s) => chatLength(s) <= CHAT_MAX_LENGTH, { error: CHAT_MSG.textTooLong(CHAT_MAX_LENGTH) });

export const chatReactionSchema = z.enum(CHAT_REACTIONS, { error: CHAT_MSG.emojiInvalid });
export const roomEventSchema = z.enum(ROOM_EVENTS);

/** A member as the room names him: his pseudo (what « @ » mentions) and the name the screens show. */
export const chatMemberSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type ChatMemberRow = z.infer<typeof chatMemberSchema>;

/** A reaction on a message: its emoji, who put it (their names, in order), and whether I did. */
const chatReactionCountSchema = z.object({ emoji: chatReactionSchema, names: z.array(z.string()), mine: z.boolean() });

/**
 * A message as the caller sees it. `author` is none for the game's messages, which name their `event` and the page they
 * link to. A deleted message keeps its place, its text gone (`deleted`: by its author, or by an admin). `editable_until`
 * is the instant my own message stops being editable; `admin_delete` says whether I may delete it as the league's admin.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: chatMemberSchema.nullable(),
  event: roomEventSchema.nullable(),
  link: z.string().nullable(),
  text: z.string(),
  reply_to: z.object({ id: z.number().int(), author: z.string().nullable(), text: z.string(), deleted: z.boolean() }).nullable(),
  mentions: z.array(z.number().int()),
  reactions: z.array(chatReactionCountSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.enum(['author', 'admin']).nullable(),
  editable_until: z.string().nullable(),
  admin_delete: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Where I am in the room: the last message I read, and how many of the others' messages came after it (CHAT_UNREAD_MAX at most). */
const readMarkShape = { last_read_id: z.number().int(), unread: z.number().int() };

export const chatListRequest = z.object({
  /** The messages before this one (the older page); none: the newest. */
  before_id: idSchema.optional(),
  limit: numeric(
    z
      .number({ error: CHAT_MSG.limitInvalid })
      .int({ error: CHAT_MSG.limitInvalid })
      .min(1, { error: CHAT_MSG.limitInvalid })
      .max(CHAT_PAGE_MAX, { error: CHAT_MSG.limitInvalid }),
  )
    .optional()
    .default(CHAT_PAGE),
});
/** A page of the room, oldest first; `more` when older ones are left; the members, for the mentions. */
export const chatListResponse = envelope({
  messages: z.array(chatMessageSchema),
  more: z.boolean(),
  members: z.array(chatMemberSchema),
  ...readMarkShape,
});
export type ChatPage = z.infer<typeof chatListResponse>;
const oneMessage = envelope({ chat_message: chatMessageSchema });

/**
 * The league's room (RULES.md "Vestiaire"), for its members: each call reads or changes the session's league's room only
 * (a message of another league answers as a missing one). The game's own messages are posted by the server.
 */
export const chatCalls = {
  list: endpoint({ method: 'GET', path: 'chat/list.php', access: 'user', request: chatListRequest, response: chatListResponse }),
  post: endpoint({
    method: 'POST',
    path: 'chat/post.php',
    access: 'user',
    request: z.object({ text: chatTextSchema, reply_to: idSchema.optional() }),
    response: oneMessage,
  }),
  /** The author's, within 5 minutes of sending it. */
  edit: endpoint({
    method: 'POST',
    path: 'chat/edit.php',
    access: 'user',
    request: z.object({ id: idSchema, text: chatTextSchema }),
    response: oneMessage,
  }),
  /** The author's within 5 minutes; any, by a league admin (an act on its author: http/policy.ts). */
  delete: endpoint({ method: 'POST', path: 'chat/delete.php', access: 'user', request: z.object({ id: idSchema }), response: oneMessage }),
  /** My reaction put, or taken back when it was there. */
  react: endpoint({
    method: 'POST',
    path: 'chat/react.php',
    access: 'user',
    request: z.object({ id: idSchema, emoji: chatReactionSchema }),
    response: oneMessage,
  }),
  /** I have read up to this message (a mark never goes back). */
  read: endpoint({
    method: 'POST',
    path: 'chat/read.php',
    access: 'user',
    request: z.object({ last_id: idSchema }),
    response: envelope(readMarkShape),
  }),
};
