import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconCalculator, IconTrophy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { JobPanel } from '../../../components/job-panel';
import { useJob, useJobEnd } from '../../../lib/use-job';
import { invalidateCalls } from '../../../lib/queries';
import { POINTS_READERS, pointsJob, startPointsJob } from '../../stats';
import { useCalcResults } from '../use-calc-results';

/**
 * The manage page's computations for one matchday (SPEC.md "Admin matchdays and matches"): every
 * player's points (a server job, in the job panel with its progress and the cancel button), then the results.
 */
export function JourneeComputeCard({ journeeId, numjournee }: { journeeId: number; numjournee: number }) {
  const qc = useQueryClient();
  const { job, running, starting, cancelling, run, stop } = useJob(pointsJob(journeeId));
  const calc = useCalcResults(journeeId, numjournee);

  // New points: the totals and the lineups' points are read again.
  useJobEnd(job, () => {
    void invalidateCalls(qc, POINTS_READERS);
  });

  return (
    <Card>
      <Stack>
        <Title order={2} size="h3">
          Calculs de la J{numjournee}
        </Title>
        <Group>
          <Button
            leftSection={<IconCalculator size={18} />}
            loading={starting}
            disabled={running}
            onClick={() => run(startPointsJob(journeeId))}
          >
            Calculer les points des joueurs
          </Button>
          <Button variant="light" leftSection={<IconTrophy size={18} />} loading={calc.pending} disabled={running} onClick={calc.run}>
            Calculer les résultats
          </Button>
        </Group>
        {job && <JobPanel job={job} onCancel={stop} cancelling={cancelling} />}
      </Stack>
    </Card>
  );
}
