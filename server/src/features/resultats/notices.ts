import { HOME_MSG, PUSH_MSG } from '@poolfoot/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { crossLeague } from '../../db/league-scope.js';
import { journees, rencontres, users } from '../../db/schema.js';
import type { AppContext } from '../../http/types.js';
import { leagueNames } from '../ligues/index.js';
import { enqueue, type Notice } from '../push/index.js';
import { poolerName } from '../users/index.js';
import { fromSide } from './outcome.js';

/**
 * Once a matchday is finished: each pooler of each league gets his match's final result as a push, once (a
 * result computed again later does not notify again): « Victoire 19–10 contre Camille ». It opens the matchday's
 * head-to-heads in that league. The matchday is the instance's: every league's pairings of it are read, as its results
 * were computed.
 */
export async function noticeResults(ctx: AppContext, log: FastifyBaseLogger, journeeId: number) {
  const { db } = ctx.database;
  const u1 = alias(users, 'u1');
  const u2 = alias(users, 'u2');
  const rows = await crossLeague(
    'everyLeagueAfterResults',
    async () =>
      await db
        .select({ m: rencontres, numjournee: journees.numjournee, name1: poolerName(u1), name2: poolerName(u2) })
        .from(rencontres)
        .innerJoin(journees, eq(journees.id, rencontres.journeeId))
        .innerJoin(u1, eq(u1.id, rencontres.user1Id))
        .leftJoin(u2, eq(u2.id, rencontres.user2Id))
        .where(and(eq(rencontres.journeeId, journeeId), isNotNull(rencontres.resultat))),
  );
  const names = await leagueNames(db, [...new Set(rows.map((r) => r.m.leagueId))]);
  const notices: Notice[] = rows.flatMap(({ m, numjournee, name1, name2 }) =>
    [m.user1Id, ...(m.user2Id === null ? [] : [m.user2Id])].map((userId) => {
      const { mine, theirs, outcome } = fromSide(m, userId);
      const opponent = userId === m.user1Id ? name2 : name1;
      return {
        key: `result:${m.leagueId}:${journeeId}:${userId}`,
        userId,
        type: 'result' as const,
        payload: {
          title: PUSH_MSG.resultTitle(numjournee),
          body:
            m.user2Id === null || opponent === null
              ? PUSH_MSG.resultBye(mine)
              : `${names.get(m.leagueId) ?? ''} : ${HOME_MSG.lastResult(outcome, mine, theirs, opponent)}.`,
          url: `/compos/rencontres/${journeeId}?ligue=${m.leagueId}`,
          tag: `result-${m.leagueId}-${journeeId}`,
        },
      };
    }),
  );
  await enqueue(ctx, log, notices);
}
