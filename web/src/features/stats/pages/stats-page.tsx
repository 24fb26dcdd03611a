import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, type StatsPlayerRow } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { topPlayersQuery } from '../api';
import { JoueurPointsModal } from '../components/joueur-points-modal';
import { JoueursRanking } from '../components/joueurs-ranking';
import { TopJoueurs } from '../components/top-joueurs';

/** Up to which matchday the totals run: the last one with points, never one still to play. */
function UntilLabel({ until }: { until: number | null | undefined }) {
  if (until === undefined) return null;
  return <Text c="dimmed">{until === null ? 'Aucune journée jouée pour le moment' : `Points jusqu'à la J${until}`}</Text>;
}

/**
 * SPEC.md "Stats": the top 10 over all positions, then the ranking of every player (position, name, club and
 * owner filters, sort, pages); a click on a player explains his points.
 */
export default function StatsPage() {
  const [selected, setSelected] = useState<StatsPlayerRow | null>(null);
  const top = useQuery(topPlayersQuery());

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{MSG.stats}</Title>
        <UntilLabel until={top.data?.until_journee} />
      </Group>
      {top.isError && (
        <Alert color="orange" title={MSG.statsLoadError}>
          {errorMessage(top.error, MSG.statsNotOk)}
        </Alert>
      )}

      <Card>
        <Title order={2} size="h3" mb="sm">
          Top 10
        </Title>
        {top.isPending ? <Skeleton h={200} /> : top.data && <TopJoueurs rows={top.data.rows} onSelect={setSelected} />}
      </Card>

      <Card>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Classement par poste
          </Title>
          <JoueursRanking onSelect={setSelected} />
        </Stack>
      </Card>
      <JoueurPointsModal joueur={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
