import { ActionIcon, Card, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type Club, CLUBS_MSG, MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminHeader, ListState, useConfirmedDelete } from '../../../components/admin-list';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RowActions } from '../../../components/row-actions';
import { clubsListQuery, useDeleteClub } from '../api';
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
  const list = useQuery(clubsListQuery());
  const remove = useConfirmedDelete(useDeleteClub());
  const onDelete = (club: Club) => remove.ask(club.id, { message: MSG.confirmDeleteClub }, CLUBS_MSG.deleted);

  const body = () => {
    if (!list.data?.length) return <ListState query={list} loading="Chargement des clubs" empty="Aucun club pour cette saison." />;
    return (
      <ResponsiveTable
        rows={list.data}
        rowKey={(club) => club.id}
        label="Clubs"
        columns={[
          { label: 'ID', cell: (club) => club.id },
          { label: 'Nom', cell: (club) => <Text fw={600}>{club.name}</Text>, phone: 'title' },
          { label: 'Nom officiel', cell: (club) => club.official_name ?? '—' },
          { label: 'Saison', cell: (club) => club.saison_id },
          {
            label: 'Actions',
            phone: 'footer',
            cell: (club) => <Actions club={club} onDelete={onDelete} deleting={remove.deleting(club.id)} />,
          },
        ]}
      />
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
