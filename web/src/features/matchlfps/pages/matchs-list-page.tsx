import { Alert, Badge, Card, Group, NativeSelect, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { MATCHLFPS_MSG, type Matchlfp, MSG, matchFinished } from '@poolfoot/domain';
import { RowActions } from '../../../components/row-actions';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { formatKickoff } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { activeJourneeQuery } from '../../journees';
import { useDeleteMatch, matchsByJourneeQuery } from '../api';

const NUMJOURNEES = Array.from({ length: 34 }, (_, i) => ({ value: String(i + 1), label: `J${i + 1}` }));

/** The matchday shown: the one in the address (?journee=n), else the active matchday, else J1. */
export function selectedJournee(param: string | null, active: { numjournee: number } | null | undefined, activeFailed: boolean) {
  const fromUrl = Number(param);
  if (param && Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= NUMJOURNEES.length) return fromUrl;
  if (active === undefined && !activeFailed) return null;
  return active?.numjournee ?? 1;
}

const score = (m: Matchlfp) => (m.home_score === null || m.away_score === null ? '–' : `${m.home_score} - ${m.away_score}`);

function MatchRow({ m, onDelete, deleting }: { m: Matchlfp; onDelete: (m: Matchlfp) => void; deleting: boolean }) {
  const name = `${m.home_club_official_name} vs ${m.away_club_official_name}`;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatKickoff(m.kickoff_at, m.kickoff_unknown)}</Table.Td>
      <Table.Td>
        <Text fw={600} span>
          {m.home_club_official_name}
        </Text>{' '}
        vs{' '}
        <Text fw={600} span>
          {m.away_club_official_name}
        </Text>
      </Table.Td>
      <Table.Td ta="center">
        {score(m)}
        {m.counts_as_postponed && !matchFinished(m.period) && (
          <Badge variant="light" color="orange" ml={4}>
            {MATCHLFPS_MSG.postponed}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <RowActions editTo={`/admin/matchlfps/edit/${m.id}`} label={name} deleting={deleting} onDelete={() => onDelete(m)} />
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/matchs/list: the league matches of one matchday, with edit and delete. */
export default function MatchsListPage() {
  const [params, setParams] = useSearchParams();
  const active = useQuery(activeJourneeQuery());
  const numjournee = selectedJournee(params.get('journee'), active.data ? active.data.journee : undefined, active.isError);
  const matchs = useQuery(matchsByJourneeQuery(numjournee));
  const remove = useDeleteMatch();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async (m: Matchlfp) => {
    const yes = await confirmAction({
      title: 'Supprimer un match',
      message: `Confirmer la suppression du match ${m.home_club_official_name} vs ${m.away_club_official_name} ?`,
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (!yes) return;
    setDeleteError(null);
    remove.mutate(
      { id: m.id },
      {
        onSuccess: (res) => toast.success(res.message ?? MATCHLFPS_MSG.deleted),
        onError: (err) => setDeleteError(errorMessage(err)),
      },
    );
  };

  const body = () => {
    if (matchs.isError) return <Alert color="orange">{errorMessage(matchs.error)}</Alert>;
    if (!matchs.data) return <Skeleton h={240} aria-label="Chargement des matchs" />;
    if (matchs.data.length === 0) return <Text c="dimmed">Aucun match pour cette journée.</Text>;
    return (
      <ScrollArea type="auto">
        <Table miw={560} striped highlightOnHover verticalSpacing="xs" aria-label={`Matchs de la journée ${numjournee}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Coup d'envoi</Table.Th>
              <Table.Th>Match</Table.Th>
              <Table.Th ta="center">Score</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matchs.data.map((m) => (
              <MatchRow key={m.id} m={m} onDelete={onDelete} deleting={remove.isPending && remove.variables?.id === m.id} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Matchs de Ligue 1</Title>
        {numjournee === null ? (
          <Skeleton h={36} w={120} />
        ) : (
          <NativeSelect
            label="Journée"
            data={NUMJOURNEES}
            value={String(numjournee)}
            onChange={(e) => {
              setDeleteError(null);
              setParams({ journee: e.currentTarget.value });
            }}
            w={120}
          />
        )}
      </Group>
      {deleteError && (
        <Alert color="red" role="alert" title={MSG.deleteFailed} withCloseButton onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      <Card withBorder padding="sm">
        {body()}
      </Card>
    </Stack>
  );
}
