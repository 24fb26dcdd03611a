import type { Job } from '@poolfoot/domain';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from './api';
import { toast } from './notify';

/** While a job runs, its progress is read again every second (the server runs it, not the page). */
const JOB_POLL_MS = 1000;

/** A call that starts a job and answers it (a matchday step, a squad step, the points computation). */
export type JobStart<J extends Job> = () => Promise<{ job: J }>;

/**
 * Where a page's job comes from; the rest (following it, starting, cancelling, the errors) is the same for
 * every kind of job, so useJob holds it once.
 */
export type JobSource<J extends Job> = {
  /** The job's place in the query cache, so a start or a cancel shows at once. */
  queryKey: QueryKey;
  /**
   * Reads the job again, given the one on screen: the newest of the page (the league pages find it after
   * being left), or the same job by its id (the points computation); null when there is none.
   */
  read: (current: J | null) => Promise<J | null>;
  cancel: (id: number) => Promise<{ job: J }>;
};

/** A page's server job: followed while it runs, how to start another and how to cancel it; a refusal shows as a toast. */
export function useJob<J extends Job>(source: JobSource<J>, enabled = true) {
  const qc = useQueryClient();
  const { queryKey } = source;
  const latest = useQuery({
    queryKey,
    queryFn: () => source.read(qc.getQueryData<J | null>(queryKey) ?? null),
    refetchInterval: (q) => (q.state.data?.status === 'running' ? JOB_POLL_MS : false),
    enabled,
  });
  const show = (job: J) => qc.setQueryData(queryKey, job);
  const start = useMutation({ mutationFn: async (starter: JobStart<J>) => (await starter()).job, onSuccess: show });
  const cancel = useMutation({ mutationFn: async (id: number) => (await source.cancel(id)).job, onSuccess: show });
  const warn = (err: unknown) => toast.warning(errorMessage(err));
  const job = latest.data ?? null;
  const running = job?.status === 'running';
  return {
    job,
    latest,
    running,
    starting: start.isPending,
    busy: running || start.isPending,
    cancelling: cancel.isPending,
    run: (starter: JobStart<J>) => start.mutate(starter, { onError: warn }),
    stop: () => {
      if (job) cancel.mutate(job.id, { onError: warn });
    },
  };
}

/**
 * Calls back when a job the page watched stops (a toast, data to read again), not for a job already over
 * when the page opened: the admin was not waiting for it.
 */
export function useJobEnd<J extends Job>(job: J | null | undefined, onEnd: (job: J) => void) {
  const seen = useRef<{ id: number; status: Job['status'] } | null>(null);
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => {
    if (!job) return;
    const before = seen.current;
    seen.current = { id: job.id, status: job.status };
    if (before?.id === job.id && before.status === 'running' && job.status !== 'running') callback.current(job);
  }, [job]);
}
