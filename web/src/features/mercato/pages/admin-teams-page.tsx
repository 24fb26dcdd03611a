import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconReplace } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const LINKS: { label: string; to: string; hint: string; icon: ReactNode }[] = [
  { label: 'Remplacement', to: '/admin/remplacement', hint: "Remplacer un joueur d'un pooler par un joueur libre", icon: <IconReplace /> },
  { label: 'Échange', to: '/admin/echange', hint: 'Échanger des joueurs entre deux poolers', icon: <IconArrowsExchange /> },
];

/** /admin/teams: the admins' team operations. */
export default function AdminTeamsPage() {
  return (
    <Stack>
      <Title order={1}>Équipes</Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {LINKS.map((l) => (
          <Card key={l.to} component={Link} to={l.to}>
            <Group wrap="nowrap">
              <ThemeIcon size={44}>{l.icon}</ThemeIcon>
              <div>
                <Text fw={700}>{l.label}</Text>
                <Text size="sm" c="dimmed">
                  {l.hint}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
