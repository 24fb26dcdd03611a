import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { Palmares } from '@poolfoot/domain';
import { pts, SEASON_END_MSG } from '@poolfoot/domain/messages';

/** Each finished season of the league with its champion (or that it has none), newest first as the server gives them. */
export function ChampionsList({ champions }: { champions: Palmares['champions'] }) {
  if (champions.length === 0) return <Text c="dimmed">{SEASON_END_MSG.noChampion}</Text>;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {champions.map((c) => (
        <Paper key={c.saison_id} component="li" withBorder p="sm">
          <Group wrap="nowrap" gap="sm">
            <ThemeIcon size={40} radius="xl" color="yellow" variant="light" aria-hidden>
              <IconTrophy size={24} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {c.nom}
              </Text>
              {c.username === null ? (
                <Text c="dimmed">{SEASON_END_MSG.noChampionShort}</Text>
              ) : (
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {c.username}
                </Text>
              )}
            </div>
            {c.points_classement !== null && (
              <Text fw={600} ml="auto" style={{ whiteSpace: 'nowrap' }}>
                {pts(c.points_classement)}
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
