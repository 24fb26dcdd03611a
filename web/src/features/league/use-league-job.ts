import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { type JobScope, type JobStart, useCancelJob, useLatestJob, useStartJob } from './api';

/** A page's league job: the latest one (followed while it runs), how to start another and how to cancel it. */
export function useLeagueJob(scope: JobScope, enabled = true) {
  const latest = useLatestJob(scope, enabled);
  const start = useStartJob(scope);
  const cancel = useCancelJob(scope);
  const job = latest.data ?? null;
  const running = job?.status === 'running';
  return {
    job,
    latest,
    running,
    busy: running || start.isPending,
    cancelling: cancel.isPending,
    run: (starter: JobStart) => start.mutate(starter, { onError: (err) => toast.warning(errorMessage(err)) }),
    stop: () => {
      if (job) cancel.mutate(job.id, { onError: (err) => toast.warning(errorMessage(err)) });
    },
  };
}
