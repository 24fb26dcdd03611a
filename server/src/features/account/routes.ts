import { ACCOUNT_MSG, ACTS_MSG, accountCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { actsPage, markSeen } from './acts.js';
import { leaveLeague } from './leave.js';
import { accountOf, changePassword, endSessions, sessionsOf, updateMe } from './service.js';

/** My account: any signed-in account reads and changes its own, and nothing else. */
export default async function accountRoutes(app: App) {
  const { ctx } = app;

  route(app, accountCalls.me, async (_input, req) => ok(await accountOf(ctx, currentUser(req))));

  route(app, accountCalls.updateMe, async (input, req) => {
    const me = currentUser(req);
    const changed = await updateMe(ctx, me, input);
    return ok(await accountOf(ctx, me), changed ? ACCOUNT_MSG.updated : ACCOUNT_MSG.unchanged);
  });

  route(app, accountCalls.changePassword, async ({ current_password, new_password }, req) => {
    const ended = await changePassword(ctx, currentUser(req), current_password, new_password);
    return ok({ ended }, ACCOUNT_MSG.passwordChanged(ended));
  });

  route(app, accountCalls.sessions, async (_input, req) => ok({ sessions: await sessionsOf(ctx, currentUser(req)) }));

  route(app, accountCalls.endSessions, async ({ id }, req) => {
    const ended = await endSessions(ctx, currentUser(req), id);
    return ok({ ended }, ACCOUNT_MSG.sessionsEnded(ended));
  });

  route(app, accountCalls.actsOnMe, async ({ before_id }, req) =>
    ok(await actsPage(ctx.database.db, { targetId: currentUser(req).id, beforeId: before_id })),
  );

  route(app, accountCalls.actsSeen, async (_input, req) => {
    await markSeen(ctx.database.db, currentUser(req).id, ctx.now());
    return ok({}, ACTS_MSG.seenDone);
  });

  route(app, accountCalls.acts, async ({ before_id }) => ok(await actsPage(ctx.database.db, { beforeId: before_id })));

  route(app, accountCalls.leave, async ({ league_id }, req) => {
    const { user, league, message } = await leaveLeague(ctx, currentUser(req), league_id);
    return ok({ user, league }, message);
  });
}
