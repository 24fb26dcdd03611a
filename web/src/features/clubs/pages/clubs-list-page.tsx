import { ActionIcon, Card, ScrollArea, Stack, Table, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type Club, CLUBS_MSG, MSG } from '@poolfoot/domain';
import { AdminHeader, ListState, useConfirmedDelete } from '../../../components/admin-list';
import { RowActions } from '../../../components/row-actions';
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
  const remove = useConfirmedDelete(useDeleteClub());
  const onDelete = (club: Club) => remove.ask(club.id, { message: MSG.confirmDeleteClub }, CLUBS_MSG.deleted);

  const body = () => {
    if (!list.data?.length) return <ListState query={list} loading="Chargement des clubs" empty="Aucun club pour cette saison." />;
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
                  <Actions club={club} onDelete={onDelete} deleting={remove.deleting(club.id)} />
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
      <AdminHeader
        title="Liste des clubs"
        back={{ to: '/admin/clubs', label: 'Clubs' }}
        add={{ to: '/admin/clubs/create', label: 'Ajouter un club' }}
      />
      {remove.alert}
      <Card p="xs">{body()}</Card>
    </Stack>
  );
}
