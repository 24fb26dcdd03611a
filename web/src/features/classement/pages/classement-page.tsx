import { Alert, Anchor, Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShirtSport } from '@tabler/icons-react';
import type { Journee } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { journeesListQuery } from '../../journees/api';
import { classementKeys, generalQuery, historyQuery } from '../api';
import { GeneralTable } from '../components/general-table';
import { JourneeResults } from '../components/journee-results';
import { type ChartMode, RankChart } from '../components/rank-chart';

/**
 * The matchdays the selector offers: the finished ones (status 9), J{n}. Default: the most recent
 * finished one, else the latest matchday that has started (else the first).
 */
export function matchdayChoices(journees: readonly Journee[], now: Date) {
  const sorted = [...journees].sort((a, b) => a.numjournee - b.numjournee);
  const finished = sorted.filter((j) => j.status === 9);
  const started = sorted.filter((j) => new Date(j.start_at) <= now);
  const fallback = started.at(-1) ?? sorted[0];
  const options = finished.length ? finished : fallback ? [fallback] : [];
  return { options, defaultId: options.at(-1)?.id ?? null };
}

function MatchdaySection() {
  const journees = useQuery(journeesListQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  if (journees.isPending) return <Skeleton h={200} />;
  if (journees.isError) return <Alert color="orange">{errorMessage(journees.error)}</Alert>;
  const { options, defaultId } = matchdayChoices(journees.data, new Date());
  const journeeId = chosen !== null && options.some((j) => j.id === chosen) ? chosen : defaultId;
  return (
    <Card>
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3">
            Résultats de la journée
          </Title>
          <Group align="flex-end">
            <Select
              label="Journée"
              w={110}
              allowDeselect={false}
              data={options.map((j) => ({ value: String(j.id), label: `J${j.numjournee}` }))}
              value={journeeId === null ? null : String(journeeId)}
              onChange={(value) => value && setChosen(Number(value))}
            />
            {journeeId !== null && (
              <Anchor component={Link} to={`/compos/rencontres/${journeeId}`} pb={6}>
                <Group gap={4} wrap="nowrap">
                  <IconShirtSport size={16} aria-hidden /> Voir les compos
                </Group>
              </Anchor>
            )}
          </Group>
        </Group>
        {journeeId === null ? <Text c="dimmed">Aucune journée terminée.</Text> : <JourneeResults journeeId={journeeId} />}
      </Stack>
    </Card>
  );
}

function ChartSection({ userId }: { userId: number }) {
  const history = useQuery(historyQuery());
  const [mode, setMode] = useState<ChartMode>('rank');
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Évolution
          </Title>
          <SegmentedControl
            aria-label="Courbe"
            value={mode}
            onChange={(value) => setMode(value === 'points' ? 'points' : 'rank')}
            data={[
              { value: 'rank', label: 'Classement' },
              { value: 'points', label: 'Points' },
            ]}
          />
        </Group>
        {history.isPending ? (
          <Skeleton h={240} />
        ) : history.isError ? (
          <Alert color="orange">{errorMessage(history.error)}</Alert>
        ) : history.data.history.length === 0 ? (
          <Text c="dimmed">Aucune journée terminée.</Text>
        ) : (
          <RankChart history={history.data.history} mode={mode} userId={userId} />
        )}
      </Stack>
    </Card>
  );
}

/** SPEC.md "Classement": the general table, each pooler's evolution, and a finished matchday's results. */
export default function ClassementPage() {
  const user = useSessionUser();
  const general = useQuery(generalQuery());
  useLiveInvalidate(['resultats'], [classementKeys.all, ['compos'], ['journees']]);
  return (
    <Stack>
      <Title order={1}>Classement</Title>
      <Card>
        {general.isPending ? (
          <Skeleton h={240} />
        ) : general.isError ? (
          <Alert color="orange">{errorMessage(general.error)}</Alert>
        ) : (
          <GeneralTable rows={general.data.classement} userId={user?.id ?? 0} />
        )}
      </Card>
      <ChartSection userId={user?.id ?? 0} />
      <MatchdaySection />
    </Stack>
  );
}
