import { RESULTATS_MSG } from '@poolfoot/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '../../components/confirm';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { invalidateCalls } from '../../lib/queries';
import { useCalcJournee } from '../resultats';
import { MATCHDAY_STAGE_READERS, pipelineQuery } from './api';

const FINISHED = new Set(['termine', 'stats', 'points']);

/**
 * The manage page's "compute the results" (both its buttons): it first says what the click will do, from the
 * matchday's matches as the pipeline sees them (final and into the ranking, or provisional), and asks; a matchday none
 * of whose matches is finished is not sent at all (the server refuses it the same way, RESULTATS_MSG.nothingPlayed).
 */
export function useCalcResults(journeeId: number, numjournee: number) {
  const qc = useQueryClient();
  const pipeline = useQuery(pipelineQuery(numjournee));
  const calc = useCalcJournee();
  const run = async () => {
    // Read again: what the admin last saw may be behind the server (a job just ended, a match just finished).
    const fresh = (await pipeline.refetch()).data ?? pipeline.data;
    const played = (fresh?.matchs ?? []).filter((m) => !m.postponed);
    const finished = played.filter((m) => FINISHED.has(m.stage)).length;
    if (!finished) {
      toast.warning(RESULTATS_MSG.nothingPlayed(numjournee));
      return;
    }
    const ok = await confirmAction({
      title: RESULTATS_MSG.confirmTitle(numjournee),
      message:
        finished === played.length
          ? RESULTATS_MSG.confirmFinal(numjournee, finished)
          : RESULTATS_MSG.confirmProvisional(numjournee, finished, played.length),
      confirmLabel: RESULTATS_MSG.confirmLabel(numjournee),
    });
    if (!ok) return;
    calc.mutate(
      { journee_id: journeeId },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? `J${numjournee}`);
          void invalidateCalls(qc, MATCHDAY_STAGE_READERS);
        },
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  };
  return { run: () => void run(), pending: calc.isPending };
}
