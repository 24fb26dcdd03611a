import { Button, Card, Code, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconPlayerStop, IconTrophy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useCalcJournee } from '../../classement/api';
import { statsKeys, useCancelJob, useComputeJourneePoints, useJob } from '../api';

/**
 * The manage page's computations for one matchday (SPEC.md "Admin matchdays and matches"): every
 * player's points (a server job, with its progress and the cancel button), then the results.
 */
export function JourneeComputeCard({ journeeId, numjournee }: { journeeId: number; numjournee: number }) {
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useComputeJourneePoints();
  const cancel = useCancelJob();
  const calc = useCalcJournee();
  const job = useJob(jobId).data;
  const running = job?.status === 'running';

  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!job || job.status === 'running' || announced.current === job.id) return;
    announced.current = job.id;
    const message = job.message ?? '';
    if (job.status === 'done') toast.success(message);
    else toast.warning(message);
    void qc.invalidateQueries({ queryKey: statsKeys.all });
    void qc.invalidateQueries({ queryKey: ['compos'] });
  }, [job, qc]);

  return (
    <Card>
      <Stack>
        <Title order={2} size="h3">
          Calculs de la J{numjournee}
        </Title>
        <Group>
          <Button
            leftSection={<IconCalculator size={18} />}
            loading={start.isPending}
            disabled={running}
            onClick={() =>
              start.mutate(journeeId, {
                onSuccess: (res) => setJobId(res.job.id),
                onError: (err) => toast.warning(errorMessage(err)),
              })
            }
          >
            Calculer les points des joueurs
          </Button>
          {running && job && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerStop size={18} />}
              loading={cancel.isPending}
              disabled={job.cancel_requested}
              onClick={() => cancel.mutate(job.id, { onError: (err) => toast.warning(errorMessage(err)) })}
            >
              Annuler
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconTrophy size={18} />}
            loading={calc.isPending}
            disabled={running}
            onClick={() =>
              calc.mutate(journeeId, {
                onSuccess: (res) => toast.success(res.message ?? `J${numjournee}`),
                onError: (err) => toast.warning(errorMessage(err)),
              })
            }
          >
            Calculer les résultats
          </Button>
        </Group>
        {job && (
          <Stack gap={4}>
            <Progress
              value={job.total ? (100 * job.done) / job.total : job.status === 'running' ? 0 : 100}
              animated={running}
              aria-label="Progression du calcul des points"
            />
            <Text size="sm" c="dimmed">
              {job.done} / {job.total}
            </Text>
            <Code block>
              {job.log
                .slice(-6)
                .map((line) => line.text)
                .join('\n')}
            </Code>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
