import { AUTOPILOT_JOB_KIND, type AutopilotJob, autopilotJobSchema, type JobLogLine } from '@poolfoot/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import type { LogEntry } from '../../jobs/log.js';
import { presentJob } from '../../jobs/present.js';

/**
 * The autopilot's actions in the jobs table the admin already reads: one finished job per tick and matchday that did
 * something, its log one line per action (ok or ko), written by nobody (created_by empty). It never runs as a job:
 * it never blocks an admin's step.
 */
export async function recordActions(db: Db, at: Date, numjournee: number, lines: readonly LogEntry[]) {
  if (!lines.length) return;
  const ok = lines.filter((l) => l.level === 'ok').length;
  const ko = lines.filter((l) => l.level === 'ko').length;
  const log: JobLogLine[] = lines.map((l) => ({
    at: at.toISOString(),
    level: l.level,
    text: l.text,
    ...(l.details?.length ? { details: l.details } : {}),
  }));
  await db.insert(jobs).values({
    kind: AUTOPILOT_JOB_KIND,
    params: { numjournee },
    status: 'done',
    total: ok + ko,
    done: ok + ko,
    ok,
    ko,
    log,
    createdAt: at,
    updatedAt: at,
    finishedAt: at,
  });
}

/** How many of its latest ticks the admin page shows, as one log. */
const SHOWN_TICKS = 30;

/** The autopilot's latest actions on a matchday, as one job (its latest ticks' lines in order), or null. */
export async function autopilotLog(db: Db, numjournee: number): Promise<AutopilotJob | null> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, AUTOPILOT_JOB_KIND), sql`${jobs.params}->>'numjournee' = ${String(numjournee)}`))
    .orderBy(desc(jobs.id))
    .limit(SHOWN_TICKS);
  const [newest] = rows;
  if (!newest) return null;
  const ticks = rows.reverse();
  const sum = (k: 'total' | 'done' | 'ok' | 'ko') => ticks.reduce((n, r) => n + r[k], 0);
  const log = ticks.flatMap((r) => r.log as JobLogLine[]);
  return presentJob(
    autopilotJobSchema,
    { ...newest, total: sum('total'), done: sum('done'), ok: sum('ok'), ko: sum('ko'), log },
    'lastLine',
  );
}
