import { AUTOPILOT_MSG, CHAMPIONNAT_MSG, matchFinished } from '@poolfoot/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../http/types.js';
import type { LogEntry } from '../../jobs/log.js';
import { SourceError } from '../../providers/http.js';
import { type BuildResult, buildMatchStats, isItemFailure, championnatEnv, type MatchWithClubs } from '../championnat/index.js';
import { type Due, entry, iso } from './claims.js';
import { matchPlayersPoints } from './match-points.js';
import { kickoffLongPast } from './pipeline.js';
import type { MatchdaySnapshot } from './snapshot.js';
import { withState } from './state.js';

const MINUTE = 60_000;
/** A failed read waits twice as long each time, up to this; a match not played at its time is asked this often. */
export const MAX_BACKOFF_MS = 30 * MINUTE;
/** The longest a source's Retry-After is obeyed. */
const MAX_RETRY_AFTER_MS = 60 * MINUTE;
/** A re-import that fails is tried again (backing off) this many times in all, then left for the next one. */
export const REIMPORT_TRIES = 5;

export type Claim = { kind: 'poll' | 'reimport'; match: MatchWithClubs };
export type Say = (journeeId: number, entry: LogEntry) => void;
export const label = (m: MatchWithClubs) => `${m.home.name} – ${m.away.name}`;

/**
 * What the reads of a tick did: the sheets read (live ones in `live`, their figures told to the poolers), the whistles seen
 * (their points still to compute), the matchdays changed.
 */
export type Reads = {
  polled: number;
  reimported: number;
  live: MatchWithClubs[];
  whistled: { match: MatchWithClubs; read: BuildResult }[];
  changed: Set<number>;
};

/**
 * Reads each claimed sheet (a pause between two) and stores it: a live one's lines, a finished one read again (its
 * players' points computed again when it changed). A whistle is recorded once across processes; its points are left to
 * the caller, who knows whether the matchday is over. A failure backs off (the source's Retry-After at least) and is
 * said in the log.
 */
export async function readClaims(
  ctx: AppContext,
  log: FastifyBaseLogger,
  tick: { claims: readonly Claim[]; due: Due; snapshot: MatchdaySnapshot; now: Date; pollMs: number; say: Say },
): Promise<Reads> {
  const { db } = ctx.database;
  const { claims, due, snapshot, now, pollMs, say } = tick;
  const reads: Reads = { polled: 0, reimported: 0, live: [], whistled: [], changed: new Set() };
  if (!claims.length) return reads;
  const env = await championnatEnv(ctx, log);
  for (const [i, { kind, match }] of claims.entries()) {
    if (i > 0) await env.runtime.pause();
    const id = match.match.id;
    const journeeId = match.match.journeeId;
    try {
      const read = await buildMatchStats(env, match);
      // Its failures in a row forgotten, when it had some (the claim said so: no lock taken for nothing).
      if (due.failing.has(id)) {
        await withState(db, (state) => {
          delete state.matches[id]?.fails;
        });
      }
      if (kind === 'reimport') {
        reads.reimported++;
        const modified = read.created + read.updated + read.deleted;
        if (modified) {
          await matchPlayersPoints(db, journeeId, id, now);
          reads.changed.add(journeeId);
        }
        say(journeeId, { level: 'ok', text: `${label(match)} : ${AUTOPILOT_MSG.reimported(modified)}` });
        continue;
      }
      reads.polled++;
      reads.live.push(match);
      snapshot.saw(id, read.period);
      if (matchFinished(read.period) && (await recordWhistle(db, id, now))) {
        reads.whistled.push({ match, read });
        continue;
      }
      if (read.notStarted) {
        // Not started: the league is late, or will not play it. Long after its kickoff, it is asked less often and the
        // admin is told what to do (one state, as the manage page shows it).
        const late = kickoffLongPast(match.match, now);
        if (late) {
          await withState(db, (state) => {
            entry(state, id).next = iso(now.getTime() + MAX_BACKOFF_MS);
          });
        }
        say(journeeId, { level: 'ok', text: `${label(match)} : ${late ? AUTOPILOT_MSG.notPlayed : AUTOPILOT_MSG.notStarted}` });
        continue;
      }
      say(journeeId, { level: 'ok', text: `${label(match)} : ${AUTOPILOT_MSG.polled(read.score, read.players_count)}` });
    } catch (err) {
      if (!isItemFailure(err)) log.error({ err, match: id }, 'autopilot: match failed');
      const reason = isItemFailure(err) ? err.message : CHAMPIONNAT_MSG.internal;
      const asked = err instanceof SourceError ? Math.min(MAX_RETRY_AFTER_MS, err.retryAfterMs ?? 0) : 0;
      const wait = await backOff(db, id, kind, now.getTime(), pollMs, asked);
      const next =
        wait === null ? AUTOPILOT_MSG.reimportGivenUp(reason, REIMPORT_TRIES) : AUTOPILOT_MSG.pollFailed(reason, Math.round(wait / MINUTE));
      say(journeeId, { level: 'ko', text: `${label(match)} : ${next}` });
    }
  }
  return reads;
}

/** The whistle is seen once: the process that records it computes the points. */
const recordWhistle = (db: Db, id: number, now: Date) =>
  withState(db, (state) => {
    const s = entry(state, id);
    if (s.whistle) return false;
    s.whistle = now.toISOString();
    s.reimports = 0;
    return true;
  });

/**
 * After a failed read: the next one waits twice as long each time (up to MAX_BACKOFF_MS), and at least what the source
 * asked (`asked`). A failed re-import is claimed again after the wait, up to REIMPORT_TRIES tries; then the next one is
 * waited for (null).
 */
const backOff = (db: Db, id: number, kind: Claim['kind'], at: number, pollMs: number, asked: number) =>
  withState(db, (state) => {
    const s = entry(state, id);
    s.fails = (s.fails ?? 0) + 1;
    const ms = Math.max(Math.min(MAX_BACKOFF_MS, pollMs * 2 ** s.fails), asked);
    s.next = iso(at + ms);
    if (kind === 'poll' || s.fails < REIMPORT_TRIES) {
      if (kind === 'reimport') s.reimports = (s.reimports ?? 1) - 1;
      return ms;
    }
    delete s.fails;
    return null;
  });
