import { ACTS_MSG, type AccountAct } from '@poolfoot/domain';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Q } from '../../db/client.js';
import { accountActs, leagues, users } from '../../db/schema.js';
import { poolerName } from '../users/index.js';

const PAGE = 30;
const actors = alias(users, 'actor');
const targets = alias(users, 'target');

/**
 * The acts on others recorded by the policy (http/policy.ts), newest first, a page at a time: all of them (the instance's
 * admins) or those on one person.
 */
export async function actsPage(db: Q, where: { targetId?: number; beforeId?: number }) {
  const rows = await db
    .select({
      id: accountActs.id,
      at: accountActs.at,
      actor: poolerName(actors),
      target: poolerName(targets),
      league: leagues.nom,
      call: accountActs.call,
      seenAt: accountActs.seenAt,
    })
    .from(accountActs)
    .innerJoin(targets, eq(targets.id, accountActs.targetId))
    .leftJoin(actors, eq(actors.id, accountActs.actorId))
    .leftJoin(leagues, eq(leagues.id, accountActs.leagueId))
    .where(
      and(
        where.targetId === undefined ? undefined : eq(accountActs.targetId, where.targetId),
        where.beforeId === undefined ? undefined : lt(accountActs.id, where.beforeId),
      ),
    )
    .orderBy(desc(accountActs.id))
    .limit(PAGE + 1);
  const acts: AccountAct[] = rows.slice(0, PAGE).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    target: r.target,
    league: r.league,
    label: ACTS_MSG.callLabels[r.call] ?? r.call,
    seen: r.seenAt !== null,
  }));
  return { acts, more: rows.length > PAGE };
}

/** The member has seen what was done to his account. */
export async function markSeen(db: Q, userId: number, now: Date) {
  await db
    .update(accountActs)
    .set({ seenAt: now })
    .where(and(eq(accountActs.targetId, userId), isNull(accountActs.seenAt)));
}
