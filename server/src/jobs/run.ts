import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../db/schema.js';
import type { App, AppContext } from '../http/types.js';
import { cancelRequested } from './cancel.js';
import { createJob, type JobSpec } from './create.js';
import { finishJob, type JobEnd, type JobRow, recordProgress } from './store.js';

/**
 * Server-run jobs (SPEC.md "Manage", "Refresh"): the server, not the browser, runs the flow; its progress
 * and log live in the jobs table, so an admin can leave and come back, from any process. This process
 * keeps the jobs it runs, to wait for them (tests, shutdown) and to never take one of them for dead.
 */

/** The handle a run writes its job through. */
export type JobRun = {
  id: number;
  /** Aborted at shutdown: the run stops after its current item. */
  signal: AbortSignal;
  isCancelled(): Promise<boolean>;
  setTotal(total: number): Promise<void>;
  /** One item done: a log line OK or KO, and the counters. */
  step(level: 'ok' | 'ko', text: string, details?: string[]): Promise<void>;
  note(text: string, details?: string[]): Promise<void>;
};

/** What a run says at its end: it went through everything, or it stopped on a cancel. */
export type RunEnd = 'done' | 'cancelled';

type Running = { promise: Promise<void>; abort: AbortController };
const registry = new WeakMap<AppContext, Map<number, Running>>();
const localJobs = (ctx: AppContext) => {
  let map = registry.get(ctx);
  if (!map) {
    map = new Map();
    registry.set(ctx, map);
  }
  return map;
};

function jobRun(ctx: AppContext, id: number, signal: AbortSignal): JobRun {
  const { db } = ctx.database;
  return {
    id,
    signal,
    async isCancelled() {
      return signal.aborted || (await cancelRequested(db, id));
    },
    async setTotal(total) {
      await recordProgress(db, id, ctx.now(), { total });
    },
    async step(level, text, details) {
      const counters = { done: sql`${jobs.done} + 1`, ...(level === 'ok' ? { ok: sql`${jobs.ok} + 1` } : { ko: sql`${jobs.ko} + 1` }) };
      await recordProgress(db, id, ctx.now(), counters, { level, text, details });
    },
    async note(text, details) {
      await recordProgress(db, id, ctx.now(), {}, { level: 'info', text, details });
    },
  };
}

/**
 * Creates the job (create.ts: one at a time) and runs it in the background: the answer comes at once. The
 * end is recorded here unless the run recorded its own: done, cancelled (a line says so), failed when the
 * server stopped it or it threw (a line says so, the error goes to the server's log). Never throws.
 */
export async function startJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  spec: JobSpec,
  run: (job: JobRun) => Promise<RunEnd>,
): Promise<JobRow> {
  const { db } = ctx.database;
  const mine = localJobs(ctx);
  const row = await createJob(db, ctx.now(), spec, (id) => mine.has(id));
  const abort = new AbortController();
  const job = jobRun(ctx, row.id, abort.signal);
  const promise = (async () => {
    let status: JobEnd;
    let last: string | undefined;
    try {
      const end = await run(job);
      status = abort.signal.aborted ? 'failed' : end;
      last = abort.signal.aborted ? CHAMPIONNAT_MSG.interrupted : end === 'cancelled' ? CHAMPIONNAT_MSG.cancelled : undefined;
    } catch (err) {
      log.error({ err, jobId: row.id, kind: spec.kind }, 'job failed');
      status = 'failed';
      last = CHAMPIONNAT_MSG.internal;
    }
    const now = ctx.now();
    await finishJob(db, row.id, now, status, last ? { level: 'info', text: last } : undefined).catch((err: unknown) =>
      log.error({ err, jobId: row.id }, 'job: could not record its end'),
    );
  })().finally(() => mine.delete(row.id));
  mine.set(row.id, { promise, abort });
  return row;
}

/** Waits for this app's running jobs (tests; shutdown). */
export async function waitForJobs(ctx: AppContext) {
  await Promise.all([...localJobs(ctx).values()].map((j) => j.promise));
}

/** At shutdown: stops this app's jobs after their current item and waits for them. */
export async function stopJobs(ctx: AppContext) {
  for (const j of localJobs(ctx).values()) j.abort.abort();
  await waitForJobs(ctx);
}

const closing = new WeakSet<AppContext>();
/** Every feature that starts jobs calls this; closing the app stops them once. */
export function stopJobsOnClose(app: App) {
  if (closing.has(app.ctx)) return;
  closing.add(app.ctx);
  app.addHook('onClose', () => stopJobs(app.ctx));
}
