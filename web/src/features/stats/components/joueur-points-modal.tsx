import { Alert, Badge, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDetail, MSG, pts } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { playerPointsQuery } from '../api';
import { joueurName } from './joueur-cells';

/** A player's points matchday by matchday, each explained by its detail ("2 pts : 60+ min, 4 pts : but"). */
function JoueurPoints({ joueurId }: { joueurId: number }) {
  const q = useQuery(playerPointsQuery(joueurId));
  if (q.isPending) return <Skeleton h={120} />;
  if (q.isError) return <Alert color="orange">{MSG.statsLoadError}</Alert>;
  const { joueur, points, total } = q.data;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">{joueur.poste}</Badge>
        <Text size="sm">{joueur.club_name}</Text>
        <Text size="sm" fw={700} ml="auto">
          Total : {pts(total)}
        </Text>
      </Group>
      {points.length === 0 ? (
        <Text c="dimmed">Aucun point calculé pour ce joueur.</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Journée</Table.Th>
                <Table.Th ta="right">Points</Table.Th>
                <Table.Th>Détail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((row) => (
                <Table.Tr key={row.journee_id}>
                  <Table.Td>J{row.numjournee}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {row.points}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.played ? undefined : 'dimmed'}>
                      {row.played ? formatDetail(row.detail) || '—' : 'Non joué'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function JoueurPointsModal({
  joueur,
  onClose,
}: {
  joueur: { joueur_id: number; prenom: string | null; nom: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={joueur !== null} onClose={onClose} title={joueur ? joueurName(joueur) : ''} size="lg">
      {joueur && <JoueurPoints joueurId={joueur.joueur_id} />}
    </Modal>
  );
}
