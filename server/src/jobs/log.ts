import type { JobLogLine } from '@poolfoot/domain';
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema.js';

/** A log line before it is written: its time is the write's (the line and the row's updatedAt agree). */
export type LogEntry = Omit<JobLogLine, 'at'>;

/**
 * Appends one line in the database, not in memory, so a line is never lost to another writer of the row;
 * details only when there are some, so short lines stay short.
 */
export function appendLog(at: Date, { level, text, details }: LogEntry) {
  const line: JobLogLine = { at: at.toISOString(), level, text, ...(details?.length ? { details } : {}) };
  return sql`${jobs.log} || ${JSON.stringify([line])}::jsonb`;
}
