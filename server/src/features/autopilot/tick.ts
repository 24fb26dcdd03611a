import { AUTOPILOT_MSG } from '@poolfoot/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { journees, matchlfps } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { catchUp } from '../../db/shared-generation.js';
import type { AppContext } from '../../http/types.js';
import type { LogEntry } from '../../jobs/log.js';
import { type MatchWithClubs, matchesOfJournee } from '../championnat/index.js';
import { publish } from '../live/index.js';
import { claimDue, NOTHING_DUE } from './claims.js';
import { noticeLiveFigures } from './live-notices.js';
import { recordActions } from './log.js';
import { matchPlayersPoints } from './match-points.js';
import { type Claim, label, readClaims } from './reads.js';
import { remindLineups } from './reminders.js';
import { tickResults } from './results.js';
import { matchdaySnapshot } from './snapshot.js';
import { withState } from './state.js';
import { appWork } from '../../db/league-scope.js';

export { REIMPORTS_AFTER_MS } from './claims.js';
export { REIMPORT_TRIES } from './reads.js';

export type TickReport = { polled: number; whistles: number; reimported: number; results: number };

/** Matches by id, with their clubs (those the bookkeeping has re-imports due for). */
async function matchesById(db: Db, ids: number[]): Promise<MatchWithClubs[]> {
  if (!ids.length) return [];
  const rows = await db.selectDistinct({ journeeId: matchlfps.journeeId }).from(matchlfps).where(inArray(matchlfps.id, ids));
  const all = await Promise.all(rows.map((r) => matchesOfJournee(db, r.journeeId)));
  return all.flat().filter((m) => ids.includes(m.match.id));
}

/**
 * One autopilot tick (the ticker calls it every few seconds; tests call it after moving the clock), in steps, from one
 * snapshot of the active matchday: claim what is due (once across processes, state.ts), read the claimed sheets
 * (reads.ts: a live match's lines each poll interval, a finished one's again later that night and the next day), its
 * goals, assists and red cards told to the poolers (a push), the points of the matches whose whistle was seen, the lineup reminders, the results (results.ts); every action goes to
 * the job log of its matchday (log.ts). Does nothing while paused.
 */
export const autopilotTick = (ctx: AppContext, log: FastifyBaseLogger): Promise<TickReport> => appWork(() => tickOnce(ctx, log));

async function tickOnce(ctx: AppContext, log: FastifyBaseLogger): Promise<TickReport> {
  const { db } = ctx.database;
  // As a request does: first hear of every write committed before (other processes'), no shared read is older.
  await catchUp(db);
  const setting = await getSetting(db, 'autopilot');
  if (!setting.enabled) return { polled: 0, whistles: 0, reimported: 0, results: 0 };
  const now = ctx.now();
  const at = now.getTime();
  const pollMs = setting.poll_seconds * 1000;
  const snapshot = await matchdaySnapshot(db, at);
  const { live, journee: active } = snapshot;

  // Claim. Nothing live and nothing to read again: no lock taken (the usual tick between matchdays).
  const idle = !live.length && !Object.keys((await getSetting(db, 'autopilot_state')).matches).length;
  const due = idle ? NOTHING_DUE : await withState(db, (state) => claimDue(state, live, at, pollMs));
  const claims: Claim[] = [
    ...live.filter((r) => due.polls.includes(r.match.id)).map((match) => ({ kind: 'poll' as const, match })),
    ...(await matchesById(db, due.reimports)).map((match) => ({ kind: 'reimport' as const, match })),
  ];
  const lines = new Map<number, LogEntry[]>();
  const say = (journeeId: number, line: LogEntry) => lines.set(journeeId, [...(lines.get(journeeId) ?? []), line]);

  // Read.
  const reads = await readClaims(ctx, log, { claims, due, snapshot, now, pollMs, say });
  const { changed } = reads;
  // Goals, assists and red cards of the poolers' players, told as they are read.
  await noticeLiveFigures(ctx, log, reads.live);

  // Whistles: the points of each match's players, unless its matchday is over with it (the results, just after,
  // compute every point of the matchday: scored once, not twice).
  const closing = snapshot.over();
  for (const { match, read } of reads.whistled) {
    const players = closing ? read.players_count : await matchPlayersPoints(db, match.match.journeeId, match.match.id, now);
    changed.add(match.match.journeeId);
    say(match.match.journeeId, {
      level: 'ok',
      text: `${label(match)} : ${AUTOPILOT_MSG.finished(read.score, read.players_count)}`,
      details: [AUTOPILOT_MSG.pointsComputed(players)],
    });
  }

  // Lineup reminders, the hour before the active matchday's first kickoff.
  if (active) for (const line of await remindLineups(ctx, log, active, now)) say(active.id, line);

  // Results.
  const results = await tickResults(ctx, log, { snapshot, changed, now, say });

  const numOf = new Map(
    (
      await db
        .select({ id: journees.id, n: journees.numjournee })
        .from(journees)
        .where(inArray(journees.id, [...lines.keys(), 0]))
    ).map((j) => [j.id, j.n]),
  );
  for (const [journeeId, entries] of lines) await recordActions(db, now, numOf.get(journeeId) ?? 0, entries);
  // Live sheets read or points changed: the pages showing the matchday read it again, in every league.
  if (changed.size || reads.polled) await publish(ctx, 'resultats', 'every league');
  return { polled: reads.polled, whistles: reads.whistled.length, reimported: reads.reimported, results };
}
