import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarEvent, IconListDetails, IconSettings } from '@tabler/icons-react';
import { MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminHeader } from '../../../components/admin-list';
import { HubCard } from '../../../components/hub-card';
import { activeJourneeQuery } from '../api';

/** /admin/journees: manage the active matchday, the list of matchdays, the matches, and add a matchday. */
export default function JourneesHubPage() {
  const active = useQuery(activeJourneeQuery());
  const num = active.data?.journee?.numjournee;
  const manageHint = active.isPending ? <Skeleton h={14} w={140} mt={4} /> : num ? `Journée active : J${num}` : 'Aucune journée active';
  return (
    <Stack>
      <AdminHeader title="Journées" add={{ to: '/admin/journees/create', label: MSG.addMatchday }} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <HubCard
          to={num ? `/admin/journees/manage/${num}` : '/admin/journees/manage'}
          icon={<IconSettings />}
          label="Gérer la journée"
          hint={manageHint}
        />
        <HubCard to="/admin/journees/list" icon={<IconCalendarEvent />} label="Liste des journées" hint="Dates, statuts, modifications" />
        <HubCard to="/admin/matchs/list" icon={<IconListDetails />} label="Matchs de Ligue 1" hint="Les matchs par journée" />
      </SimpleGrid>
    </Stack>
  );
}
