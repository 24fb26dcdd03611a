import { ActionIcon, Alert, Button, Card, Group, ScrollArea, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { type Club, CLUBS_MSG, MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { RowActions } from '../../../components/row-actions';
import { BackButton } from '../../../components/back-button';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useClubsList, useDeleteClub } from '../api';
import { downloadClub } from '../download';

function Actions({ club, onDelete, deleting }: { club: Club; onDelete: (c: Club) => void; deleting: boolean }) {
  return (
    <RowActions editTo={`/admin/clubs/edit/${club.id}`} label={club.name} deleting={deleting} onDelete={() => onDelete(club)}>
      <Tooltip label="Télécharger (JSON)">
        <ActionIcon variant="light" color="gray" onClick={() => downloadClub(club)} aria-label={`Télécharger ${club.name}`}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    </RowActions>
  );
}

/** /admin/clubs/list: the season's clubs with edit, delete (confirmed) and download. */
export default function ClubsListPage() {
  const list = useClubsList();
  const remove = useDeleteClub();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async (club: Club) => {
    if (!(await confirmAction({ message: MSG.confirmDeleteClub, confirmLabel: 'Supprimer', danger: true }))) return;
    setDeleteError(null);
    remove.mutate(club.id, {
      onSuccess: (res) => toast.success(res.message ?? CLUBS_MSG.deleted),
      onError: (err) => setDeleteError(errorMessage(err)),
    });
  };

  const body = () => {
    if (list.isError) return <Alert color="orange">{errorMessage(list.error)}</Alert>;
    if (!list.data) return <Skeleton h={300} aria-label="Chargement des clubs" />;
    if (!list.data.length) return <Text c="dimmed">Aucun club pour cette saison.</Text>;
    return (
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={560} aria-label="Clubs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Nom</Table.Th>
              <Table.Th>Nom officiel</Table.Th>
              <Table.Th>Saison</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((club) => (
              <Table.Tr key={club.id}>
                <Table.Td>{club.id}</Table.Td>
                <Table.Td fw={600}>{club.name}</Table.Td>
                <Table.Td>{club.official_name ?? '—'}</Table.Td>
                <Table.Td>{club.saison_id}</Table.Td>
                <Table.Td>
                  <Actions club={club} onDelete={onDelete} deleting={remove.isPending && remove.variables === club.id} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <BackButton to="/admin/clubs" label="Clubs" />
          <Title order={1}>Liste des clubs</Title>
        </Group>
        <Button component={Link} to="/admin/clubs/create" leftSection={<IconPlus size={18} />}>
          Ajouter un club
        </Button>
      </Group>
      {deleteError && (
        <Alert
          color="red"
          title={MSG.deleteFailed}
          role="alert"
          withCloseButton
          closeButtonLabel="Fermer"
          onClose={() => setDeleteError(null)}
        >
          {deleteError}
        </Alert>
      )}
      <Card p="xs">{body()}</Card>
    </Stack>
  );
}
