/**
 * When a running job is dead. A job's process writes its row at each item; a process that stopped (killed,
 * restarted) leaves the row 'running' for ever. So a running job that has not been written for this long,
 * and that this process does not run, is dead: the next start closes it as failed instead of refusing.
 */
export const JOB_STALE_MS = 10 * 60_000;

export const isDead = (row: { updatedAt: Date }, now: Date, runningHere: boolean) =>
  !runningHere && now.getTime() - row.updatedAt.getTime() >= JOB_STALE_MS;
