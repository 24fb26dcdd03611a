import type { JobStatus, ChampionnatJobKind, StatsJob } from '@poolfoot/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Q } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { appendLog, type LogEntry } from './log.js';

/**
 * The jobs table, read and written the same way for every kind of job: each feature names its kinds, so
 * a league call never answers a points job and the other way round.
 */
export type JobRow = typeof jobs.$inferSelect;
/** Every kind of job the table holds: the league's matchday and squad steps, and the points computation. */
export type JobKind = ChampionnatJobKind | StatsJob['kind'];
/** How a job ends. */
export type JobEnd = Exclude<JobStatus, 'running'>;

/** The jobs a feature's calls answer: their kinds, and the feature's words for a job that is not one of them. */
export type JobFamily = { kinds: readonly JobKind[]; missing: string };

/** The job with this id if it is of the family, else a 404. */
export async function findJob(db: Db, family: JobFamily, id: number): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.kind, [...family.kinds])));
  if (!row) throw notFound(family.missing);
  return row;
}

/** The newest job of these kinds (for one matchday when given): a page finds its job again after being left. */
export async function latestJob(db: Db, kinds: readonly JobKind[], numjournee?: number): Promise<JobRow | null> {
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

/** Counters as values (a chunked run knows them) or as SQL (an item-by-item run adds one). */
export type Progress = Partial<Record<'total' | 'done' | 'ok' | 'ko', number | SQL>>;

/**
 * Records progress and, when given, one log line; the write also says the job is alive (updatedAt). Answers
 * whether an admin asked to cancel the job (read in the same statement: a run checks it between two items).
 */
export async function recordProgress(q: Q, id: number, at: Date, progress: Progress, line?: LogEntry): Promise<boolean> {
  const [row] = await q
    .update(jobs)
    .set({ ...progress, ...(line ? { log: appendLog(at, line) } : {}), updatedAt: at })
    .where(eq(jobs.id, id))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row?.cancelRequested ?? false;
}

/**
 * Ends a running job with its status and, when given, a last log line. A job already over is left as it
 * is: a run that recorded its own end, or a job another process closed as dead, keeps what it says.
 */
export async function finishJob(q: Q, id: number, at: Date, status: JobEnd, line?: LogEntry) {
  await q
    .update(jobs)
    .set({ status, ...(line ? { log: appendLog(at, line) } : {}), updatedAt: at, finishedAt: at })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}
