import { Alert, Badge, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { AUTOPILOT_MSG, formatDetail, MSG, pts } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { type LiveJoueur, useLiveJoueur } from '../../autopilot';
import { playerPointsQuery } from '../api';
import { joueurName } from './joueur-cells';

type Live = LiveJoueur & { numjournee: number };

/** The matchday being played: its provisional points in red, with the live stat line the grid read. */
function LiveRow({ live }: { live: Live }) {
  return (
    <Table.Tr aria-label={AUTOPILOT_MSG.liveLine(live.numjournee, live.minute)} bg="var(--mantine-color-red-light)">
      <Table.Td>
        <Text size="sm" fw={700}>
          J{live.numjournee}
        </Text>
        <Badge color="red" size="xs">
          {AUTOPILOT_MSG.liveMinute(live.minute)}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" fw={700} c="red.8">
        {live.points}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{AUTOPILOT_MSG.liveMinutes(live.minutes)}</Text>
        <Text size="sm">{formatDetail(live.detail) || '—'}</Text>
        <Text size="xs" c="dimmed">
          {AUTOPILOT_MSG.liveNote}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A player's points matchday by matchday, each explained by its detail ("2 pts : 60+ min, 4 pts : but"); while his
 * match is being played, the active matchday's provisional points and live stat line head the list.
 */
function JoueurPoints({ joueurId }: { joueurId: number }) {
  const q = useQuery(playerPointsQuery(joueurId));
  const live = useLiveJoueur(joueurId);
  if (q.isPending) return <Skeleton h={120} />;
  if (q.isError) return <Alert color="orange">{MSG.statsLoadError}</Alert>;
  const { joueur, total } = q.data;
  // A live matchday's row replaces any points stored for it (a whistle's points before a reimport, say).
  const points = live ? q.data.points.filter((row) => row.numjournee !== live.numjournee) : q.data.points;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">{joueur.poste}</Badge>
        <Text size="sm">{joueur.club_name}</Text>
        <Text size="sm" fw={700} ml="auto">
          Total : {pts(total)}
        </Text>
      </Group>
      {points.length === 0 && !live ? (
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
              {live && <LiveRow live={live} />}
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
