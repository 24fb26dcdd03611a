import {
  LEAGUE_JOB_KINDS,
  LEAGUE_MSG,
  type LeagueJob,
  type LeagueJobKind,
  type LeagueJobStatus,
  type LeagueLogLine,
  leagueJobSchema,
  MSG,
} from '@poolfoot/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { isItemFailure } from './errors.js';

/**
 * Server-run jobs (SPEC.md "Manage", "Refresh"): the server, not the browser, runs the flow; its
 * progress and log live in the jobs table, so an admin can leave and come back, from any process;
 * a cancel (cancel_requested) stops it between two items. One league job runs at a time.
 */

type JobRow = typeof jobs.$inferSelect;
/** A running job whose process stopped writing for this long is dead: the next start closes it. */
export const JOB_STALE_MS = 10 * 60_000;
/** Starting any job (league import or points computation) is serialised on this advisory lock. */
export const JOBS_LOCK_KEY = 730_206;

export type JobRun = {
  signal: AbortSignal;
  isCancelled(): Promise<boolean>;
  setTotal(total: number): Promise<void>;
  /** One item done: a log line OK or KO, and the counters. */
  step(level: 'ok' | 'ko', text: string, details?: string[]): Promise<void>;
  note(text: string, details?: string[]): Promise<void>;
};

/** What the job's run says at its end: it went through everything, or it stopped on a cancel. */
export type RunEnd = 'done' | 'cancelled';

const registry = new WeakMap<AppContext, Map<number, { promise: Promise<void>; abort: AbortController }>>();
const localJobs = (ctx: AppContext) => {
  let map = registry.get(ctx);
  if (!map) {
    map = new Map();
    registry.set(ctx, map);
  }
  return map;
};

function closingMessage(row: JobRow): string | null {
  const summary = MSG.rebuildDone(row.ok, row.ko);
  if (row.status === 'done') return summary;
  if (row.status === 'cancelled') return `${LEAGUE_MSG.cancelled} ${summary}`;
  if (row.status === 'failed') return `${LEAGUE_MSG.interrupted} ${summary}`;
  return null;
}

export function toLeagueJob(row: JobRow): LeagueJob {
  const params = (row.params ?? {}) as { numjournee?: unknown };
  return leagueJobSchema.parse({
    id: row.id,
    kind: row.kind,
    numjournee: typeof params.numjournee === 'number' ? params.numjournee : null,
    status: row.status,
    total: row.total,
    done: row.done,
    ok: row.ok,
    ko: row.ko,
    log: row.log,
    cancel_requested: row.cancelRequested,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    message: closingMessage(row),
  });
}

export async function getJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** A league job by id (a job of another kind, e.g. the points computation, is not one: null). */
export async function getLeagueJob(db: Db, id: number): Promise<JobRow | null> {
  const row = await getJob(db, id);
  return row && (LEAGUE_JOB_KINDS as readonly string[]).includes(row.kind) ? row : null;
}

/** The newest job of these kinds (for one matchday when given). */
export async function latestJob(db: Db, kinds: readonly LeagueJobKind[], numjournee?: number): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        numjournee === undefined ? undefined : sql`${jobs.params}->>'numjournee' = ${String(numjournee)}`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return row ?? null;
}

export async function requestCancel(db: Db, id: number, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ cancelRequested: true, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning();
  return row ?? null;
}

const line = (now: Date, level: LeagueLogLine['level'], text: string, details?: string[]): LeagueLogLine => ({
  at: now.toISOString(),
  level,
  text,
  ...(details?.length ? { details } : {}),
});
const appendLog = (l: LeagueLogLine) => sql`${jobs.log} || ${JSON.stringify([l])}::jsonb`;

/**
 * Creates the job (refused while another league job runs; a dead one is closed first) and runs it in the
 * background. The answer comes at once; the run never throws (an unexpected error fails the job).
 */
export async function startJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  spec: { kind: LeagueJobKind; numjournee?: number; userId: number },
  run: (job: JobRun) => Promise<RunEnd>,
): Promise<JobRow> {
  const { db } = ctx.database;
  const mine = localJobs(ctx);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_LOCK_KEY})`);
    const now = ctx.now();
    const active = await tx.select().from(jobs).where(eq(jobs.status, 'running')).for('update');
    for (const j of active) {
      if (mine.has(j.id) || now.getTime() - j.updatedAt.getTime() < JOB_STALE_MS) throw conflict(LEAGUE_MSG.jobRunning);
      await tx
        .update(jobs)
        .set({ status: 'failed', finishedAt: now, updatedAt: now, log: appendLog(line(now, 'info', LEAGUE_MSG.interrupted)) })
        .where(eq(jobs.id, j.id));
    }
    const [created] = await tx
      .insert(jobs)
      .values({
        kind: spec.kind,
        params: spec.numjournee === undefined ? {} : { numjournee: spec.numjournee },
        createdBy: spec.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('job not created');
    return created;
  });

  const id = row.id;
  const abort = new AbortController();
  const touch = () => ({ updatedAt: ctx.now() });
  const job: JobRun = {
    signal: abort.signal,
    async isCancelled() {
      if (abort.signal.aborted) return true;
      const [r] = await db.select({ c: jobs.cancelRequested }).from(jobs).where(eq(jobs.id, id));
      return !!r?.c;
    },
    async setTotal(total) {
      await db
        .update(jobs)
        .set({ total, ...touch() })
        .where(eq(jobs.id, id));
    },
    async step(level, text, details) {
      await db
        .update(jobs)
        .set({
          done: sql`${jobs.done} + 1`,
          ...(level === 'ok' ? { ok: sql`${jobs.ok} + 1` } : { ko: sql`${jobs.ko} + 1` }),
          log: appendLog(line(ctx.now(), level, text, details)),
          ...touch(),
        })
        .where(eq(jobs.id, id));
    },
    async note(text, details) {
      await db
        .update(jobs)
        .set({ log: appendLog(line(ctx.now(), 'info', text, details)), ...touch() })
        .where(eq(jobs.id, id));
    },
  };

  const promise = (async () => {
    let status: LeagueJobStatus;
    try {
      const end = await run(job);
      status = abort.signal.aborted ? 'failed' : end;
      if (abort.signal.aborted) await job.note(LEAGUE_MSG.interrupted);
      else if (end === 'cancelled') await job.note(LEAGUE_MSG.cancelled);
    } catch (err) {
      log.error({ err, jobId: id }, 'league job failed');
      status = 'failed';
      await job.note(LEAGUE_MSG.internal).catch(() => undefined);
    }
    const now = ctx.now();
    await db
      .update(jobs)
      .set({ status, finishedAt: now, updatedAt: now })
      .where(eq(jobs.id, id))
      .catch((err: unknown) => log.error({ err, jobId: id }, 'league job: could not record its end'));
  })().finally(() => mine.delete(id));
  mine.set(id, { promise, abort });
  return row;
}

/**
 * Goes through the items one by one: a pause between two, a cancel check before each, one log line per
 * item (OK with what was done, KO with why). Returns 'cancelled' when a cancel stopped it.
 */
export async function eachItem<T>(
  job: JobRun,
  items: readonly T[],
  opts: { label: (item: T) => string; pause?: () => Promise<void>; log: FastifyBaseLogger },
  work: (item: T) => Promise<{ text: string; details?: string[] }>,
): Promise<RunEnd> {
  for (const [i, item] of items.entries()) {
    if (i > 0 && opts.pause) await opts.pause();
    if (await job.isCancelled()) return 'cancelled';
    const label = opts.label(item);
    try {
      const r = await work(item);
      await job.step('ok', `${label} : ${r.text}`, r.details);
    } catch (err) {
      if (!isItemFailure(err)) opts.log.error({ err, item: label }, 'league job item failed');
      await job.step('ko', `${label} : ${isItemFailure(err) ? err.message : LEAGUE_MSG.internal}`);
    }
  }
  return 'done';
}

/** Waits for this app's running jobs (tests; shutdown). */
export async function waitForLeagueJobs(ctx: AppContext) {
  await Promise.all([...localJobs(ctx).values()].map((j) => j.promise));
}

/** At shutdown: stops this app's jobs after their current item and waits for them. */
export async function stopLeagueJobs(ctx: AppContext) {
  for (const j of localJobs(ctx).values()) j.abort.abort();
  await waitForLeagueJobs(ctx);
}
