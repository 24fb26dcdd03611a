import { Alert, Button, Card, Group, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { JOURNEES_MSG, type Journee, MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { RowActions } from '../../../components/row-actions';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useDeleteJournee, useJourneesList } from '../api';
import { JourneeStatusBadge } from '../components/journee-status-badge';

/** 'YYYY-MM-DD' as dd/mm/yyyy. */
export const frenchDate = (ymd: string) => ymd.split('-').reverse().join('/');

function Row({ j, onDelete, deleting }: { j: Journee; onDelete: (j: Journee) => void; deleting: boolean }) {
  return (
    <Table.Tr>
      <Table.Td fw={700}>J{j.numjournee}</Table.Td>
      <Table.Td>{frenchDate(j.date)}</Table.Td>
      <Table.Td>{j.heure}</Table.Td>
      <Table.Td>{formatDateTime(j.start_at)}</Table.Td>
      <Table.Td>
        <JourneeStatusBadge status={j.status} />
      </Table.Td>
      <Table.Td>
        <RowActions
          editTo={`/admin/journees/edit/${j.id}`}
          label={`la journée ${j.numjournee}`}
          deleting={deleting}
          onDelete={() => onDelete(j)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

export default function JourneesListPage() {
  const list = useJourneesList();
  const remove = useDeleteJournee();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async (j: Journee) => {
    const yes = await confirmAction({
      title: 'Supprimer une journée',
      message: `Confirmer la suppression de la journée ${j.numjournee} ?`,
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (!yes) return;
    setDeleteError(null);
    remove.mutate(j.id, {
      onSuccess: (res) => toast.success(res.message ?? JOURNEES_MSG.deleted(j.numjournee)),
      onError: (err) => setDeleteError(errorMessage(err)),
    });
  };

  const body = () => {
    if (list.isError) return <Alert color="orange">{errorMessage(list.error)}</Alert>;
    if (!list.data) return <Skeleton h={240} aria-label="Chargement des journées" />;
    if (list.data.length === 0) return <Text c="dimmed">Aucune journée pour cette saison.</Text>;
    return (
      <ScrollArea type="auto">
        <Table miw={640} striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Journée</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Heure</Table.Th>
              <Table.Th>Début</Table.Th>
              <Table.Th>Statut</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((j) => (
              <Row key={j.id} j={j} onDelete={onDelete} deleting={remove.isPending && remove.variables === j.id} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Liste des journées</Title>
        <Button component={Link} to="/admin/journees/create" leftSection={<IconPlus size={18} />}>
          {MSG.addMatchday}
        </Button>
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
