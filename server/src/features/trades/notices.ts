import { TRADES_MSG } from '@poolfoot/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/types.js';
import { type LeagueSeason, leagueNames } from '../ligues/index.js';
import { playerName, type PlayerInfo, required } from '../mercato/index.js';
import { enqueue, type Notice } from '../push/index.js';
import type { LineupLoss } from './apply.js';
import type { TradeRow } from './store.js';

/** What happened to a trade that its people are told of (push type 'trade', docs/notifications.md). */
export type TradeEvent =
  | { kind: 'proposed'; trade: TradeRow; from: string; give: PlayerInfo[]; take: PlayerInfo[] }
  | { kind: 'answered'; trade: TradeRow; to: string; accepted: boolean }
  | { kind: 'outcome'; trade: TradeRow; from: string; to: string; journee: number | null; why: string | null }
  | { kind: 'lineups'; trade: TradeRow; losses: LineupLoss[]; players: Map<number, PlayerInfo> };

const url = (ls: LeagueSeason, page: string) => `${page}?ligue=${ls.leagueId}`;

function noticesOf(ls: LeagueSeason, ligue: string, e: TradeEvent): Notice[] {
  const key = `trade:${ls.leagueId}:${e.trade.id}:${e.kind}`;
  const tag = `trade-${e.trade.id}`;
  const page = url(ls, '/echanges');
  const names = (players: PlayerInfo[]) => players.map(playerName);
  switch (e.kind) {
    case 'proposed':
      return [
        {
          key,
          userId: e.trade.toUserId,
          type: 'trade',
          payload: {
            title: TRADES_MSG.pushProposalTitle,
            body: TRADES_MSG.pushProposal(e.from, names(e.give), names(e.take), ligue),
            url: page,
            tag,
          },
        },
      ];
    case 'answered':
      return [
        {
          key,
          userId: e.trade.fromUserId,
          type: 'trade',
          payload: {
            title: TRADES_MSG.pushAnsweredTitle(e.accepted),
            body: TRADES_MSG.pushAnswered(e.to, e.accepted, ligue),
            url: page,
            tag,
          },
        },
      ];
    case 'outcome':
      return [e.trade.fromUserId, e.trade.toUserId].map((userId) => ({
        key: `${key}:${userId}`,
        userId,
        type: 'trade',
        payload: {
          title: TRADES_MSG.pushOutcomeTitle(e.journee !== null),
          body: TRADES_MSG.pushOutcome(e.from, e.to, e.journee, e.why),
          url: page,
          tag,
        },
      }));
    case 'lineups':
      return [...new Set(e.losses.map((l) => l.user_id))].map((userId) => {
        const mine = e.losses.filter((l) => l.user_id === userId);
        const first = Math.min(...mine.map((l) => l.numjournee));
        return {
          key: `${key}:${userId}`,
          userId,
          type: 'trade',
          payload: {
            title: TRADES_MSG.pushLineupTitle,
            body: TRADES_MSG.lineupLoss(
              mine.map((l) => playerName(required(e.players, l.joueur_id))),
              first,
            ),
            url: url(ls, '/compo'),
            tag: `${tag}-compo`,
          },
        };
      });
  }
}

/** Queues the notices of what happened (after the commit; a failure is logged by enqueue, never thrown). */
export async function tellTrade(ctx: AppContext, log: FastifyBaseLogger, ls: LeagueSeason, events: readonly TradeEvent[]) {
  if (!events.length) return;
  const ligue = (await leagueNames(ctx.database.db, [ls.leagueId])).get(ls.leagueId) ?? '';
  await enqueue(
    ctx,
    log,
    events.flatMap((e) => noticesOf(ls, ligue, e)),
  );
}
