import { Alert, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, STATS_POSTE_FILTERS, type StatsPlayerRow } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { playersQuery, type StatsPosteFilter, topPlayersQuery } from '../api';
import { PlayerPointsModal } from '../components/player-points-modal';
import { PlayersTable } from '../components/players-table';
import { TopPlayers } from '../components/top-players';
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
  const players = useQuery(playersQuery(poste));
  const until = top.data?.until_journee ?? players.data?.until_journee;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Stats</Title>
        {until != null && <Text c="dimmed">Jusqu'à la J{until}</Text>}
      </Group>
      {(top.isError || players.isError) && (
        <Alert color="orange" title={MSG.statsLoadError}>
          {errorMessage(top.error ?? players.error, MSG.statsNotOk)}
        </Alert>
      )}

      <Card>
        <Title order={2} size="h3" mb="sm">
          Top 10
        </Title>
        {top.isPending ? <Skeleton h={200} /> : top.data && <TopPlayers rows={top.data.rows} onSelect={setSelected} />}
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
          {players.isPending ? <Skeleton h={300} /> : players.data && <PlayersTable rows={players.data.rows} onSelect={setSelected} />}
        </Stack>
      </Card>
      <PlayerPointsModal player={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
