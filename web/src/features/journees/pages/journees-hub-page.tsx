import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconListDetails, IconPlus, IconSettings } from '@tabler/icons-react';
import { MSG } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../../../components/tile.module.css';
import { useActiveJournee } from '../api';

function HubCard({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: ReactNode }) {
  return (
    <Card component={Link} to={to} className={classes.tile}>
      <Group wrap="nowrap">
        <ThemeIcon size={44}>{icon}</ThemeIcon>
        <div>
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="dimmed" component="div">
            {hint}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** /admin/journees: manage the active matchday, the list of matchdays, the matches, and add a matchday. */
export default function JourneesHubPage() {
  const active = useActiveJournee();
  const num = active.data?.journee?.numjournee;
  const manageHint = active.isPending ? <Skeleton h={14} w={140} mt={4} /> : num ? `Journée active : J${num}` : 'Aucune journée active';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Journées</Title>
        <Button component={Link} to="/admin/journees/create" leftSection={<IconPlus size={18} />}>
          {MSG.addMatchday}
        </Button>
      </Group>
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
