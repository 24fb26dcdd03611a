import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { appendLog } from './log.js';
import { isDead } from './stale.js';
import type { JobKind, JobRow } from './store.js';

/** Starting any job (league import or points computation) is serialised on this advisory lock. */
const JOBS_LOCK_KEY = 730_206;

/**
 * What a feature starts: its kind of job and that job's inputs as the row keeps them: a matchday step its
 * numjournee, the points computation its journee_id and numjournee, a squad step nothing (all the clubs).
 * numjournee is what the answers show and what a page looks its latest job up by.
 */
export type JobSpec = { kind: JobKind; params: { numjournee?: number; journee_id?: number }; userId: number };

/**
 * Records a new running job, refused (409) while another job of any kind is alive: the jobs write the same
 * league data, so one runs at a time, across every server process (the lock and the row lock are in the
 * database). A dead job (see stale.ts) does not block: it is closed as failed, its log saying why.
 */
export async function createJob(db: Db, now: Date, spec: JobSpec, runningHere: (id: number) => boolean): Promise<JobRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_LOCK_KEY})`);
    const active = await tx.select().from(jobs).where(eq(jobs.status, 'running')).for('update');
    for (const j of active) {
      if (!isDead(j, now, runningHere(j.id))) throw conflict(CHAMPIONNAT_MSG.jobRunning);
      await tx
        .update(jobs)
        .set({
          status: 'failed',
          finishedAt: now,
          updatedAt: now,
          log: appendLog(now, { level: 'info', text: CHAMPIONNAT_MSG.interrupted }),
        })
        .where(eq(jobs.id, j.id));
    }
    const [created] = await tx
      .insert(jobs)
      .values({ kind: spec.kind, params: spec.params, createdBy: spec.userId, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('job not created');
    return created;
  });
}
