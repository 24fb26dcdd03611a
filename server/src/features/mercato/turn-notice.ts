import { PUSH_MSG } from '@poolfoot/domain';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mercatoMoves, mercatoState } from '../../db/schema.js';
import type { AppContext } from '../../http/types.js';
import { inLeagueSeason, type LeagueSeason, leagueNames } from '../ligues/index.js';
import { enqueue } from '../push/index.js';

/**
 * After a mercato change: the pooler whose turn it now is gets a push, once per turn (its key names the round,
 * the pooler and the moves made so far). It opens /mercato in that league.
 */
export async function noticeMercatoTurn(ctx: AppContext, log: FastifyBaseLogger, ls: LeagueSeason) {
  const { db } = ctx.database;
  const [state] = await db.select().from(mercatoState).where(inLeagueSeason(mercatoState, ls));
  if (state?.status !== 'en cours' || !state.cursorUserId) return;
  const [moves] = await db.select({ n: count() }).from(mercatoMoves).where(inLeagueSeason(mercatoMoves, ls));
  const ligue = (await leagueNames(db, [ls.leagueId])).get(ls.leagueId) ?? '';
  await enqueue(ctx, log, [
    {
      key: `mercato:${ls.leagueId}:${ls.saisonId}:${state.round}:${state.cursorUserId}:${moves?.n ?? 0}`,
      userId: state.cursorUserId,
      type: 'turn',
      payload: {
        title: PUSH_MSG.mercatoTurnTitle,
        body: PUSH_MSG.mercatoTurn(ligue, state.round),
        url: `/mercato?ligue=${ls.leagueId}`,
        tag: `mercato-${ls.leagueId}`,
      },
    },
  ]);
}
