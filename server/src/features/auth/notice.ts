import { ACTS_MSG, liguesCalls, parisDateTime } from '@poolfoot/domain';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Q } from '../../db/client.js';
import { accountActs, users } from '../../db/schema.js';
import { poolerName } from '../users/index.js';

const actors = alias(users, 'actor');

const unseenLinks = (userId: number): SQL =>
  and(eq(accountActs.targetId, userId), eq(accountActs.call, liguesCalls.resetLink.path), isNull(accountActs.seenAt)) as SQL;

/** What the shell tells a member at once: the newest password link someone made for him that he has not seen. */
export async function noticeOf(db: Q, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: accountActs.at, actor: poolerName(actors) })
    .from(accountActs)
    .leftJoin(actors, eq(actors.id, accountActs.actorId))
    .where(unseenLinks(userId))
    .orderBy(desc(accountActs.id))
    .limit(1);
  return row ? ACTS_MSG.resetNotice(row.actor ?? ACTS_MSG.actorGone, parisDateTime(row.at)) : null;
}
