import { type Job, type JobLogLine, CHAMPIONNAT_MSG, MSG } from '@poolfoot/domain';
import type { z } from 'zod';
import type { JobRow } from './store.js';

/** The league jobs' summaries: the stats rebuild in SPEC.md §8's words, the matches import and the others in theirs. */
const SUMMARIES: Partial<Record<string, (ok: number, ko: number) => string>> = {
  import_lfp: CHAMPIONNAT_MSG.matchesImported,
  import_lfp_stats: MSG.rebuildDone,
};

/**
 * How a job's answer says how it ended, once it is over. The league jobs sum up their counters
 * (the stats rebuild: 'Rebuild terminé : {ok} OK, {ko} KO', SPEC.md §8), after why they stopped short; the
 * points job ends its log with a line that says it in its own words, and repeats it.
 */
const ENDINGS = {
  summary: (row: JobRow, log: JobLogLine[]) => {
    // Nothing went through: the end says why (the last failure) rather than counters (a set-up whose source is out of
    // reach read « Terminé : 0 OK, 1 KO »). The stats rebuild keeps the words SPEC.md §8 gives it.
    const failure = row.ok === 0 && row.kind !== 'import_lfp_stats' ? log.filter((l) => l.level === 'ko').at(-1) : undefined;
    if (row.status === 'done' && failure) return CHAMPIONNAT_MSG.jobFailed(row.ko, failure.text);
    const summary = (SUMMARIES[row.kind] ?? CHAMPIONNAT_MSG.jobDone)(row.ok, row.ko);
    if (row.status === 'cancelled') return `${CHAMPIONNAT_MSG.cancelled} ${summary}`;
    if (row.status === 'failed') return `${CHAMPIONNAT_MSG.interrupted} ${summary}`;
    return summary;
  },
  lastLine: (_row: JobRow, log: JobLogLine[]) => log.at(-1)?.text ?? null,
} satisfies Record<string, (row: JobRow, log: JobLogLine[]) => string | null>;
export type JobEnding = keyof typeof ENDINGS;

/**
 * The answer for a job: the row under the API's names, parsed with the call's own schema (which names the
 * kinds it may answer), the closing message as the feature words it.
 */
export function presentJob<S extends z.ZodType<Job>>(schema: S, row: JobRow, ending: JobEnding): z.output<S> {
  const params = (row.params ?? {}) as { numjournee?: unknown };
  const log = Array.isArray(row.log) ? (row.log as JobLogLine[]) : [];
  return schema.parse({
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
    message: row.status === 'running' ? null : ENDINGS[ending](row, log),
  });
}
