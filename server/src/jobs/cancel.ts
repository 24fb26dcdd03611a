import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { findJob, type JobFamily, type JobRow } from './store.js';

/**
 * The one cancel path: a cancel is a flag on the row (any server process may set it, the one running the
 * job reads it between two items or chunks); the run stops there and says so in its log.
 */
export async function cancelJob(db: Db, family: JobFamily, id: number, now: Date): Promise<JobRow> {
  await findJob(db, family, id);
  const [row] = await db
    .update(jobs)
    .set({ cancelRequested: true, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning();
  if (!row) throw conflict(CHAMPIONNAT_MSG.jobNotRunning);
  return row;
}

/** True when an admin asked to cancel the job (read from the database, so any server process may ask). */
export async function cancelRequested(q: Db | Tx, id: number): Promise<boolean> {
  const [row] = await q.select({ c: jobs.cancelRequested }).from(jobs).where(eq(jobs.id, id));
  return row?.c ?? false;
}
