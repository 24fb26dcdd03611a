import { Card, ScrollArea, Stack, Table } from '@mantine/core';
import { JOURNEES_MSG, type Journee, MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminHeader, ListState, useConfirmedDelete } from '../../../components/admin-list';
import { RowActions } from '../../../components/row-actions';
import { formatDateTime } from '../../../lib/format';
import { useDeleteJournee, journeesListQuery } from '../api';
import { JourneeStatusBadge } from '../components/journee-status-badge';

/** 'YYYY-MM-DD' as dd/mm/yyyy. */
const frenchDate = (ymd: string) => ymd.split('-').reverse().join('/');

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
  const list = useQuery(journeesListQuery());
  const remove = useConfirmedDelete(useDeleteJournee());

  const onDelete = (j: Journee) =>
    remove.ask(
      j.id,
      { title: 'Supprimer une journée', message: `Confirmer la suppression de la journée ${j.numjournee} ?` },
      JOURNEES_MSG.deleted(j.numjournee),
    );

  const body = () => {
    if (!list.data?.length)
      return <ListState query={list} loading="Chargement des journées" empty="Aucune journée pour cette saison." h={240} />;
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
              <Row key={j.id} j={j} onDelete={onDelete} deleting={remove.deleting(j.id)} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  };

  return (
    <Stack>
      <AdminHeader title="Liste des journées" add={{ to: '/admin/journees/create', label: MSG.addMatchday }} />
      {remove.alert}
      <Card withBorder padding="sm">
        {body()}
      </Card>
    </Stack>
  );
}
