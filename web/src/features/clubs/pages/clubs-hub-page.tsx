import { SimpleGrid, Stack } from '@mantine/core';
import { IconFileImport, IconList, IconPlus } from '@tabler/icons-react';
import { AdminHeader } from '../../../components/admin-list';
import { HubCard } from '../../../components/hub-card';

/** /admin/clubs: the list, a new club, the import. */
export default function ClubsHubPage() {
  return (
    <Stack>
      <AdminHeader title="Clubs" back={{ to: '/admin', label: 'Administration' }} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <HubCard to="/admin/clubs/list" icon={<IconList />} label="Liste des clubs" hint="Modifier, supprimer, télécharger" />
        <HubCard to="/admin/clubs/create" icon={<IconPlus />} label="Ajouter un club" hint="Un nouveau club pour la saison" />
        <HubCard to="/admin/clubs/import" icon={<IconFileImport />} label="Importer des clubs" hint="Depuis un fichier JSON" />
      </SimpleGrid>
    </Stack>
  );
}
