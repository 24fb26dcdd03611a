import { CHAT_EDIT_MINUTES, CHAT_MSG, type ChatReaction, isAdmin, mentionsIn } from '@poolfoot/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { chatMessages, chatReactions, chatReads } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { Acts } from '../../http/policy.js';
import { hit } from '../../http/rate-limit.js';
import type { SessionUser } from '../../http/session.js';
import type { AppContext } from '../../http/types.js';
import { inRoom, roomMembers } from './read.js';

/** One message of the league, locked for a change; none when the league has no such message (another league's included). */
async function lockMessage(tx: Q, leagueId: number, id: number) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(inRoom(leagueId), eq(chatMessages.id, id)))
    .for('update');
  if (!row) throw notFound(CHAT_MSG.notFound);
  return row;
}
type MessageRow = Awaited<ReturnType<typeof lockMessage>>;

const withinEditTime = (row: MessageRow, now: Date) => now.getTime() - row.createdAt.getTime() <= CHAT_EDIT_MINUTES * 60_000;

/**
 * chat/post.php: `me`'s message in the league's room, a reply to one of its messages when asked (a message of another
 * league, or a deleted one, answers as a missing one), its mentions read against the league's members. Answers its id
 * and the author of the message it replies to. A pooler posts at
 * most CHAT_MESSAGES_PER_MINUTE a minute (counted in the database, for every server process): beyond, a 429 that says so.
 */
export async function postMessage(ctx: AppContext, me: SessionUser, leagueId: number, text: string, replyTo: number | undefined) {
  const { db } = ctx.database;
  const max = ctx.config.CHAT_MESSAGES_PER_MINUTE;
  if (!(await hit(db, `chat:user:${me.id}`, max, 60, ctx.now()))) throw new AppError('too_many', CHAT_MSG.tooMany(max));
  return db.transaction(async (tx) => {
    let repliedTo: number | null = null;
    if (replyTo !== undefined) {
      const [target] = await tx
        .select({ userId: chatMessages.userId, deleted: chatMessages.deleted })
        .from(chatMessages)
        .where(and(inRoom(leagueId), eq(chatMessages.id, replyTo)));
      if (!target || target.deleted !== null) throw notFound(CHAT_MSG.replyNotFound);
      repliedTo = target.userId;
    }
    const mentions = mentionsIn(text, await roomMembers(tx, leagueId)).filter((id) => id !== me.id);
    const [row] = await tx
      .insert(chatMessages)
      .values({ leagueId, userId: me.id, text, replyTo: replyTo ?? null, mentions, createdAt: ctx.now() })
      .returning({ id: chatMessages.id });
    if (!row) throw new Error('message not inserted');
    return { id: row.id, repliedTo };
  });
}

/** chat/edit.php: the author's own message, within CHAT_EDIT_MINUTES of its sending; its mentions read again. */
export async function editMessage(ctx: AppContext, me: SessionUser, leagueId: number, id: number, text: string) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockMessage(tx, leagueId, id);
    if (row.userId === null) throw new AppError('forbidden', CHAT_MSG.gameMessage);
    if (row.userId !== me.id) throw new AppError('forbidden', CHAT_MSG.notYours);
    if (row.deleted !== null) throw conflict(CHAT_MSG.alreadyDeleted);
    if (!withinEditTime(row, ctx.now())) throw conflict(CHAT_MSG.tooLate(CHAT_EDIT_MINUTES));
    const mentions = mentionsIn(text, await roomMembers(tx, leagueId)).filter((m) => m !== me.id);
    await tx
      .update(chatMessages)
      .set({ text, mentions, editedAt: ctx.now() })
      .where(and(inRoom(leagueId), eq(chatMessages.id, id)));
  });
}

/**
 * chat/delete.php: the author deletes his own message within CHAT_EDIT_MINUTES of its sending; a league admin deletes
 * any, the game's too: deleting another's is an act on him, which the policy decides (http/policy.ts: not a member with
 * as many rights). The message keeps its place, its text and reactions gone, and says who deleted it.
 */
export async function deleteMessage(ctx: AppContext, me: SessionUser, leagueId: number, id: number, acts: Acts) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockMessage(tx, leagueId, id);
    if (row.deleted !== null) throw conflict(CHAT_MSG.alreadyDeleted);
    const mine = row.userId === me.id;
    if (!isAdmin(me.role)) {
      if (!mine) throw new AppError('forbidden', CHAT_MSG.notYoursToDelete);
      if (!withinEditTime(row, ctx.now())) throw conflict(CHAT_MSG.tooLate(CHAT_EDIT_MINUTES));
    }
    if (row.userId !== null && !mine) await acts.check(tx, row.userId);
    await tx.delete(chatReactions).where(and(eq(chatReactions.leagueId, leagueId), eq(chatReactions.messageId, id)));
    await tx
      .update(chatMessages)
      .set({ text: '', mentions: [], deletedAt: ctx.now(), deleted: mine ? 'author' : 'admin' })
      .where(and(inRoom(leagueId), eq(chatMessages.id, id)));
  });
}

/** chat/react.php: `me`'s reaction on a message of the league, put, or taken back when it was there. */
export async function toggleReaction(ctx: AppContext, me: SessionUser, leagueId: number, id: number, emoji: ChatReaction) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockMessage(tx, leagueId, id);
    if (row.deleted !== null) throw conflict(CHAT_MSG.alreadyDeleted);
    const mine = and(
      eq(chatReactions.leagueId, leagueId),
      eq(chatReactions.messageId, id),
      eq(chatReactions.userId, me.id),
      eq(chatReactions.emoji, emoji),
    );
    const removed = await tx.delete(chatReactions).where(mine).returning({ emoji: chatReactions.emoji });
    if (!removed.length) await tx.insert(chatReactions).values({ leagueId, messageId: id, userId: me.id, emoji, at: ctx.now() });
  });
}

/** chat/read.php: `me` has read up to this message of the league (a mark never goes back). */
export async function markRead(ctx: AppContext, me: SessionUser, leagueId: number, lastId: number) {
  const { db } = ctx.database;
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(inRoom(leagueId), eq(chatMessages.id, lastId)));
  if (!row) throw notFound(CHAT_MSG.notFound);
  await db
    .insert(chatReads)
    .values({ leagueId, userId: me.id, lastId })
    .onConflictDoUpdate({
      target: [chatReads.leagueId, chatReads.userId],
      set: { lastId: sql`greatest(${chatReads.lastId}, excluded.last_id)` },
    });
}
