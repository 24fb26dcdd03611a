import { Alert, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, STATS_POSTE_FILTERS, type StatsPlayerRow } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { playersQuery, type StatsPosteFilter, topPlayersQuery } from '../api';
import { JoueurPointsModal } from '../components/joueur-points-modal';
import { JoueursTable } from '../components/joueurs-table';
import { TopJoueurs } from '../components/top-joueurs';
import classes from '../stats.module.css';

function OwnedLegend() {
  return (
    <Text size="sm" c="dimmed">
      <span className={classes.legendSwatch} aria-hidden /> {MSG.alreadyTaken}
    </Text>
  );
}

/** SPEC.md "Stats": the top 10 over all positions, then the ranking by position; a click explains a player's points. */
export default function StatsPage() {
  const [poste, setPoste] = useState<StatsPosteFilter>('Tous');
  const [selected, setSelected] = useState<StatsPlayerRow | null>(null);
  const top = useQuery(topPlayersQuery());
  const parPoste = useQuery(playersQuery(poste));
  const until = top.data?.until_journee ?? parPoste.data?.until_journee;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{MSG.stats}</Title>
        {until != null && <Text c="dimmed">Jusqu'à la J{until}</Text>}
      </Group>
      {(top.isError || parPoste.isError) && (
        <Alert color="orange" title={MSG.statsLoadError}>
          {errorMessage(top.error ?? parPoste.error, MSG.statsNotOk)}
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
          <SegmentedControl
            aria-label="Poste"
            value={poste}
            onChange={(value) => setPoste(value as StatsPosteFilter)}
            data={[...STATS_POSTE_FILTERS]}
            fullWidth
          />
          <OwnedLegend />
          {parPoste.isPending ? <Skeleton h={300} /> : parPoste.data && <JoueursTable rows={parPoste.data.rows} onSelect={setSelected} />}
        </Stack>
      </Card>
      <JoueurPointsModal joueur={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
