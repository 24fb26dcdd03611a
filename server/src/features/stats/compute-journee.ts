import { LEAGUE_MSG, MSG, STATS_MSG } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { notFound } from '../../http/errors.js';
import { cancelRequested } from '../../jobs/cancel.js';
import type { RunEnd } from '../../jobs/run.js';
import { finishJob, recordProgress } from '../../jobs/store.js';
import { deleteOtherPoints, savePoints, scoreJournee } from './points.js';

/** Players written per transaction; the job checks for a cancel between two chunks. */
const CHUNK = 100;

type JourneeRef = { id: number; numjournee: number };

/** The points job's input: the matchday (404 when unknown), before any job is recorded. */
export async function findJourneeRef(db: Db, journeeId: number): Promise<JourneeRef> {
  const [journee] = await db.select({ id: journees.id, numjournee: journees.numjournee }).from(journees).where(eq(journees.id, journeeId));
  if (!journee) throw notFound(MSG.matchdayNotFound);
  return journee;
}

/**
 * The whole matchday's points in one set-based pass: one query reads every stat line of the matchday,
 * the grid scores them in memory, and the points are written by chunks of players (one statement
 * each, with the job's progress in the same transaction); a cancel stops between two chunks. Players
 * whose stat lines are gone lose their points of the matchday once the pass completes. Unlike the league
 * jobs, it records its own end, each with a line of its own words (the job's answer repeats it), and it
 * is not stopped at shutdown: it takes seconds, so closing the app waits for it.
 */
export async function runComputeJournee(db: Db, job: { id: number }, journee: JourneeRef, now: () => Date): Promise<RunEnd> {
  try {
    const grid = await getSetting(db, 'scoring_grid');
    const { byPlayer, scores } = await scoreJournee(db, journee.id, grid);
    const total = scores.length;
    const lineCount = [...byPlayer.values()].reduce((n, p) => n + p.lines.length, 0);
    await recordProgress(db, job.id, now(), { total }, { level: 'info', text: STATS_MSG.jobStart(lineCount, total, journee.numjournee) });
    for (let done = 0; done < total; ) {
      if (await cancelRequested(db, job.id)) {
        const text = `${LEAGUE_MSG.cancelled} ${STATS_MSG.jobCancelled(done, total)}`;
        await finishJob(db, job.id, now(), 'cancelled', { level: 'info', text });
        return 'cancelled';
      }
      const chunk = scores.slice(done, done + CHUNK);
      const from = done + 1;
      done += chunk.length;
      const progress = { done, ok: done };
      await db.transaction(async (tx) => {
        await savePoints(tx, journee.id, chunk, now());
        await recordProgress(tx, job.id, now(), progress, { level: 'ok', text: STATS_MSG.jobChunk(from, progress.done, total) });
      });
    }
    await deleteOtherPoints(
      db,
      journee.id,
      scores.map((s) => s.joueurId),
    );
    await finishJob(db, job.id, now(), 'done', { level: 'info', text: STATS_MSG.jobDone(total, journee.numjournee) });
    return 'done';
  } catch (err) {
    await finishJob(db, job.id, now(), 'failed', { level: 'ko', text: STATS_MSG.jobFailed }).catch(() => undefined);
    throw err;
  }
}
