import { byPosteThenName, CHAT_MSG, TRADES_MSG } from '@poolfoot/domain';
import { and, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { compoSlots, compos, journees, tradePlayers, trades } from '../../db/schema.js';
import { postGameMessages } from '../chat/index.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { assertFreeFrom, assign, fixLineups, playerName, release, required } from '../mercato/index.js';
import type { CheckedTrade } from './rules.js';
import { setStatus, type TradeRow } from './store.js';

export type LineupLoss = { user_id: number; numjournee: number; joueur_id: number };

/**
 * The lineups a trade empties a slot of, before it is applied: for each player, the first matchday from `journee` on
 * whose lineup (saved then, or the last saved before it, which that matchday carries over) his former owner had him in.
 */
async function lineupLosses(tx: Tx, ls: LeagueSeason, checked: CheckedTrade): Promise<LineupLoss[]> {
  const owners = [checked.from.id, checked.to.id];
  const saved = await tx
    .select({ id: compos.id, userId: compos.userId, numjournee: journees.numjournee })
    .from(compos)
    .innerJoin(journees, eq(journees.id, compos.journeeId))
    .where(and(inLeagueSeason(compos, ls), inArray(compos.userId, owners)));
  const slots = saved.length
    ? await tx
        .select({ compoId: compoSlots.compoId, joueurId: compoSlots.joueurId })
        .from(compoSlots)
        .where(
          and(
            inArray(
              compoSlots.compoId,
              saved.map((c) => c.id),
            ),
            inArray(
              compoSlots.joueurId,
              checked.rows.map((r) => r.joueurId),
            ),
          ),
        )
    : [];
  const n = checked.journee;
  const losses: LineupLoss[] = [];
  for (const row of checked.rows) {
    const own = saved.filter((c) => c.userId === row.from);
    const carried = own.some((c) => c.numjournee === n)
      ? undefined
      : own.filter((c) => c.numjournee < n).sort((a, b) => b.numjournee - a.numjournee)[0];
    const affected = own
      .filter((c) => c.numjournee >= n || c === carried)
      .filter((c) => slots.some((s) => s.compoId === c.id && s.joueurId === row.joueurId))
      .map((c) => Math.max(c.numjournee, n));
    if (affected.length) losses.push({ user_id: row.from, numjournee: Math.min(...affected), joueur_id: row.joueurId });
  }
  return losses;
}

/**
 * Applies a checked trade (RULES.md "Trades"), as the admin's exchange does (mercato/admin.ts): each player leaves his
 * team at the effect matchday and joins the other from it; the lineups follow (a slot of a player gone is emptied, a
 * locked one refuses the whole trade). The trade is done; every other open proposal holding one of its players is
 * cancelled, saying why. Answers the lineups it emptied a slot of.
 */
export async function applyTrade(tx: Tx, ls: LeagueSeason, trade: TradeRow, checked: CheckedTrade, now: Date, reviewedBy: number | null) {
  const n = checked.journee;
  const losses = await lineupLosses(tx, ls, checked);
  for (const row of checked.rows) await release(tx, ls, row.id, n);
  for (const row of checked.rows) {
    await assertFreeFrom(tx, ls, required(checked.players, row.joueurId), n);
    await assign(tx, ls, row.to, row.joueurId, n);
  }
  await fixLineups(tx, ls, [checked.from.id, checked.to.id], n, now);
  const done = await setStatus(tx, ls, trade.id, 'done', {
    journee: n,
    closedAt: now,
    acceptedAt: trade.acceptedAt ?? now,
    reviewDeadline: null,
    reviewedBy,
    lineupLosses: losses,
  });
  await cancelHolding(tx, ls, trade.id, checked, now);
  const gone = (from: number) =>
    checked.rows
      .filter((r) => r.from === from)
      .map((r) => required(checked.players, r.joueurId))
      .sort(byPosteThenName)
      .map(playerName);
  await postGameMessages(tx, now, [
    {
      leagueId: ls.leagueId,
      event: 'trades',
      link: '/echanges',
      text: CHAT_MSG.tradeDone(checked.from.name, checked.to.name, gone(checked.from.id), gone(checked.to.id), n),
    },
  ]);
  return { done, losses };
}

/** Cancels every other proposal of the league still open (waiting for an answer or a review) that holds a player of this trade. */
async function cancelHolding(tx: Tx, ls: LeagueSeason, tradeId: number, checked: CheckedTrade, now: Date) {
  const ids = checked.rows.map((r) => r.joueurId);
  const holding = await tx
    .select({ id: trades.id, joueurId: tradePlayers.joueurId })
    .from(trades)
    .innerJoin(tradePlayers, eq(tradePlayers.tradeId, trades.id))
    .where(
      and(
        inLeagueSeason(trades, ls),
        ne(trades.id, tradeId),
        or(eq(trades.status, 'accepted'), and(eq(trades.status, 'pending'), gt(trades.expiresAt, now))),
        inArray(tradePlayers.joueurId, ids),
      ),
    )
    .orderBy(trades.id, tradePlayers.joueurId);
  const first = new Map<number, number>();
  for (const h of holding) if (!first.has(h.id)) first.set(h.id, h.joueurId);
  for (const [id, joueurId] of first) {
    const reason = TRADES_MSG.tradedElsewhere(playerName(required(checked.players, joueurId)), checked.from.name, checked.to.name);
    await setStatus(tx, ls, id, 'cancelled', { closedAt: now, reason, reviewDeadline: null });
  }
}
