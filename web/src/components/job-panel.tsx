import { Alert, Badge, Button, Card, Group, List, Progress, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Job, JobLogLine, ChampionnatJobKind } from '@poolfoot/domain';
import { IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../lib/format';
import { toast } from '../lib/notify';
import { useJobEnd } from '../lib/use-job';

/**
 * The panel's heading per kind of job. The points computation has none: its panel sits in the matchday's
 * computations card, whose title says it.
 */
const JOB_LABELS: Record<ChampionnatJobKind, string> = {
  import_lfp: 'Récupération des matchs',
  import_lfp_stats: 'Import des stats LFP',
  grab_effectif_l1: 'Synchro des effectifs LFP',
  check_mercato: 'Vérification du mercato',
  grab_effectif_tm: 'Récupération Transfermarkt',
  compare_effectif_l1vstm: 'Comparaison LFP / Transfermarkt',
  setup_season: 'Saison depuis la LFP',
};

const STATUS: Record<Job['status'], { label: string; color: string }> = {
  running: { label: 'en cours', color: 'blue' },
  done: { label: 'terminé', color: 'green' },
  cancelled: { label: 'annulé', color: 'orange' },
  failed: { label: 'interrompu', color: 'red' },
};

const LEVEL: Record<JobLogLine['level'], { label: string; color: string }> = {
  ok: { label: 'OK', color: 'green' },
  ko: { label: 'KO', color: 'red' },
  info: { label: 'INFO', color: 'gray' },
};

/** Success style when nothing failed, else warning (SPEC.md §8 "Rebuild of stats"). */
const isCleanEnd = (job: Job) => job.status === 'done' && job.ko === 0;

/**
 * The badge of where a job stands: a job done with failed steps is no success (a set-up that wrote nothing
 * read « terminé » in green), with errors when some steps went through, failed when none did.
 */
const statusOf = (job: Job) => {
  if (job.status !== 'done' || job.ko === 0) return STATUS[job.status];
  return job.ok === 0 ? { label: 'échoué', color: 'red' } : { label: 'terminé avec erreurs', color: 'orange' };
};

/** What to do after a job of which nothing went through: its last failure's details (a set-up's next steps). */
const nextSteps = (job: Job) =>
  job.status === 'done' && job.ok === 0 ? job.log.filter((l) => l.level === 'ko').at(-1)?.details : undefined;

/** Tells the admin when a job they watched ends, in the style of its end. */
const endToast = (job: Job) => {
  if (job.message) (isCleanEnd(job) ? toast.success : toast.warning)(job.message);
};

function LogConsole({ lines }: { lines: JobLogLine[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const v = viewport.current;
    if (v && lines.length) v.scrollTop = v.scrollHeight;
  }, [lines.length]);
  return (
    <ScrollArea.Autosize mah={360} viewportRef={viewport} type="auto" bg="var(--mantine-color-gray-0)" p="xs" style={{ borderRadius: 8 }}>
      <Stack gap={4} role="log" aria-label="Journal" aria-live="polite" ff="monospace" fz="sm">
        {lines.length === 0 && <Text c="dimmed">En attente du premier élément…</Text>}
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end
          <div key={i}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={LEVEL[l.level].color} variant="light" w={52} style={{ flexShrink: 0 }}>
                {LEVEL[l.level].label}
              </Badge>
              <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                {l.text}
              </Text>
            </Group>
            {l.details && (
              <List size="xs" ml={60} c="dimmed">
                {l.details.map((d, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a log line's details never move
                  <List.Item key={j}>{d}</List.Item>
                ))}
              </List>
            )}
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * A server job as it goes, whatever its kind: progress bar, the log (one line per match, club or chunk of
 * players, OK / KO), the cancel button while it runs, then the closing message.
 */
export function JobPanel({ job, onCancel, cancelling }: { job: Job; onCancel: () => void; cancelling: boolean }) {
  useJobEnd(job, endToast);
  const running = job.status === 'running';
  const label = (JOB_LABELS as Record<string, string | undefined>)[job.kind];
  const value = job.total ? Math.round((job.done / job.total) * 100) : running ? 0 : 100;
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            {label && (
              <Title order={3} fz="lg">
                {label}
                {job.numjournee ? ` – J${job.numjournee}` : ''}
              </Title>
            )}
            <Text size="xs" c="dimmed">
              Lancé le {formatDateTime(job.created_at)}
            </Text>
          </div>
          <Group gap="xs">
            <Badge color={statusOf(job).color}>{statusOf(job).label}</Badge>
            {running && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={14} />}
                onClick={onCancel}
                loading={cancelling}
                disabled={job.cancel_requested}
              >
                {job.cancel_requested ? 'Annulation demandée' : 'Annuler'}
              </Button>
            )}
          </Group>
        </Group>
        <div>
          <Progress value={value} animated={running} aria-label="Progression" size="lg" />
          <Text size="sm" mt={4}>
            {job.done} / {job.total} · {job.ok} OK, {job.ko} KO
          </Text>
        </div>
        <LogConsole lines={job.log} />
        {!running && job.message && (
          <Alert color={isCleanEnd(job) ? 'green' : 'orange'} role="status">
            {job.message}
            {nextSteps(job) && (
              <List size="sm" mt="xs">
                {nextSteps(job)?.map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
