import { SimpleGrid, Stack } from '@mantine/core';
import { IconFileImport, IconList, IconRefresh } from '@tabler/icons-react';
import { AdminHeader } from '../../../components/admin-list';
import { HubCard } from '../../../components/hub-card';

/** /admin/joueurs: the list, the league refresh, the import. */
export default function JoueursHubPage() {
  return (
    <Stack>
      <AdminHeader title="Joueurs" back={{ to: '/admin', label: 'Administration' }} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <HubCard to="/admin/joueurs/list" icon={<IconList />} label="Liste des joueurs" hint="Filtrer, modifier, supprimer, ajouter" />
        <HubCard to="/admin/joueurs/refresh" icon={<IconRefresh />} label="Rafraîchir les effectifs" hint="Synchroniser et comparer" />
        <HubCard to="/admin/joueurs/import" icon={<IconFileImport />} label="Importer des joueurs" hint="Depuis un fichier JSON" />
      </SimpleGrid>
    </Stack>
  );
}
