import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { CandidateList } from '../components/candidate-list';
import { CandidateFilters } from '../components/choix/candidate-filters';
import { DropCard } from '../components/choix/drop-card';
import { isMyTurn, mercatoCandidates } from '../lib';
import { useChoixData } from '../use-choix-data';
import { usePickCandidate } from '../use-pick-candidate';

/** /mercato/choix: drop one of the user's players, then take a free one of the same position. */
export default function MercatoChoixPage() {
  const userId = useSessionUser()?.id ?? 0;
  const [droppedId, setDroppedId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [clubId, setClubId] = useState<string | null>(null);
  const data = useChoixData(userId, droppedId);
  const { choose, busy } = usePickCandidate(userId);

  if (data.failure) return <Alert color="orange">{data.failure.message}</Alert>;
  const { state, joueurs, dropped, points, effect } = data;
  if (data.loading || !state || !joueurs) return <Skeleton h={320} />;

  const myTurn = isMyTurn(state, userId);
  const list =
    dropped && points
      ? mercatoCandidates({
          joueurs,
          dropped,
          team: data.squad,
          taken: data.taken ?? new Set<number>(),
          points,
          maxParClub: state.gestion.max_par_club,
          search,
          clubId: clubId ? Number(clubId) : null,
        })
      : null;
  const onChoose = (id: number) => {
    const incoming = joueurs.find((j) => j.id === id);
    if (dropped && incoming) void choose(dropped, incoming);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Mercato : remplacer un joueur</Title>
        <Button component={Link} to="/mercato" variant="default">
          Retour
        </Button>
      </Group>
      {!myTurn && <Alert color="gray">Ce n'est pas votre tour : vous pouvez préparer votre choix.</Alert>}
      {effect !== null && <Text c="dimmed">Le remplacement prend effet à la journée {effect}.</Text>}
      <DropCard squad={data.squad} value={droppedId} onChange={setDroppedId} />
      {dropped && !list && <Skeleton h={200} />}
      {dropped && list && (
        <Card>
          <CandidateFilters
            joueurs={joueurs}
            poste={dropped.poste}
            search={search}
            onSearch={setSearch}
            clubId={clubId}
            onClubId={setClubId}
            available={list.available}
            unavailable={list.unavailable}
          />
          <CandidateList rows={list.rows} disabled={busy || !myTurn} onChoose={onChoose} />
        </Card>
      )}
    </Stack>
  );
}
