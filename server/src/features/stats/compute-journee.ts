import { LEAGUE_MSG, STATS_MSG } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { getSetting } from '../../db/settings.js';
import { cancelRequested, finishJob, type JobRow, jobProgress, logLine } from './jobs.js';
import { deleteOtherPoints, journeeStatLines, savePoints, scoreLines } from './points.js';

/** Players written per transaction; the job checks for a cancel between two chunks. */
const CHUNK = 100;

type JourneeRef = { id: number; numjournee: number };

/**
 * The whole matchday's points in one set-based pass: one query reads every stat line of the matchday,
 * the grid scores them in memory, and the points are written by chunks of players (one statement
 * each, with the job's progress in the same transaction); a cancel stops between two chunks. Players
 * whose stat lines are gone lose their points of the matchday once the pass completes.
 */
export async function runComputeJournee(db: Db, job: JobRow, journee: JourneeRef, now: () => Date) {
  try {
    const grid = await getSetting(db, 'scoring_grid');
    const byPlayer = await journeeStatLines(db, journee.id);
    const scores = [...byPlayer].map(([id, { poste, lines }]) => scoreLines(id, lines, poste, grid));
    const total = scores.length;
    const lineCount = [...byPlayer.values()].reduce((n, p) => n + p.lines.length, 0);
    await jobProgress(db, job.id, { total }, logLine(now(), 'info', STATS_MSG.jobStart(lineCount, total, journee.numjournee)));
    for (let done = 0; done < total; ) {
      if (await cancelRequested(db, job.id)) {
        await finishJob(db, job.id, 'cancelled', logLine(now(), 'info', `${LEAGUE_MSG.cancelled} ${STATS_MSG.jobCancelled(done, total)}`));
        return 'cancelled' as const;
      }
      const chunk = scores.slice(done, done + CHUNK);
      const from = done + 1;
      done += chunk.length;
      const progress = { done, ok: done };
      await db.transaction(async (tx) => {
        await savePoints(tx, journee.id, chunk, now());
        await jobProgress(tx, job.id, progress, logLine(now(), 'ok', STATS_MSG.jobChunk(from, progress.done, total)));
      });
    }
    await deleteOtherPoints(
      db,
      journee.id,
      scores.map((s) => s.joueurId),
    );
    await finishJob(db, job.id, 'done', logLine(now(), 'info', STATS_MSG.jobDone(total, journee.numjournee)));
    return 'done' as const;
  } catch (err) {
    await finishJob(db, job.id, 'failed', logLine(now(), 'ko', STATS_MSG.jobFailed)).catch(() => undefined);
    throw err;
  }
}
