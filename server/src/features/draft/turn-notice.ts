import { draftPlayerName, PUSH_MSG } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { draftPicks, joueurs } from '../../db/schema.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/types.js';
import { inLeagueSeason, type LeagueSeason, leagueNames } from '../ligues/index.js';
import { publish } from '../live/index.js';
import { enqueue } from '../push/index.js';
import type { StateRow } from './repo.js';

/**
 * After a draft change, from the state it committed (none when the league has no draft): each pooler a pick was made
 * for (his clock ran out, or he is away) is told which player and whether from his list; the pooler whose turn it now is
 * gets a push, with the pick clock's deadline when it runs; each opens /draft in that league. Its key names the pick and
 * the draft's version: sent once for one committed state, and again when the same pick is asked anew (the draft reset
 * and started again, resumed after a pause, its clock changed).
 */
async function noticeDraftTurn(ctx: AppContext, log: FastifyBaseLogger, ls: LeagueSeason, state: StateRow | null) {
  const { db } = ctx.database;
  if (!state) return;
  const ligue = (await leagueNames(db, [ls.leagueId])).get(ls.leagueId) ?? '';
  // The picks the change made for poolers not there to pick (their clock, or away): each is told what was taken.
  const made = await db
    .select({
      id: draftPicks.id,
      userId: draftPicks.userId,
      fromList: draftPicks.fromList,
      nom: joueurs.nom,
      prenom: joueurs.prenom,
    })
    .from(draftPicks)
    .innerJoin(joueurs, eq(joueurs.id, draftPicks.joueurId))
    .where(and(inLeagueSeason(draftPicks, ls), eq(draftPicks.auto, true), eq(draftPicks.createdAt, state.updatedAt)));
  await enqueue(
    ctx,
    log,
    made.map((p) => ({
      key: `draft-auto:${p.id}`,
      userId: p.userId,
      type: 'turn' as const,
      payload: {
        title: PUSH_MSG.autoPickTitle,
        body: PUSH_MSG.autoPick(ligue, draftPlayerName(p), p.fromList),
        url: `/draft?ligue=${ls.leagueId}`,
        tag: `draft-auto-${ls.leagueId}`,
      },
    })),
  );
  if (state.status !== 'en cours' || !state.prochainPoolerId) return;
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

/** After a committed change of a league's draft (a call, or the pick clock): its pages hear it, its poolers are told. */
export async function draftChanged(ctx: AppContext, log: FastifyBaseLogger, ls: LeagueSeason, state: StateRow | null) {
  await publish(ctx, 'draft', ls);
  await noticeDraftTurn(ctx, log, ls, state);
}
