import { CHAMPIONNAT_MSG, MSG, STATS_MSG } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { notFound } from '../../http/errors.js';
import type { RunEnd } from '../../jobs/run.js';
import { finishJob, recordProgress } from '../../jobs/store.js';
import { deletePoints, journeePoints, savePoints } from './points.js';

/**
 * Players written per transaction; the job checks for a cancel between two chunks. A whole matchday fits in one
 * (Ligue 1: about 450 players with stat lines): each chunk costs a transaction and a progress write.
 */
const CHUNK = 500;

type JourneeRef = { id: number; numjournee: number };

/** The points job's input: the matchday (404 when unknown), before any job is recorded. */
export async function findJourneeRef(db: Db, journeeId: number): Promise<JourneeRef> {
  const [journee] = await db.select({ id: journees.id, numjournee: journees.numjournee }).from(journees).where(eq(journees.id, journeeId));
  if (!journee) throw notFound(MSG.matchdayNotFound);
  return journee;
}

/**
 * The whole matchday's points in one set-based pass: one query reads every stat line of the matchday and the points
 * stored, the grid scores them in memory, and by chunks of players (the job's progress and a cancel check written and
 * read in one statement each) the points that differ from the stored ones are written (one statement a chunk, with the
 * progress in its transaction); a cancel stops between two chunks. Players whose stat lines are gone lose their
 * points of the matchday once the pass completes. Unlike the league jobs, it records its own end, each with a line
 * of its own words (the job's answer repeats it), and it is not stopped at shutdown: it takes seconds, so closing the
 * app waits for it.
 */
export async function runComputeJournee(db: Db, job: { id: number }, journee: JourneeRef, now: () => Date): Promise<RunEnd> {
  try {
    const grid = await getSetting(db, 'scoring_grid');
    const { scores, lineCount, changed, orphans } = await journeePoints(db, journee.id, grid);
    const toWrite = new Set(changed);
    const total = scores.length;
    let cancelled = await recordProgress(
      db,
      job.id,
      now(),
      { total },
      { level: 'info', text: STATS_MSG.jobStart(lineCount, total, journee.numjournee) },
    );
    for (let done = 0; done < total; ) {
      if (cancelled) {
        const text = `${CHAMPIONNAT_MSG.cancelled} ${STATS_MSG.jobCancelled(done, total)}`;
        await finishJob(db, job.id, now(), 'cancelled', { level: 'info', text });
        return 'cancelled';
      }
      const chunk = scores.slice(done, done + CHUNK);
      const from = done + 1;
      done += chunk.length;
      const progress = { done, ok: done };
      const line = { level: 'ok', text: STATS_MSG.jobChunk(from, progress.done, total) } as const;
      const writes = chunk.filter((s) => toWrite.has(s));
      cancelled = writes.length
        ? await db.transaction(async (tx) => {
            await savePoints(tx, journee.id, writes, now());
            return recordProgress(tx, job.id, now(), progress, line);
          })
        : await recordProgress(db, job.id, now(), progress, line);
    }
    await deletePoints(db, journee.id, orphans);
    await finishJob(db, job.id, now(), 'done', { level: 'info', text: STATS_MSG.jobDone(total, journee.numjournee) });
    return 'done';
  } catch (err) {
    await finishJob(db, job.id, now(), 'failed', { level: 'ko', text: STATS_MSG.jobFailed }).catch(() => undefined);
    throw err;
  }
}
