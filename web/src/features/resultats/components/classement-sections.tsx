import { Alert, Anchor, Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShirtSport } from '@tabler/icons-react';
import type { Journee } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { journeesListQuery } from '../../journees';
import { seasonSearch } from '../../saisons';
import { historyQuery } from '../api';
import { JourneeResults } from './journee-results';
import { type ChartMode, RankChart } from './rank-chart';

/**
 * The matchdays the selector offers: the finished ones (status 9), J{n}. Default: the most recent
 * finished one, else the latest matchday that has started (else the first).
 */
export function journeeChoices(journees: readonly Journee[], now: Date) {
  const sorted = [...journees].sort((a, b) => a.numjournee - b.numjournee);
  const finished = sorted.filter((j) => j.status === 9);
  const started = sorted.filter((j) => new Date(j.start_at) <= now);
  const fallback = started.at(-1) ?? sorted[0];
  const options = finished.length ? finished : fallback ? [fallback] : [];
  return { options, defaultId: options.at(-1)?.id ?? null };
}

/** A finished matchday's results, of the season chosen (its matchdays: journees/list with its saison_id). */
export function JourneeSection({ saisonId }: { saisonId: number | undefined }) {
  const journees = useQuery(journeesListQuery(saisonId));
  const list = useDeferredValue(journees.data);
  const [chosen, setChosen] = useState<number | null>(null);
  if (journees.isError) return <Alert color="orange">{errorMessage(journees.error)}</Alert>;
  if (list === undefined) return <Skeleton h={200} />;
  const { options, defaultId } = journeeChoices(list, new Date());
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
              <Anchor component={Link} to={`/compos/rencontres/${journeeId}${seasonSearch(saisonId)}`} pb={6}>
                <Group gap={4} wrap="nowrap">
                  <IconShirtSport size={16} aria-hidden /> Voir les compos
                </Group>
              </Anchor>
            )}
          </Group>
        </Group>
        {journeeId === null ? <Text c="dimmed">Aucune journée terminée.</Text> : <JourneeResults key={journeeId} journeeId={journeeId} />}
      </Stack>
    </Card>
  );
}

export function ChartSection({ userId, saisonId }: { userId: number; saisonId: number | undefined }) {
  const history = useQuery(historyQuery(saisonId));
  const points = useDeferredValue(history.data?.history);
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
        {history.isError ? (
          <Alert color="orange">{errorMessage(history.error)}</Alert>
        ) : points === undefined ? (
          <Skeleton h={240} />
        ) : points.length === 0 ? (
          <Text c="dimmed">Aucune journée terminée.</Text>
        ) : (
          <RankChart history={points} mode={mode} userId={userId} />
        )}
      </Stack>
    </Card>
  );
}

/** What the page shows below the general table, of the season chosen (its own chunk: the first screen does not wait for it). */
export default function ClassementSections({ userId, saisonId }: { userId: number; saisonId: number | undefined }) {
  return (
    <>
      <ChartSection userId={userId} saisonId={saisonId} />
      <JourneeSection key={saisonId} saisonId={saisonId} />
    </>
  );
}
