import { CHAT_MSG, chatCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { publish } from '../live/index.js';
import { noticeMessage } from './notice.js';
import { listRoom, readMark, readMessage } from './read.js';
import { deleteMessage, editMessage, markRead, postMessage, toggleReaction } from './write.js';

/**
 * The league's room, « Vestiaire » (RULES.md): each call on the session's league's room; every committed change is
 * published live on the topic 'chat', and a message that mentions or answers someone tells him by push.
 */
export default async function chatRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  /** The message as the caller now sees it, after the change has been told to the league's open pages. */
  const changed = async (req: Parameters<typeof currentUser>[0], leagueId: number, id: number) => {
    await publish(ctx, 'chat', { leagueId });
    const message = await readMessage(db, currentUser(req), leagueId, id);
    if (!message) throw notFound(CHAT_MSG.notFound);
    return message;
  };

  route(app, chatCalls.list, async ({ before_id, limit }, req) =>
    ok(await listRoom(db, currentUser(req), leagueOf(req), before_id, limit)),
  );

  route(app, chatCalls.post, async ({ text, reply_to }, req) => {
    const leagueId = leagueOf(req);
    const { id, repliedTo } = await postMessage(ctx, currentUser(req), leagueId, text, reply_to);
    const message = await changed(req, leagueId, id);
    await noticeMessage(ctx, req.log, leagueId, message, repliedTo);
    return ok({ chat_message: message }, CHAT_MSG.posted);
  });

  route(app, chatCalls.edit, async ({ id, text }, req) => {
    const leagueId = leagueOf(req);
    await editMessage(ctx, currentUser(req), leagueId, id, text);
    const message = await changed(req, leagueId, id);
    await noticeMessage(ctx, req.log, leagueId, message, null);
    return ok({ chat_message: message }, CHAT_MSG.edited);
  });

  route(app, chatCalls.delete, async ({ id }, req, _reply, acts) => {
    const leagueId = leagueOf(req);
    await deleteMessage(ctx, currentUser(req), leagueId, id, acts);
    return ok({ chat_message: await changed(req, leagueId, id) }, CHAT_MSG.deleted);
  });

  route(app, chatCalls.react, async ({ id, emoji }, req) => {
    const leagueId = leagueOf(req);
    await toggleReaction(ctx, currentUser(req), leagueId, id, emoji);
    return ok({ chat_message: await changed(req, leagueId, id) });
  });

  route(app, chatCalls.read, async ({ last_id }, req) => {
    const leagueId = leagueOf(req);
    await markRead(ctx, currentUser(req), leagueId, last_id);
    return ok(await readMark(db, currentUser(req).id, leagueId));
  });
}
