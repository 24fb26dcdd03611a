import { CHAMPIONNAT_JOB_KINDS, CHAMPIONNAT_MSG, type ChampionnatJob, championnatJobSchema } from '@poolfoot/domain';
import type { FastifyBaseLogger } from 'fastify';
import { presentJob } from '../../jobs/present.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import type { JobFamily, JobRow } from '../../jobs/store.js';
import { isItemFailure } from './errors.js';

/**
 * What the championnat jobs (the matchday steps, the squad steps) have of their own over the jobs module
 * (server/src/jobs): they go through matches or clubs one by one, and their answer sums up the counters.
 */

export const toChampionnatJob = (row: JobRow): ChampionnatJob => presentJob(championnatJobSchema, row, 'summary');

/** A championnat call finds only championnat jobs (the points computation is the stats calls' job). */
export const CHAMPIONNAT_JOBS: JobFamily = { kinds: CHAMPIONNAT_JOB_KINDS, missing: CHAMPIONNAT_MSG.jobNotFound };

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
      if (!isItemFailure(err)) opts.log.error({ err, item: label }, 'championnat job item failed');
      await job.step('ko', `${label} : ${isItemFailure(err) ? err.message : CHAMPIONNAT_MSG.internal}`);
    }
  }
  return 'done';
}
