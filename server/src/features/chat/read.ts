import {
  CHAT_EDIT_MINUTES,
  CHAT_MSG,
  CHAT_UNREAD_MAX,
  type ChatMessage,
  type ChatReaction,
  chatCalls,
  isAdmin,
  type RoomEvent,
} from '@poolfoot/domain';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Q } from '../../db/client.js';
import { chatMessages, chatReactions, chatReads, leagueMembers, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { refusalsFor } from '../../http/policy.js';
import type { SessionUser } from '../../http/session.js';
import { inLeague } from '../ligues/index.js';
import { inFrenchOrder, poolerName } from '../users/index.js';

/** The messages of one league's room: the condition every query of the room carries. */
export const inRoom = (leagueId: number) => eq(chatMessages.leagueId, leagueId);

const replied = alias(chatMessages, 'replied');
const authors = alias(users, 'author');
const repliedAuthors = alias(users, 'replied_author');

/** The messages of `leagueId` that `where` picks, newest first, at most `limit`, each with its author and what it replies to. */
async function messageRows(db: Q, leagueId: number, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: chatMessages.id,
      userId: chatMessages.userId,
      username: authors.username,
      name: poolerName(authors),
      event: chatMessages.event,
      link: chatMessages.link,
      text: chatMessages.text,
      mentions: chatMessages.mentions,
      createdAt: chatMessages.createdAt,
      editedAt: chatMessages.editedAt,
      deleted: chatMessages.deleted,
      replyId: replied.id,
      replyText: replied.text,
      replyDeleted: replied.deleted,
      replyAuthor: poolerName(repliedAuthors),
      replyAuthorId: repliedAuthors.id,
    })
    .from(chatMessages)
    .leftJoin(authors, eq(authors.id, chatMessages.userId))
    .leftJoin(replied, and(eq(replied.leagueId, chatMessages.leagueId), eq(replied.id, chatMessages.replyTo)))
    .leftJoin(repliedAuthors, eq(repliedAuthors.id, replied.userId))
    .where(and(inRoom(leagueId), where))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof messageRows>>[number];

/** The reactions on these messages of the league: per message, per emoji, who put them (in the order they came), and whether `me` did. */
async function reactionsOf(db: Q, leagueId: number, me: number, ids: number[]) {
  const byMessage = new Map<number, ChatMessage['reactions']>();
  if (!ids.length) return byMessage;
  const rows = await db
    .select({ messageId: chatReactions.messageId, emoji: chatReactions.emoji, userId: chatReactions.userId, name: poolerName() })
    .from(chatReactions)
    .innerJoin(users, eq(users.id, chatReactions.userId))
    .where(and(eq(chatReactions.leagueId, leagueId), inArray(chatReactions.messageId, ids)))
    .orderBy(asc(chatReactions.at), asc(chatReactions.userId));
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    let one = list.find((x) => x.emoji === r.emoji);
    if (!one) {
      one = { emoji: r.emoji as ChatReaction, names: [], mine: false };
      list.push(one);
    }
    one.names.push(r.name);
    one.mine ||= r.userId === me;
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}

/** A text quoted in a reply: its first words. */
const QUOTE = 120;
const quoted = (text: string) => (Array.from(text).length > QUOTE ? `${Array.from(text).slice(0, QUOTE).join('')}…` : text);

/** Rows as `me` sees them: his own messages' edit deadline, whether he may delete the others' as the league's admin. */
async function present(db: Q, me: SessionUser, leagueId: number, rows: Row[]): Promise<ChatMessage[]> {
  const reactions = await reactionsOf(
    db,
    leagueId,
    me.id,
    rows.map((r) => r.id),
  );
  const admin = isAdmin(me.role);
  const others = [...new Set(rows.flatMap((r) => (r.userId !== null && r.userId !== me.id ? [r.userId] : [])))];
  const refusals = admin ? await refusalsFor(db, me, leagueId, chatCalls.delete, others) : new Map<number, string | null>();
  return rows.map((r) => ({
    id: r.id,
    author: r.userId === null ? null : { id: r.userId, username: r.username ?? '', name: r.name },
    event: r.event as RoomEvent | null,
    link: r.link,
    text: r.text,
    reply_to:
      r.replyId === null
        ? null
        : {
            id: r.replyId,
            author: r.replyAuthorId === null ? null : r.replyAuthor,
            text: quoted(r.replyText ?? ''),
            deleted: r.replyDeleted !== null,
          },
    mentions: r.mentions,
    reactions: reactions.get(r.id) ?? [],
    created_at: r.createdAt.toISOString(),
    edited_at: r.editedAt?.toISOString() ?? null,
    deleted: r.deleted as ChatMessage['deleted'],
    editable_until:
      r.userId === me.id && r.deleted === null ? new Date(r.createdAt.getTime() + CHAT_EDIT_MINUTES * 60_000).toISOString() : null,
    admin_delete: admin && r.deleted === null && r.userId !== me.id && (r.userId === null || refusals.get(r.userId) === null),
  }));
}

/** One message of the league as `me` sees it; none when the league has no such message. */
export async function readMessage(db: Q, me: SessionUser, leagueId: number, id: number): Promise<ChatMessage | null> {
  const [row] = await messageRows(db, leagueId, eq(chatMessages.id, id), 1);
  return row ? ((await present(db, me, leagueId, [row]))[0] ?? null) : null;
}

/**
 * Where `me` is in the league's room: his read mark, and how many of the others' messages (not deleted) came after it, up
 * to CHAT_UNREAD_MAX (the same cost in a room of ten thousand).
 */
export async function readMark(db: Q, me: number, leagueId: number) {
  const [mark] = await db
    .select({ lastId: chatReads.lastId })
    .from(chatReads)
    .where(and(eq(chatReads.leagueId, leagueId), eq(chatReads.userId, me)));
  const last = mark?.lastId ?? 0;
  const after = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        inRoom(leagueId),
        sql`${chatMessages.id} > ${last}`,
        isNull(chatMessages.deleted),
        or(isNull(chatMessages.userId), ne(chatMessages.userId, me)),
      ),
    )
    .limit(CHAT_UNREAD_MAX)
    .as('after');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(after);
  return { last_read_id: last, unread: count?.n ?? 0 };
}

/** The league's active members, to mention: their pseudo and their name, in French order of names. */
export function roomMembers(db: Q, leagueId: number) {
  return db
    .select({ id: users.id, username: users.username, name: poolerName() })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(inLeague(leagueId))
    .orderBy(asc(inFrenchOrder(poolerName())), asc(users.id));
}

/**
 * chat/list.php: a page of the league's room (before `beforeId`, a message of the league, else the newest), oldest first,
 * with the members to mention.
 */
export async function listRoom(db: Q, me: SessionUser, leagueId: number, beforeId: number | undefined, limit: number) {
  if (beforeId !== undefined) {
    const [known] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(inRoom(leagueId), eq(chatMessages.id, beforeId)));
    if (!known) throw notFound(CHAT_MSG.notFound);
  }
  const rows = await messageRows(db, leagueId, beforeId === undefined ? undefined : lt(chatMessages.id, beforeId), limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: await present(db, me, leagueId, page),
    more: rows.length > limit,
    members: await roomMembers(db, leagueId),
    ...(await readMark(db, me.id, leagueId)),
  };
}
