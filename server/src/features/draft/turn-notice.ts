import { PUSH_MSG } from '@poolfoot/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/types.js';
import { type LeagueSeason, leagueNames } from '../ligues/index.js';
import { enqueue } from '../push/index.js';
import { readState } from './repo.js';

/**
 * After a draft change: the pooler whose turn it now is gets a push (issue 29), with the pick clock's deadline when it
 * runs; it opens /draft in that league. Its key names the pick and the draft's version: sent once for one committed
 * state whoever reads it, and again when the same pick is asked anew (the draft reset and started again, resumed after
 * a pause, its clock changed).
 */
export async function noticeDraftTurn(ctx: AppContext, log: FastifyBaseLogger, ls: LeagueSeason) {
  const state = await readState(ctx.database.db, ls);
  if (state?.status !== 'en cours' || !state.prochainPoolerId) return;
  const ligue = (await leagueNames(ctx.database.db, [ls.leagueId])).get(ls.leagueId) ?? '';
  await enqueue(ctx, log, [
    {
      key: `draft:${ls.leagueId}:${ls.saisonId}:${state.tour}:${state.choix}:${state.version}`,
      userId: state.prochainPoolerId,
      type: 'turn',
      payload: {
        title: PUSH_MSG.draftTurnTitle,
        body: PUSH_MSG.draftTurn(ligue, state.tour, state.pickDeadline?.toISOString() ?? null),
        url: `/draft?ligue=${ls.leagueId}`,
        tag: `draft-${ls.leagueId}`,
      },
    },
  ]);
}
