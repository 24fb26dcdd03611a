import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type Joueur, JOUEURS_MSG, MSG } from '@poolfoot/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListState, useConfirmedDelete } from '../../../components/admin-list';
import { RowActions } from '../../../components/row-actions';
import { BackButton } from '../../../components/back-button';
import { useDeleteJoueur, useJoueursList } from '../api';
import { clubsOf, filterJoueurs } from '../filter';

const PAGE_SIZE = 50;

function Row({ j, onDelete, deleting }: { j: Joueur; onDelete: (j: Joueur) => void; deleting: boolean }) {
  const label = [j.prenom, j.nom].filter(Boolean).join(' ');
  return (
    <Table.Tr>
      <Table.Td>{j.id}</Table.Td>
      <Table.Td fw={600}>{j.nom}</Table.Td>
      <Table.Td>{j.prenom ?? '—'}</Table.Td>
      <Table.Td>{j.club_name}</Table.Td>
      <Table.Td>
        <Badge variant="light">{j.poste}</Badge>
      </Table.Td>
      <Table.Td>{j.saison_id}</Table.Td>
      <Table.Td>
        <RowActions editTo={`/admin/joueurs/edit/${j.id}`} label={label} deleting={deleting} onDelete={() => onDelete(j)} />
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/joueurs/list: the season's players, filtered by club ('Tous les clubs') and name, with edit, delete and add. */
export default function JoueursListPage() {
  const list = useJoueursList();
  const remove = useConfirmedDelete(useDeleteJoueur());
  const [clubId, setClubId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const all = list.data;
  const shown = useMemo(() => (all ? filterJoueurs(all, clubId, search) : []), [all, clubId, search]);
  const clubOptions = useMemo(() => [{ value: '', label: MSG.allClubs }, ...(all ? clubsOf(all) : [])], [all]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);

  const onDelete = (j: Joueur) => remove.ask(j.id, { message: MSG.confirmDeletePlayer }, JOUEURS_MSG.deleted);

  const body = () => {
    if (!shown.length) {
      const empty = all?.length ? 'Aucun joueur ne correspond aux filtres.' : 'Aucun joueur pour cette saison.';
      return <ListState query={list} loading="Chargement des joueurs" empty={empty} h={360} />;
    }
    return (
      <Stack>
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={640} aria-label="Joueurs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Prenom</Table.Th>
                <Table.Th>Club</Table.Th>
                <Table.Th>Poste</Table.Th>
                <Table.Th>Saison</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((j) => (
                <Row key={j.id} j={j} onDelete={onDelete} deleting={remove.deleting(j.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {shown.length} joueur{shown.length > 1 ? 's' : ''}
          </Text>
          {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Pages" />}
        </Group>
      </Stack>
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <BackButton to="/admin/joueurs" label="Joueurs" />
          <Title order={1}>Liste des joueurs</Title>
        </Group>
        <Button component={Link} to="/admin/joueurs/create" leftSection={<IconPlus size={18} />}>
          Ajouter un joueur
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Club"
          data={clubOptions}
          value={clubId}
          allowDeselect={false}
          searchable
          onChange={(v) => {
            setClubId(v ?? '');
            setPage(1);
          }}
        />
        <TextInput
          label="Rechercher un joueur"
          placeholder="Nom, prénom ou surnom"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      {remove.alert}
      <Card p="xs">{body()}</Card>
    </Stack>
  );
}
