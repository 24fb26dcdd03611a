import { TRADE_REVIEW_HOURS, type TradeProposeRequest, TRADES_MSG } from '@poolfoot/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { activeSaisonId } from '../../db/settings.js';
import { trades } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { Acts } from '../../http/policy.js';
import type { AppContext } from '../../http/types.js';
import { type LeagueSeason, leaguePooler, leagueSetting } from '../ligues/index.js';
import { lockState } from '../mercato/index.js';
import { playerName, required } from '../mercato/index.js';
import { applyTrade } from './apply.js';
import type { TradeEvent } from './notices.js';
import { checkTrade, openJournee } from './rules.js';
import { assertPending, insertTrade, lockTrade, setStatus, termsOf, type TradeRow } from './store.js';
import { crossLeague } from '../../db/league-scope.js';

/** What a trade call did: the trade as it now stands, what its caller is told, and what its people are told by push. */
export type TradeResult = { row: TradeRow; message: string; events: TradeEvent[]; applied: boolean };

const HOUR_MS = 3_600_000;

/**
 * Every change of a league's trades runs in one transaction after the league's mercato lock (mercato/state.ts lockState),
 * then the trade's row, then the poolers' rows (mercato/transfers.ts lockPoolers): the order the mercato and the admin's
 * exchanges take them in, so two accepts, or an accept and a mercato pick, of the same player go one after the other and
 * the second sees what the first did.
 */
function tradeOperation<T>(ctx: AppContext, ls: LeagueSeason, run: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    await lockState(tx, ls);
    return run(tx);
  });
}

const nameOf = async (tx: Tx, ls: LeagueSeason, userId: number) => (await leaguePooler(tx, ls.leagueId, userId))?.username ?? '';

/**
 * A proposal (trades/propose.php): my players for his, checked against the teams as they stand and the league's window;
 * as a counter-proposal it replaces the proposal I received from him.
 */
export function propose(ctx: AppContext, ls: LeagueSeason, me: number, input: TradeProposeRequest): Promise<TradeResult> {
  if (input.to_user_id === me) throw badRequest(TRADES_MSG.yourself);
  const now = ctx.now();
  return tradeOperation(ctx, ls, async (tx) => {
    if (!(await leaguePooler(tx, ls.leagueId, input.to_user_id))) throw notFound(TRADES_MSG.poolerNotFound);
    const original = input.counter_of === undefined ? null : await lockTrade(tx, ls, input.counter_of);
    if (original) {
      if (original.toUserId !== me) throw new AppError('forbidden', TRADES_MSG.notForYou);
      if (original.fromUserId !== input.to_user_id) throw badRequest(TRADES_MSG.counterWrongPartner);
      assertPending(original, now);
    }
    const journee = await openJournee(tx, ls, now);
    const terms = { fromUserId: me, toUserId: input.to_user_id, give: input.give, take: input.take };
    const checked = await checkTrade(tx, ls, terms, journee);
    if (original) await setStatus(tx, ls, original.id, 'countered', { closedAt: now });
    const hours = await leagueSetting(tx, ls.leagueId, 'trade_expiry_hours');
    const row = await insertTrade(tx, ls, terms, {
      message: input.message,
      counterOf: original?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    });
    const side = (ids: number[]) => ids.map((id) => required(checked.players, id));
    return {
      row,
      message: (original ? TRADES_MSG.countered : TRADES_MSG.proposed)(checked.to.name),
      events: [{ kind: 'proposed', trade: row, from: checked.from.name, give: side(terms.give), take: side(terms.take) }],
      applied: false,
    };
  });
}

/** Checks an open trade against the teams now, then applies it: the events of its outcome and of the lineups it emptied. */
async function goThrough(tx: Tx, ls: LeagueSeason, row: TradeRow, now: Date, reviewedBy: number | null) {
  const journee = await openJournee(tx, ls, now);
  const checked = await checkTrade(tx, ls, required(await termsOf(tx, [row]), row.id), journee);
  const { done, losses } = await applyTrade(tx, ls, row, checked, now, reviewedBy);
  const events: TradeEvent[] = [
    { kind: 'outcome', trade: done, from: checked.from.name, to: checked.to.name, journee, why: null },
    { kind: 'lineups', trade: done, losses, players: checked.players },
  ];
  return { done, losses, checked, events };
}

/**
 * The receiver's answer (trades/respond.php): a refusal closes the proposal; an acceptance checks it against the teams
 * now, then applies it, or, when the league reviews trades, leaves it for its admin's decision.
 */
export function respond(ctx: AppContext, ls: LeagueSeason, me: number, id: number, action: 'accept' | 'refuse'): Promise<TradeResult> {
  const now = ctx.now();
  return tradeOperation(ctx, ls, async (tx) => {
    const row = await lockTrade(tx, ls, id);
    if (row.toUserId !== me) throw new AppError('forbidden', TRADES_MSG.notForYou);
    assertPending(row, now);
    const to = await nameOf(tx, ls, me);
    if (action === 'refuse') {
      const refused = await setStatus(tx, ls, id, 'refused', { closedAt: now });
      return {
        row: refused,
        message: TRADES_MSG.refused,
        events: [{ kind: 'answered', trade: refused, to, accepted: false }],
        applied: false,
      };
    }
    if ((await leagueSetting(tx, ls.leagueId, 'trade_review')) === 'admin') {
      const journee = await openJournee(tx, ls, now);
      await checkTrade(tx, ls, required(await termsOf(tx, [row]), id), journee);
      const accepted = await setStatus(tx, ls, id, 'accepted', {
        acceptedAt: now,
        reviewDeadline: new Date(now.getTime() + TRADE_REVIEW_HOURS * HOUR_MS),
      });
      const message = TRADES_MSG.awaitingReview(TRADE_REVIEW_HOURS);
      return { row: accepted, message, events: [{ kind: 'answered', trade: accepted, to, accepted: true }], applied: false };
    }
    const { done, losses, checked, events } = await goThrough(tx, ls, { ...row, acceptedAt: now }, now, null);
    const mine = losses.filter((l) => l.user_id === me);
    const lost = mine.length
      ? ` ${TRADES_MSG.lineupLoss(
          mine.map((l) => playerName(required(checked.players, l.joueur_id))),
          Math.min(...mine.map((l) => l.numjournee)),
        )}`
      : '';
    return {
      row: done,
      message: `${TRADES_MSG.done(checked.journee)}${lost}`,
      events: [{ kind: 'answered', trade: done, to, accepted: true }, ...events.filter((e) => e.kind === 'lineups')],
      applied: true,
    };
  });
}

/** Its author withdraws a proposal still waiting for an answer (trades/withdraw.php). */
export function withdraw(ctx: AppContext, ls: LeagueSeason, me: number, id: number): Promise<TradeResult> {
  const now = ctx.now();
  return tradeOperation(ctx, ls, async (tx) => {
    const row = await lockTrade(tx, ls, id);
    if (row.fromUserId !== me) throw new AppError('forbidden', TRADES_MSG.notYours);
    assertPending(row, now);
    const withdrawn = await setStatus(tx, ls, id, 'withdrawn', { closedAt: now });
    return { row: withdrawn, message: TRADES_MSG.withdrawn, events: [], applied: false };
  });
}

/**
 * The league admin's decision on an accepted trade (trades/review.php): approved, it goes through now; vetoed, nothing
 * changes. The admin acts on both poolers' teams: the policy is asked for each (http/policy.ts), and the acts recorded.
 */
export function review(ctx: AppContext, ls: LeagueSeason, me: number, id: number, action: 'approve' | 'veto', acts: Acts) {
  const now = ctx.now();
  return tradeOperation(ctx, ls, async (tx): Promise<TradeResult> => {
    const row = await lockTrade(tx, ls, id);
    if (row.status !== 'accepted') throw conflict(TRADES_MSG.notAwaitingReview);
    await acts.check(tx, row.fromUserId);
    await acts.check(tx, row.toUserId);
    if (action === 'veto') {
      const vetoed = await setStatus(tx, ls, id, 'vetoed', { closedAt: now, reviewDeadline: null, reviewedBy: me });
      const [from, to] = [await nameOf(tx, ls, row.fromUserId), await nameOf(tx, ls, row.toUserId)];
      const events: TradeEvent[] = [{ kind: 'outcome', trade: vetoed, from, to, journee: null, why: TRADES_MSG.vetoedWhy }];
      return { row: vetoed, message: TRADES_MSG.vetoed, events, applied: false };
    }
    const { done, checked, events } = await goThrough(tx, ls, row, now, me);
    return { row: done, message: TRADES_MSG.approved(checked.journee), events, applied: true };
  });
}

/** The accepted trades whose review time is out (of the active season; of one league, or of every league). */
export async function reviewsDue(ctx: AppContext, leagueId?: number): Promise<{ ls: LeagueSeason; id: number }[]> {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(db);
  const query = db
    .select({ id: trades.id, leagueId: trades.leagueId })
    .from(trades)
    .where(
      and(
        eq(trades.saisonId, saisonId),
        eq(trades.status, 'accepted'),
        lte(trades.reviewDeadline, ctx.now()),
        leagueId === undefined ? undefined : eq(trades.leagueId, leagueId),
      ),
    )
    .orderBy(trades.reviewDeadline, trades.id);
  // Without a league: the timer's look over every league.
  const rows = leagueId === undefined ? await crossLeague('leaguesDue', async () => await query) : await query;
  return rows.map((r) => ({ ls: { leagueId: r.leagueId, saisonId }, id: r.id }));
}

/**
 * An accepted trade nobody reviewed in time goes through (RULES.md "Trades"), checked as an approval is; when it no
 * longer can (a player gone, a limit, the window closed), it is cancelled with the reason. Answers what happened (nothing
 * when another process, or the admin, decided first).
 */
export async function settleDue(ctx: AppContext, ls: LeagueSeason, id: number): Promise<TradeResult | null> {
  const now = ctx.now();
  const due = (row: TradeRow) => row.status === 'accepted' && row.reviewDeadline !== null && row.reviewDeadline <= now;
  try {
    return await tradeOperation(ctx, ls, async (tx) => {
      const row = await lockTrade(tx, ls, id);
      if (!due(row)) return null;
      const { done, checked, events } = await goThrough(tx, ls, row, now, null);
      return { row: done, message: TRADES_MSG.approved(checked.journee), events, applied: true };
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const why = err.message;
    return tradeOperation(ctx, ls, async (tx) => {
      const row = await lockTrade(tx, ls, id);
      if (!due(row)) return null;
      const reason = TRADES_MSG.failedAtReview(why);
      const cancelled = await setStatus(tx, ls, id, 'cancelled', { closedAt: now, reviewDeadline: null, reason });
      const [from, to] = [await nameOf(tx, ls, row.fromUserId), await nameOf(tx, ls, row.toUserId)];
      const events: TradeEvent[] = [{ kind: 'outcome', trade: cancelled, from, to, journee: null, why }];
      return { row: cancelled, message: reason, events, applied: false };
    });
  }
}
