import type { LiveTopic } from '@poolfoot/domain';
import { sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import type { AppContext } from '../../http/types.js';

export const LIVE_CHANNEL = 'poolfoot_live';

/**
 * Who a change concerns: one league's streams (its draft, its lineups…), or every league's (the real matchday's); also
 * whose results a computation is asked for (resultats calcJournee: one league's for its admin, every league's for the autopilot).
 */
export type Audience = { leagueId: number } | 'every league';

/** The notice of a change: its topic, and the league it is of ('*' for every league). */
export const noticeOf = (topic: LiveTopic, audience: Audience) => `${topic}:${audience === 'every league' ? '*' : audience.leagueId}`;

/** A notice read back: its topic and whom it concerns (noticeOf's inverse). */
export function parseNotice(notice: string): { topic: LiveTopic; audience: Audience } {
  const [topic, league] = notice.split(':') as [LiveTopic, string];
  return { topic, audience: league === '*' ? 'every league' : { leagueId: Number(league) } };
}

/**
 * Tells every server process (PostgreSQL LISTEN/NOTIFY; PGlite in-process) that a topic changed, for one league or for
 * all of them (docs/ligues.md: a league's streams hear only their league). Call it after the change is committed. A
 * failed notify never fails the caller's request: the 30 s poll catches up.
 */
export async function publish(ctx: AppContext, topic: LiveTopic, audience: Audience) {
  await ctx.database.notifier.notify(LIVE_CHANNEL, noticeOf(topic, audience)).catch(() => undefined);
}

/**
 * Tells of a change from inside the transaction that makes it, for some leagues: PostgreSQL (and PGlite) deliver the
 * notices at the commit, and never when it rolls back. For a change made on the way of another (the game's messages in
 * the rooms of the leagues a pick or a matchday concerns), whose caller publishes its own topic after the commit.
 */
export async function publishAtCommit(tx: Q, topic: LiveTopic, leagueIds: readonly number[]) {
  const notices = [...new Set(leagueIds)].map((leagueId) => sql`${noticeOf(topic, { leagueId })}`);
  if (!notices.length) return;
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, n) from unnest(array[${sql.join(notices, sql`, `)}]::text[]) n`);
}
