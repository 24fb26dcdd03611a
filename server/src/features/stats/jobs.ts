import { LEAGUE_MSG, type LeagueLogLine, MSG, STATS_JOB_KIND, STATS_MSG, type StatsJob, statsJobSchema } from '@poolfoot/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { jobs, journees } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { getJob, JOB_STALE_MS, JOBS_LOCK_KEY } from '../league/jobs.js';

/**
 * The points job lives in the jobs table like the league jobs (league/jobs.ts): same row, same log
 * lines, same answer shape, and the same rule that one job runs at a time.
 */
type Q = Db | Tx;
export type JobRow = typeof jobs.$inferSelect;

export const logLine = (at: Date, level: LeagueLogLine['level'], text: string): LeagueLogLine => ({ at: at.toISOString(), level, text });
const appendLog = (line: LeagueLogLine) => sql`${jobs.log} || ${JSON.stringify([line])}::jsonb`;

export function toStatsJob(row: JobRow): StatsJob {
  const params = (row.params ?? {}) as { numjournee?: unknown };
  const log = Array.isArray(row.log) ? (row.log as LeagueLogLine[]) : [];
  return statsJobSchema.parse({
    id: row.id,
    kind: row.kind,
    numjournee: typeof params.numjournee === 'number' ? params.numjournee : null,
    status: row.status,
    total: row.total,
    done: row.done,
    ok: row.ok,
    ko: row.ko,
    log,
    cancel_requested: row.cancelRequested,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    message: row.status === 'running' ? null : (log.at(-1)?.text ?? null),
  });
}

/** A points job by id (another kind of job is not one of ours: 404). */
export async function findStatsJob(db: Db, id: number) {
  const row = await getJob(db, id);
  if (!row || row.kind !== STATS_JOB_KIND) throw notFound(STATS_MSG.jobNotFound);
  return row;
}

/** Records a points job for a matchday, refused while any job (league import or computation) runs. */
export async function createStatsJob(db: Db, journeeId: number, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_LOCK_KEY})`);
    const [journee] = await tx
      .select({ id: journees.id, numjournee: journees.numjournee })
      .from(journees)
      .where(eq(journees.id, journeeId));
    if (!journee) throw notFound(MSG.matchdayNotFound);
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), gt(jobs.updatedAt, new Date(now.getTime() - JOB_STALE_MS))))
      .for('update');
    if (running) throw conflict(LEAGUE_MSG.jobRunning);
    const [job] = await tx
      .insert(jobs)
      .values({
        kind: STATS_JOB_KIND,
        params: { journee_id: journee.id, numjournee: journee.numjournee },
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!job) throw new Error('job not created');
    return { job, journee };
  });
}

/** Records progress (counters) and one log line. */
export async function jobProgress(db: Q, id: number, progress: { total?: number; done?: number; ok?: number }, line: LeagueLogLine) {
  await db
    .update(jobs)
    .set({ ...progress, log: appendLog(line), updatedAt: new Date(line.at) })
    .where(eq(jobs.id, id));
}

/** Ends a job with its final status and a last log line. */
export async function finishJob(db: Q, id: number, status: 'done' | 'cancelled' | 'failed', line: LeagueLogLine) {
  const at = new Date(line.at);
  await db
    .update(jobs)
    .set({ status, log: appendLog(line), updatedAt: at, finishedAt: at })
    .where(eq(jobs.id, id));
}

/** True when an admin asked to cancel the job (read from the database, so any server process may ask). */
export async function cancelRequested(db: Q, id: number): Promise<boolean> {
  const [row] = await db.select({ c: jobs.cancelRequested }).from(jobs).where(eq(jobs.id, id));
  return row?.c ?? false;
}
