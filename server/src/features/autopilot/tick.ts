import { AUTOPILOT_MSG, LEAGUE_MSG, matchdayMatchesFinished, matchFinished } from '@poolfoot/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AutopilotState } from '../../db/autopilot-state.js';
import type { Db } from '../../db/client.js';
import { journees, matchlfps } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { AppError } from '../../http/errors.js';
import { SourceError } from '../../providers/http.js';
import type { AppContext } from '../../http/types.js';
import type { LogEntry } from '../../jobs/log.js';
import { activeJournee } from '../journees/index.js';
import { buildMatchStats, isItemFailure, type Journee, leagueEnv, type MatchWithClubs, matchesOfJournee } from '../league/index.js';
import { publish } from '../live/index.js';
import { journeeEnds, journeeMatchStates, postponedIn } from '../matchlfps/index.js';
import { calcJournee } from '../resultats/index.js';
import { recordActions } from './log.js';
import { remindLineups } from './reminders.js';
import { kickoffLongPast } from './pipeline.js';
import { matchPlayersPoints } from './match-points.js';
import { withState } from './state.js';

const MINUTE = 60_000;
/** After the whistle the league keeps correcting the sheet: it is read again later that night and the next day. */
export const REIMPORTS_AFTER_MS = [60 * MINUTE, 180 * MINUTE, 24 * 60 * MINUTE] as const;
/** A failed read waits twice as long each time, up to this. */
const MAX_BACKOFF_MS = 30 * MINUTE;
/** The longest a source's Retry-After is obeyed. */
const MAX_RETRY_AFTER_MS = 60 * MINUTE;
/** A re-import that fails is tried again (backing off) this many times in all, then left for the next one. */
export const REIMPORT_TRIES = 5;
/** A matchday's results claimed by a process that then failed are claimed again after this. */
const RESULTS_RETRY_MS = 10 * MINUTE;

export type TickReport = { polled: number; whistles: number; reimported: number; results: number };

type Claim = { kind: 'poll' | 'reimport'; match: MatchWithClubs };

/** A match's bookkeeping, made when missing. */
function entry(state: AutopilotState, id: number) {
  const s = state.matches[id] ?? {};
  state.matches[id] = s;
  return s;
}

const label = (m: MatchWithClubs) => `${m.home.name} – ${m.away.name}`;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The active matchday's matches to follow: kicked off (a firm time), not postponed, however long ago. After any downtime
 * (the server off for a week, a clock moved past several matchdays) the active matchday is caught up this way, its
 * matches read, its results computed, and the next one becomes active: matchday by matchday, in order (issue 25 §9).
 */
async function liveCandidates(db: Db, saisonId: number, journee: Journee | null, now: number) {
  if (!journee) return [];
  const postponed = postponedIn(await journeeEnds(db, [saisonId]));
  return (await matchesOfJournee(db, journee.id)).filter(
    (r) => !r.match.kickoffUnknown && r.match.kickoffAt.getTime() <= now && !(postponed(r.match) && !matchFinished(r.match.period)),
  );
}

/** Matches by id, with their clubs (those the bookkeeping has re-imports due for). */
async function matchesById(db: Db, ids: number[]): Promise<MatchWithClubs[]> {
  if (!ids.length) return [];
  const rows = await db.selectDistinct({ journeeId: matchlfps.journeeId }).from(matchlfps).where(inArray(matchlfps.id, ids));
  const all = await Promise.all(rows.map((r) => matchesOfJournee(db, r.journeeId)));
  return all.flat().filter((m) => ids.includes(m.match.id));
}

/**
 * Claims, under the lock, what is due now: a live match's sheet once per poll interval (later after errors), a
 * finished match's re-import when its time has come. Forgets matches done with.
 */
function claimDue(state: AutopilotState, live: MatchWithClubs[], now: number, pollMs: number) {
  const polls: number[] = [];
  const reimports: number[] = [];
  for (const r of live) {
    const s = entry(state, r.match.id);
    if (s.whistle || (s.next && Date.parse(s.next) > now)) continue;
    s.next = iso(now + pollMs);
    polls.push(r.match.id);
  }
  for (const [id, s] of Object.entries(state.matches)) {
    const followed = live.some((r) => r.match.id === Number(id));
    if (!s.whistle) {
      if (!followed) delete state.matches[id];
      continue;
    }
    const done = s.reimports ?? 0;
    const after = REIMPORTS_AFTER_MS[done];
    // Done with, but kept while its matchday is open and it is still a candidate: forgotten, it would be read as a live
    // match again and its whistle handled twice (issue 25 §10).
    if (after === undefined) {
      if (!followed) delete state.matches[id];
    } else if (Date.parse(s.whistle) + after <= now && !(s.next && Date.parse(s.next) > now)) {
      s.reimports = done + 1;
      reimports.push(Number(id));
    }
  }
  return { polls, reimports };
}

/**
 * One autopilot tick (the ticker calls it every few seconds; tests call it after moving the clock). While a match of
 * the active matchday is live its sheet is read (one request per match per poll interval, backing off on errors) and
 * its stat lines stored; at its whistle its players' points are computed; when the matchday's last match is over its
 * results are computed (the matchday then moves on); each finished match is read again later that night and the next
 * day, what changed computed again. Each claim is made once across processes (state.ts); every action goes to the
 * job log of its matchday (log.ts). Does nothing while paused.
 */
export async function autopilotTick(ctx: AppContext, log: FastifyBaseLogger): Promise<TickReport> {
  const { db } = ctx.database;
  const report: TickReport = { polled: 0, whistles: 0, reimported: 0, results: 0 };
  const setting = await getSetting(db, 'autopilot');
  if (!setting.enabled) return report;
  const now = ctx.now();
  const at = now.getTime();
  const pollMs = setting.poll_seconds * 1000;
  const { saisonId, journee: active } = await activeJournee(db);
  const live = await liveCandidates(db, saisonId, active, at);
  // Nothing live and nothing to read again: no lock taken (the usual tick between matchdays).
  const idle = !live.length && !Object.keys((await getSetting(db, 'autopilot_state')).matches).length;
  const due = idle ? { polls: [], reimports: [] } : await withState(db, (state) => claimDue(state, live, at, pollMs));
  const claims: Claim[] = [
    ...live.filter((r) => due.polls.includes(r.match.id)).map((match) => ({ kind: 'poll' as const, match })),
    ...(await matchesById(db, due.reimports)).map((match) => ({ kind: 'reimport' as const, match })),
  ];
  const lines = new Map<number, LogEntry[]>();
  const say = (journeeId: number, entry: LogEntry) => lines.set(journeeId, [...(lines.get(journeeId) ?? []), entry]);
  const changed = new Set<number>();
  const env = claims.length ? await leagueEnv(ctx, log) : null;

  for (const [i, { kind, match }] of claims.entries()) {
    if (!env) break;
    if (i > 0) await env.runtime.pause();
    const journeeId = match.match.journeeId;
    try {
      const r = await buildMatchStats(env, match);
      await withState(db, (state) => {
        delete state.matches[match.match.id]?.fails;
      });
      if (kind === 'reimport') {
        report.reimported++;
        const modified = r.created + r.updated + r.deleted;
        if (modified) {
          await matchPlayersPoints(db, journeeId, match.match.id, now);
          changed.add(journeeId);
        }
        say(journeeId, { level: 'ok', text: `${label(match)} : ${AUTOPILOT_MSG.reimported(modified)}` });
        continue;
      }
      report.polled++;
      const [row] = await db.select({ period: matchlfps.period }).from(matchlfps).where(eq(matchlfps.id, match.match.id));
      const ended = matchFinished(row?.period ?? '');
      // The whistle is seen once: the process that records it computes the points.
      const whistle =
        ended &&
        (await withState(db, (state) => {
          const s = entry(state, match.match.id);
          if (s.whistle) return false;
          s.whistle = now.toISOString();
          s.reimports = 0;
          return true;
        }));
      if (!whistle && r.notStarted) {
        // Not started: the league is late, or will not play it. Long after its kickoff, it is asked less often and the
        // admin is told what to do (one state, as the manage page shows it).
        const late = kickoffLongPast(match.match, now);
        if (late) {
          await withState(db, (state) => {
            entry(state, match.match.id).next = iso(at + MAX_BACKOFF_MS);
          });
        }
        say(journeeId, { level: 'ok', text: `${label(match)} : ${late ? AUTOPILOT_MSG.notPlayed : AUTOPILOT_MSG.notStarted}` });
        continue;
      }
      if (!whistle) {
        say(journeeId, { level: 'ok', text: `${label(match)} : ${AUTOPILOT_MSG.polled(r.score, r.players_count)}` });
        continue;
      }
      report.whistles++;
      const players = await matchPlayersPoints(db, journeeId, match.match.id, now);
      changed.add(journeeId);
      say(journeeId, {
        level: 'ok',
        text: `${label(match)} : ${AUTOPILOT_MSG.finished(r.score, r.players_count)}`,
        details: [AUTOPILOT_MSG.pointsComputed(players)],
      });
    } catch (err) {
      if (!isItemFailure(err)) log.error({ err, match: match.match.id }, 'autopilot: match failed');
      const reason = isItemFailure(err) ? err.message : LEAGUE_MSG.internal;
      const wait = await withState(db, (state) => {
        const s = entry(state, match.match.id);
        s.fails = (s.fails ?? 0) + 1;
        // The source's own Retry-After, when it said one, is waited for at least (up to an hour).
        const asked = err instanceof SourceError ? Math.min(MAX_RETRY_AFTER_MS, err.retryAfterMs ?? 0) : 0;
        const ms = Math.max(Math.min(MAX_BACKOFF_MS, pollMs * 2 ** s.fails), asked);
        s.next = iso(at + ms);
        // A failed re-import is claimed again after the wait, up to REIMPORT_TRIES tries; then the next one is waited for.
        if (kind === 'poll' || s.fails < REIMPORT_TRIES) {
          if (kind === 'reimport') s.reimports = (s.reimports ?? 1) - 1;
          return ms;
        }
        delete s.fails;
        return null;
      });
      const next =
        wait === null ? AUTOPILOT_MSG.reimportGivenUp(reason, REIMPORT_TRIES) : AUTOPILOT_MSG.pollFailed(reason, Math.round(wait / MINUTE));
      say(journeeId, { level: 'ko', text: `${label(match)} : ${next}` });
    }
  }

  // Lineup reminders, the hour before the active matchday's first kickoff.
  if (active) for (const line of await remindLineups(ctx, log, active, now)) say(active.id, line);

  // Results: the active matchday once all its matches are over; a finished matchday again when its points changed.
  const targets = new Set<number>(changed);
  if (active) targets.add(active.id);
  for (const journeeId of targets) {
    const [j] = await db.select().from(journees).where(eq(journees.id, journeeId));
    if (!j) continue;
    const over = matchdayMatchesFinished(await journeeMatchStates(db, j));
    const recompute = j.status === 9 && changed.has(j.id);
    if (!(recompute || (over && j.status !== 9))) continue;
    const claimed = await withState(db, (state) => {
      const c = state.journees[j.id];
      if (!recompute && c?.claimed && Date.parse(c.claimed) + RESULTS_RETRY_MS > at) return false;
      state.journees[j.id] = { ...c, claimed: now.toISOString() };
      return true;
    });
    if (!claimed) continue;
    try {
      const { finished } = await calcJournee(db, j.id, now);
      report.results++;
      changed.add(j.id);
      say(j.id, {
        level: 'ok',
        text: recompute ? AUTOPILOT_MSG.resultsRecomputed(j.numjournee) : AUTOPILOT_MSG.resultsComputed(j.numjournee, finished),
      });
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, journee: j.id }, 'autopilot: results failed');
      say(j.id, {
        level: 'ko',
        text: AUTOPILOT_MSG.resultsFailed(j.numjournee, err instanceof AppError ? err.message : LEAGUE_MSG.internal),
      });
    }
  }

  const numOf = new Map(
    (
      await db
        .select({ id: journees.id, n: journees.numjournee })
        .from(journees)
        .where(inArray(journees.id, [...lines.keys(), 0]))
    ).map((j) => [j.id, j.n]),
  );
  for (const [journeeId, entries] of lines) await recordActions(db, now, numOf.get(journeeId) ?? 0, entries);
  // Live sheets read or points changed: the pages showing the matchday read it again.
  if (changed.size || report.polled) await publish(ctx, 'resultats');
  return report;
}
