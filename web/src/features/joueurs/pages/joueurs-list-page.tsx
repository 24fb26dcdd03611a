import { Badge, Button, Card, Group, Pagination, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type Joueur, JOUEURS_MSG, MSG, plural } from '@poolfoot/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ListState, useConfirmedDelete } from '../../../components/admin-list';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RowActions } from '../../../components/row-actions';
import { BackButton } from '../../../components/back-button';
import { useDeleteJoueur, joueursListQuery } from '../api';
import { clubsOf, filterJoueurs } from '../filter';

const PAGE_SIZE = 50;

/** /admin/joueurs/list: the season's players, filtered by club ('Tous les clubs') and name, with edit, delete and add. */
export default function JoueursListPage() {
  const list = useQuery(joueursListQuery());
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
        <ResponsiveTable
          rows={shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
          rowKey={(j) => j.id}
          label="Joueurs"
          columns={[
            { label: 'ID', cell: (j) => j.id },
            { label: 'Nom', cell: (j) => <Text fw={600}>{j.nom}</Text>, phone: 'title' },
            { label: 'Prenom', cell: (j) => j.prenom ?? '—', phone: 'title' },
            { label: 'Club', cell: (j) => j.club_name },
            { label: 'Poste', cell: (j) => <Badge variant="light">{j.poste}</Badge>, phone: 'end' },
            { label: 'Saison', cell: (j) => j.saison_id },
            {
              label: 'Actions',
              phone: 'footer',
              cell: (j) => (
                <RowActions
                  editTo={`/admin/joueurs/edit/${j.id}`}
                  label={[j.prenom, j.nom].filter(Boolean).join(' ')}
                  deleting={remove.deleting(j.id)}
                  onDelete={() => onDelete(j)}
                />
              ),
            },
          ]}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {plural(shown.length, 'joueur')}
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
