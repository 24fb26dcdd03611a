import { TRADE_STATUS_LABELS, type TradeStatus, TRADES_MSG, tradeStatusSchema } from '@poolfoot/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Q, Tx } from '../../db/client.js';
import { tradePlayers, trades } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import type { TradeTerms } from './rules.js';

export type TradeRow = typeof trades.$inferSelect;

/** Where a proposal stands at `now`: a pending one past its time has expired (nothing is written when it does). */
export const statusAt = (row: Pick<TradeRow, 'status' | 'expiresAt'>, now: Date): TradeStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : tradeStatusSchema.parse(row.status);

/** A trade of the league's season, its row locked until the transaction ends; another league's answers as a missing one. */
export async function lockTrade(tx: Tx, ls: LeagueSeason, id: number): Promise<TradeRow> {
  const [row] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.id, id), inLeagueSeason(trades, ls)))
    .for('update');
  if (!row) throw notFound(TRADES_MSG.notFound);
  return row;
}

/** Refuses a proposal that no longer waits for an answer (expired, or answered, withdrawn, replaced…). */
export function assertPending(row: TradeRow, now: Date) {
  const status = statusAt(row, now);
  if (status === 'expired') throw conflict(TRADES_MSG.expired);
  if (status !== 'pending') throw conflict(TRADES_MSG.notPending(TRADE_STATUS_LABELS[status]));
}

/** The players of trades: each trade's `give` and `take` (by player id). */
export async function termsOf(db: Q, rows: readonly TradeRow[]): Promise<Map<number, TradeTerms>> {
  const players = rows.length
    ? await db
        .select()
        .from(tradePlayers)
        .where(
          inArray(
            tradePlayers.tradeId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(tradePlayers.tradeId), asc(tradePlayers.joueurId))
    : [];
  return new Map(
    rows.map((r) => {
      const mine = players.filter((p) => p.tradeId === r.id);
      const side = (s: string) => mine.filter((p) => p.side === s).map((p) => p.joueurId);
      return [r.id, { fromUserId: r.fromUserId, toUserId: r.toUserId, give: side('give'), take: side('take') }];
    }),
  );
}

/** A new proposal and its players. */
export async function insertTrade(
  tx: Tx,
  ls: LeagueSeason,
  terms: TradeTerms,
  extra: { message: string; counterOf: number | null; createdAt: Date; expiresAt: Date },
): Promise<TradeRow> {
  const [row] = await tx
    .insert(trades)
    .values({ ...ls, fromUserId: terms.fromUserId, toUserId: terms.toUserId, ...extra })
    .returning();
  if (!row) throw new Error('échange non écrit');
  await tx
    .insert(tradePlayers)
    .values([
      ...terms.give.map((joueurId) => ({ tradeId: row.id, joueurId, side: 'give' })),
      ...terms.take.map((joueurId) => ({ tradeId: row.id, joueurId, side: 'take' })),
    ]);
  return row;
}

/** Closes a trade (refused, withdrawn, countered, vetoed, cancelled) or marks it accepted or done. */
export async function setStatus(tx: Tx, ls: LeagueSeason, id: number, status: TradeStatus, fields: Partial<TradeRow> = {}) {
  const [row] = await tx
    .update(trades)
    .set({ status, ...fields })
    .where(and(eq(trades.id, id), inLeagueSeason(trades, ls)))
    .returning();
  if (!row) throw new Error('échange introuvable');
  return row;
}
