import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  AUTOPILOT_MSG,
  type AutopilotJob,
  championnatCalls,
  PIPELINE_STAGES,
  type PipelineAnswer,
  type PipelineStage,
  type PipelineStep,
} from '@poolfoot/domain';
import { IconEdit, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useLiveInvalidate } from '../../../lib/live';
import { toast } from '../../../lib/notify';
import { useJob, useJobEnd } from '../../../lib/use-job';
import { invalidateCalls } from '../../../lib/queries';
import { POINTS_READERS, pointsJob, startPointsJob } from '../../stats';
import { championnatJob, MATCHDAY_STAGE_READERS, startJourneeStep, pipelineQuery, useSetAutopilot } from '../api';
import { useCalcResults } from '../use-calc-results';

export const STAGE_COLORS: Record<PipelineStage, string> = {
  avenir: 'gray',
  non_joue: 'orange',
  en_direct: 'red',
  termine: 'orange',
  stats: 'blue',
  points: 'green',
};

/** How many matches stand at each stage ('3 à venir', '6 points calculés'), in pipeline order. */
function StageCounts({ matchs }: { matchs: PipelineAnswer['matchs'] }) {
  return (
    <Group gap="xs" aria-label="Étapes des matchs">
      {PIPELINE_STAGES.map((stage) => {
        const n = matchs.filter((m) => m.stage === stage).length;
        return n ? (
          <Badge key={stage} color={STAGE_COLORS[stage]} variant="light">
            {n} {AUTOPILOT_MSG.stages[stage]}
          </Badge>
        ) : null;
      })}
    </Group>
  );
}

/** The autopilot's latest actions on the matchday, newest last. */
function AutopilotLog({ job }: { job: AutopilotJob }) {
  return (
    <Stack gap={2} role="log" aria-label="Journal du pilote automatique" ff="monospace" fz="sm">
      {job.log.slice(-12).map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end
        <Text key={i} fz="sm" c={l.level === 'ko' ? 'red' : undefined} style={{ wordBreak: 'break-word' }}>
          {formatDateTime(l.at)} {l.level === 'ko' ? 'KO ' : ''}
          {l.text}
          {l.details?.length ? ` (${l.details.join(' ; ')})` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Where the matchday stands: each match's stage summed up, the one next step (runnable by hand; every step
 * stays idempotent), and the autopilot that runs them by itself, paused or resumed here, with its log.
 */
export function JourneePipelineCard({ journeeId, numjournee }: { journeeId: number; numjournee: number }) {
  const qc = useQueryClient();
  const pipeline = useQuery(pipelineQuery(numjournee));
  const league = useJob(championnatJob({ scope: 'journee', numjournee }));
  const points = useJob(pointsJob(journeeId));
  const calc = useCalcResults(journeeId, numjournee);
  const setAutopilot = useSetAutopilot();
  const refresh = () => void invalidateCalls(qc, MATCHDAY_STAGE_READERS);
  useLiveInvalidate(['resultats'], [...MATCHDAY_STAGE_READERS, ...POINTS_READERS]);
  useJobEnd(league.job, refresh);
  useJobEnd(points.job, refresh);

  if (pipeline.isPending) return <Skeleton h={140} />;
  if (pipeline.isError) return null;
  const { matchs, next, autopilot, job } = pipeline.data;
  const busy = league.busy || points.busy || calc.pending;

  const runs: Partial<Record<PipelineStep, () => void>> = {
    import_matches: () => league.run(startJourneeStep(championnatCalls.importLfp, numjournee)),
    import_stats: () => league.run(startJourneeStep(championnatCalls.importLfpStats, numjournee)),
    compute_points: () => points.run(startPointsJob(journeeId)),
    compute_results: calc.run,
  };
  const run = runs[next];
  // A match the league has not played: the admin marks it postponed (or fixes its time) on its edit page.
  const notPlayed = matchs.find((m) => m.stage === 'non_joue');

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Où en est la J{numjournee}
        </Title>
        {matchs.length > 0 && <StageCounts matchs={matchs} />}
        {next === 'mark_postponed' && notPlayed ? (
          <Stack gap="xs" align="flex-start">
            <Text fw={500}>{AUTOPILOT_MSG.steps.mark_postponed}</Text>
            <Button component={Link} to={`/admin/matchlfps/edit/${notPlayed.id}`} variant="light" leftSection={<IconEdit size={18} />}>
              {AUTOPILOT_MSG.openMatch} : {notPlayed.home} – {notPlayed.away}
            </Button>
          </Stack>
        ) : run ? (
          <Button
            leftSection={<IconPlayerPlay size={18} />}
            onClick={run}
            disabled={busy}
            loading={calc.pending}
            style={{ alignSelf: 'flex-start' }}
          >
            {AUTOPILOT_MSG.steps[next]}
          </Button>
        ) : (
          <Text fw={500}>{AUTOPILOT_MSG.steps[next]}</Text>
        )}
        <Switch
          label={AUTOPILOT_MSG.autopilot}
          checked={autopilot.enabled}
          disabled={setAutopilot.isPending}
          onChange={(e) =>
            setAutopilot.mutate(
              { enabled: e.currentTarget.checked },
              { onSuccess: (res) => toast.success(res.message ?? ''), onError: (err) => toast.warning(errorMessage(err)) },
            )
          }
        />
        <Text size="sm" c="dimmed">
          {autopilot.enabled ? AUTOPILOT_MSG.autopilotOn(autopilot.poll_seconds) : AUTOPILOT_MSG.paused}
        </Text>
        {job && <AutopilotLog job={job} />}
      </Stack>
    </Card>
  );
}
