import { tradesCalls } from '@poolfoot/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App, AppContext } from '../../http/types.js';
import { type LeagueSeason, scopeOf } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { tellTrade } from './notices.js';
import { tradesList, tradeViews } from './read.js';
import { propose, respond, review, reviewsDue, settleDue, type TradeResult, withdraw } from './service.js';
import { appWork } from '../../db/league-scope.js';

/** After a committed change: the league's pages hear it (the lineups too when teams changed), its people are told. */
async function changed(ctx: AppContext, log: FastifyBaseLogger, ls: LeagueSeason, result: TradeResult) {
  await publish(ctx, 'trades', ls);
  if (result.applied) await publish(ctx, 'compos', ls);
  await tellTrade(ctx, log, ls, result.events);
}

/** Settles the accepted trades whose review time is out: of one league (its list is read), or of all (the timer). */
export async function settleReviews(ctx: AppContext, log: FastifyBaseLogger, leagueId?: number) {
  for (const { ls, id } of await reviewsDue(ctx, leagueId)) {
    const result = await settleDue(ctx, ls, id);
    if (result) await changed(ctx, log, ls, result);
  }
}

/** How often each server process looks for accepted trades past their review time (trades/list.php looks too). */
const REVIEW_TICK_MS = 60_000;

function startReviewClock(app: App) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await settleReviews(app.ctx, app.log);
    } catch (err) {
      app.log.warn({ err }, 'échanges : validation à l’échéance en échec');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void appWork(tick), REVIEW_TICK_MS);
  timer.unref();
  app.addHook('onReady', async () => void appWork(tick));
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Trades between poolers (RULES.md "Trades"), each in the session's league. */
export default async function tradesRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;
  startReviewClock(app);
  const answer = async (ls: LeagueSeason, result: TradeResult) => {
    await changed(ctx, app.log, ls, result);
    const [trade] = await tradeViews(db, ls, [result.row], ctx.now());
    if (!trade) throw new Error('échange sans vue');
    return ok({ trade }, result.message);
  };

  route(app, tradesCalls.list, async (_input, req) => {
    const ls = await scopeOf(db, req);
    await settleReviews(ctx, app.log, ls.leagueId);
    return ok(await tradesList(db, ls, currentUser(req), ctx.now()));
  });

  route(app, tradesCalls.propose, async (input, req) => {
    const ls = await scopeOf(db, req);
    return answer(ls, await propose(ctx, ls, currentUser(req).id, input));
  });

  route(app, tradesCalls.respond, async ({ id, action }, req) => {
    const ls = await scopeOf(db, req);
    return answer(ls, await respond(ctx, ls, currentUser(req).id, id, action));
  });

  route(app, tradesCalls.withdraw, async ({ id }, req) => {
    const ls = await scopeOf(db, req);
    return answer(ls, await withdraw(ctx, ls, currentUser(req).id, id));
  });

  route(app, tradesCalls.review, async ({ id, action }, req, _reply, acts) => {
    const ls = await scopeOf(db, req);
    return answer(ls, await review(ctx, ls, currentUser(req).id, id, action, acts));
  });
}
